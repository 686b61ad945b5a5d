import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, portalPost, testSandbox } from '../../testing';
import { generateItProfiles, sandboxItAccounts } from '../accounts';
import { generateChallans } from './money-data';
import { generateReturns } from './returns-data';
import { creditedTds, generateTaxCredits } from './tax-credit-data';

const accounts = sandboxItAccounts().filter((a) => a.behaviour === 'normal');
const GET_ENTITY = '/iec/servicesapi/auth/getEntity';

type Transaction = { sectionCd: string; bookingStatus: string; tdsDeposited: number; transactionDt: number };
type Statement = {
  assessmentYear: string;
  tdsDetails: { deductorTan: string; totalTdsDeposited: number; transactions: Transaction[] }[];
  taxPaidDetails: { minorHead: string; totalTax: number; bsrCode: string; challanSerialNo: string }[];
};
type ReturnRow = { ackNum: string; assmentYear: string; taxPaid: number; tdsClaimed: number };

let app: FastifyInstance;
const cookies = new Map<string, string>();

beforeAll(async () => {
  app = await testSandbox();
  for (const a of accounts) cookies.set(a.pan, await login(app, a));
});

const call = (pan: string, serviceName: string, body: Record<string, unknown>) =>
  portalPost(app, GET_ENTITY, serviceName, body, cookies.get(pan));

describe('Form 26AS (tax credit statement)', () => {
  it('answers every year with TDS by deductor and tax paid by challan, TANs well formed', async () => {
    const pan = accounts[0]!.pan;
    const res = await call(pan, 'form26ASService', { entityNum: pan, header: { formName: 'FO-026-TXCR' } });
    expect(res.statusCode).toBe(200);
    const list = (res.json() as { taxCreditList: Statement[] }).taxCreditList;
    expect(list.length).toBeGreaterThan(0);
    const tds = list.flatMap((s) => s.tdsDetails);
    expect(tds.length).toBeGreaterThan(0);
    for (const d of tds) {
      expect(d.deductorTan).toMatch(/^[A-Z]{4}\d{5}[A-Z]$/);
      expect(d.totalTdsDeposited).toBe(d.transactions.reduce((a, t) => a + t.tdsDeposited, 0));
      for (const t of d.transactions) expect(['F', 'U', 'P', 'O']).toContain(t.bookingStatus);
    }
    expect(list.flatMap((s) => s.taxPaidDetails).every((c) => /^\d{7}$/.test(c.bsrCode))).toBe(true);
    // One year on its own, and a malformed year refused.
    const one = await call(pan, 'form26ASService', {
      entityNum: pan,
      assessmentYear: list[0]!.assessmentYear,
      header: { formName: 'FO-026-TXCR' },
    });
    expect((one.json() as { taxCreditList: Statement[] }).taxCreditList).toHaveLength(1);
    const bad = await call(pan, 'form26ASService', {
      assessmentYear: 'AY25',
      header: { formName: 'FO-026-TXCR' },
    });
    expect(bad.statusCode).toBe(400);
    // Another PAN's statement is not this session's to read.
    const other = await call(pan, 'form26ASService', {
      entityNum: accounts[1]!.pan,
      header: { formName: 'FO-026-TXCR' },
    });
    expect((other.json() as { taxCreditList: Statement[] }).taxCreditList).toEqual([]);
  });

  it("ties each return's taxes paid to its TDS claim and its own challans", async () => {
    for (const a of accounts.slice(0, 5)) {
      const returns = (
        await call(a.pan, 'itrStatusService', { entityNum: a.pan, header: { formName: 'FO-006-ITRST' } })
      ).json() as ReturnRow[];
      const list = (
        (
          await call(a.pan, 'form26ASService', { entityNum: a.pan, header: { formName: 'FO-026-TXCR' } })
        ).json() as { taxCreditList: Statement[] }
      ).taxCreditList;
      for (const r of returns) {
        const challans = (list.find((s) => s.assessmentYear === r.assmentYear)?.taxPaidDetails ?? [])
          .filter((c) => c.minorHead !== '400')
          .reduce((sum, c) => sum + c.totalTax, 0);
        expect(r.tdsClaimed, r.ackNum).toBeGreaterThanOrEqual(0);
        if (r.tdsClaimed > 0) expect(r.tdsClaimed + challans, r.ackNum).toBe(r.taxPaid);
      }
    }
  });

  it('draws most years to match and some to disagree, the same on every run', () => {
    const outcomes: Record<string, number> = {};
    let checked = 0;
    for (const p of generateItProfiles('taxdesk', 20)) {
      const returns = generateReturns('taxdesk', p);
      const challans = generateChallans('taxdesk', p, returns, []);
      const credits = generateTaxCredits('taxdesk', p, returns, challans);
      expect(generateTaxCredits('taxdesk', p, returns, challans)).toEqual(credits);
      for (const y of credits.years) {
        outcomes[y.outcome] = (outcomes[y.outcome] ?? 0) + 1;
        const ret = returns.filter((r) => r.ay === y.ay).at(-1);
        if (!ret) continue;
        const claimed = credits.tdsClaimed.get(ret.ackNum)!;
        const credited = creditedTds(y, Number.MAX_SAFE_INTEGER);
        if (y.outcome === 'matched') expect(credited).toBe(claimed);
        if (y.outcome === 'short') expect(credited).toBeGreaterThan(claimed);
        if (y.outcome === 'excess') expect(credited).toBeLessThan(claimed);
        if (y.outcome === 'missing') expect(y.tds).toEqual([]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(outcomes.matched).toBeGreaterThan(outcomes.short! + outcomes.excess!);
    expect(outcomes.short).toBeGreaterThan(0);
    expect(outcomes.excess).toBeGreaterThan(0);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../../test/harness';
import type { MismatchReport, MismatchRow } from '@taxdesk/domain';

const ORG = 'TXCRD1';
const OTHER = 'TXCRD2';
let s: TestServer;
let token: string;
let otherToken: string;

/** Accounts whose 26AS TaxDesk has read, one per outcome, and one it has never read. */
const MATCHED = 'AAAPM1111M';
const SHORT = 'AAAPS2222S';
const EXCESS = 'AAAPE3333E';
const MISSING = 'AAAPN4444N';
const UNREAD = 'AAAPU5555U';

const account = (pan: string, branch: string, read = true) => ({
  data: {
    pan,
    name: `Holder ${pan.slice(3, 4)}`,
    branch,
    ...(read ? { taxCreditSyncedOn: '2026-11-20' } : {}),
  },
});
const ret = (
  ackNum: string,
  pan: string,
  ay: string,
  taxesPaid: number,
  tdsClaimed: number,
  ackDt = '2025-07-20',
) => ({
  data: {
    ackNum,
    pan,
    assmentYear: ay,
    formTypeCd: 'ITR-2',
    efileStatus: 'ITR Processed',
    ackDt,
    taxesPaid,
    tdsClaimed,
  },
});
const tds = (pan: string, ay: string, n: number, amount: number, bookingStatus = 'F') => ({
  data: {
    creditId: `${pan}-${ay.slice(0, 4)}-A-MUMA12345B-192-2024053${n}-1`,
    pan,
    assessmentYear: ay,
    part: 'A',
    deductorName: 'Employer Private Limited',
    tan: 'MUMA12345B',
    sectionCd: '192',
    transactionDt: `2024-05-0${n}`,
    taxDeducted: amount,
    tdsDeposited: amount,
    bookingStatus,
  },
});
const challan = (pan: string, ay: string, n: number, amount: number, minorHead = '100') => ({
  data: {
    creditId: `${pan}-C-000239015062024${String(10000 + n)}`,
    pan,
    assessmentYear: ay,
    part: 'C',
    deductorName: 'Advance Tax (100)',
    sectionCd: minorHead,
    minorHead,
    transactionDt: '2024-06-15',
    tdsDeposited: amount,
  },
});

beforeAll(async () => {
  s = await createTestServer();
  token = (await s.memberOf(ORG)).token;
  otherToken = (await s.memberOf(OTHER)).token;
  await inOrg(s.ctx.db, ORG, async (tx) => {
    await upsertRecords(tx, ORG, RESOURCES.itAccount, [
      account(MATCHED, 'Mumbai'),
      account(SHORT, 'Pune'),
      account(EXCESS, 'Pune'),
      account(MISSING, 'Mumbai'),
      account(UNREAD, 'Mumbai', false),
    ]);
    await upsertRecords(tx, ORG, RESOURCES.itReturn, [
      // Matched within a rupee: 40,000 TDS + 10,000 challan.
      ret('1001', MATCHED, '2025-26', 50_000, 40_000),
      // The original claimed more; the revised return (later) is the one compared.
      ret('1002', MATCHED, '2024-25', 99_999, 99_999, '2024-07-01'),
      ret('1003', MATCHED, '2024-25', 20_000, 20_000, '2024-09-01'),
      // Claims 30,000 TDS; 26AS credits 45,000 (a deductor's late statement).
      ret('2001', SHORT, '2025-26', 30_000, 30_000),
      // Claims 25,000 TDS; 26AS has 15,000 final and 10,000 unmatched.
      ret('3001', EXCESS, '2025-26', 25_000, 25_000),
      // Claims 12,000 TDS; 26AS has nothing for the year.
      ret('4001', MISSING, '2025-26', 12_000, 12_000),
      ret('5001', UNREAD, '2025-26', 12_000, 12_000),
    ]);
    await upsertRecords(tx, ORG, RESOURCES.itTaxCredit, [
      tds(MATCHED, '2025-26', 1, 25_000),
      tds(MATCHED, '2025-26', 2, 15_000.4),
      challan(MATCHED, '2025-26', 1, 10_000),
      // A demand's payment (400) is not a credit the return claims.
      challan(MATCHED, '2025-26', 2, 7_000, '400'),
      tds(MATCHED, '2024-25', 1, 20_000),
      tds(SHORT, '2025-26', 1, 30_000),
      tds(SHORT, '2025-26', 2, 15_000),
      tds(EXCESS, '2025-26', 1, 15_000),
      tds(EXCESS, '2025-26', 2, 10_000, 'U'),
      tds(MISSING, '2024-25', 1, 5_000),
    ]);
  });
  await inOrg(s.ctx.db, OTHER, (tx) =>
    upsertRecords(tx, OTHER, RESOURCES.itAccount, [account('AAAPO6666O', 'Mumbai')]),
  );
});
afterAll(() => s.close());

async function report(query = '', auth = token) {
  const res = await s.app.inject({
    method: 'GET',
    url: `/api/o/${ORG}/it/reports/tax-credit-mismatch${query}`,
    headers: { authtoken: auth },
  });
  return { status: res.statusCode, data: (res.json() as { data: MismatchReport }).data };
}
const rowOf = (data: MismatchReport, pan: string, ay = '2025-26') =>
  data.rows.find((r) => r.pan === pan && r.ay === ay) as MismatchRow;

describe('tax credit mismatch report', () => {
  it('compares each return with 26AS: matched, short, excess, not in 26AS', async () => {
    const { status, data } = await report();
    expect(status).toBe(200);
    expect(rowOf(data, MATCHED)).toMatchObject({
      status: 'matched',
      ackNum: '1001',
      claimedTds: 40_000,
      claimedChallans: 10_000,
      tds26as: 40_000.4,
      challans26as: 10_000,
    });
    expect(rowOf(data, MATCHED, '2024-25')).toMatchObject({ status: 'matched', ackNum: '1003' });
    expect(rowOf(data, SHORT)).toMatchObject({
      status: 'short_claimed',
      difference: -15_000,
      tds26as: 45_000,
    });
    expect(rowOf(data, EXCESS)).toMatchObject({
      status: 'excess_claimed',
      difference: 10_000,
      tds26as: 15_000,
      tdsPending: 10_000,
    });
    expect(rowOf(data, MISSING)).toMatchObject({ status: 'not_in_26as', tds26as: 0, difference: 12_000 });
    // 26AS credit in a year with no return is shown as such.
    expect(rowOf(data, MISSING, '2024-25')).toMatchObject({
      status: 'no_return',
      ackNum: null,
      total26as: 5_000,
    });
    // An account whose 26AS was never read is left out and counted.
    expect(data.rows.some((r) => r.pan === UNREAD)).toBe(false);
    expect(data.accountsWithoutStatement).toBe(1);
    expect(data.totals.byStatus).toMatchObject({
      matched: 2,
      short_claimed: 1,
      excess_claimed: 1,
      not_in_26as: 1,
      no_return: 1,
    });
    expect(data.totals.shortClaimed).toBe(20_000);
    expect(data.totals.excessClaimed).toBe(22_000);
    expect(data.years).toEqual(['2025-26', '2024-25']);
  });

  it('filters by year, branch and to mismatches only', async () => {
    const mismatches = (await report('?mismatches=true')).data;
    expect(mismatches.rows.every((r) => r.status !== 'matched')).toBe(true);
    expect(mismatches.rows).toHaveLength(4);
    // The totals still count every year compared.
    expect(mismatches.totals.byStatus.matched).toBe(2);
    expect(mismatches.totals.rows).toBe(6);
    const pune = (await report('?branch=Pune')).data;
    expect(new Set(pune.rows.map((r) => r.pan))).toEqual(new Set([SHORT, EXCESS]));
    const year = (await report('?ay=2024-25')).data;
    expect(year.rows.map((r) => r.ay)).toEqual(['2024-25', '2024-25']);
    expect(year.years).toEqual(['2025-26', '2024-25']);
  });

  it('refuses a malformed year and shows another organisation nothing of this one', async () => {
    expect((await report('?ay=2025')).status).toBe(400);
    expect((await report('?mismatches=yes')).status).toBe(400);
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${OTHER}/it/reports/tax-credit-mismatch`,
      headers: { authtoken: otherToken },
    });
    expect((res.json() as { data: MismatchReport }).data.rows).toEqual([]);
    // Not a member: the organisation is not found for them.
    expect((await report('', otherToken)).status).toBe(404);
  });
});

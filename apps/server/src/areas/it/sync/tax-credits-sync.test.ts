import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, sandboxItAccounts, type StartedSandbox } from '@taxdesk/sandbox';
import { createSyncRun } from '../../../lib/sync-log';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { saveItAccount } from '../accounts/it-accounts';
import { createItPortalClient } from '../connector/it-portal-client';
import { syncItAccount } from '../../../../test/it-sync';

/** The tax credits (Form 26AS) module against the sandbox: new lines, then a re-sync that writes nothing. */

const ORG = 'TXSYN1';
const SEED = 'tax-credits-sync';
const normal = sandboxItAccounts({ seed: SEED, accountCount: 20 })
  .filter((a) => a.behaviour === 'normal')
  .slice(0, 3);

let sandbox: StartedSandbox;
let s: TestServer;
let token: string;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, accountCount: 20, port: 0, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  const member = await s.memberOf(ORG);
  token = member.token;
  const tenant = { orgId: ORG, userId: member.userId, role: 'owner' as const };
  for (const a of normal)
    await saveItAccount(s.ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
});

afterAll(async () => {
  await s.close();
  await sandbox.close();
});

const portal = () =>
  createItPortalClient(sandbox.portals.it, { sleep: () => new Promise((r) => setTimeout(r, 5)) });

async function sync(pan: string, modules: string[]) {
  const runId = await createSyncRun(s.ctx.db, ORG, {
    portal: 'it',
    accountKey: pan,
    startedBy: 'test',
    modules: modules.join(', '),
  });
  return syncItAccount(s.ctx, portal(), { orgId: ORG, pan, runId, modules });
}

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];

describe('tax credits sync', { timeout: 120_000 }, () => {
  it('stores every 26AS line once, TDS and challans, and marks the account as read', async () => {
    for (const a of normal) {
      const outcome = await sync(a.pan, ['taxCredits']);
      expect(outcome, a.pan).toMatchObject({ status: 'succeeded', failedCount: 0 });
      expect(outcome.newCount, a.pan).toBeGreaterThan(0);
    }
    const rows = await q<{ key: string; data: Record<string, unknown>; year: string; amount: string }>(
      `SELECT key, data, year, amount FROM records WHERE org_id=$1 AND type='itTaxCredit'`,
      [ORG],
    );
    const parts = new Set(rows.map((r) => r.data.part));
    expect(parts).toEqual(new Set(['A', 'C']));
    for (const r of rows) {
      expect(r.year).toMatch(/^\d{4}-\d{2}$/);
      expect(Number(r.amount)).toBeGreaterThan(0);
      if (r.data.part === 'A') {
        expect(r.data.tan).toMatch(/^[A-Z]{4}\d{5}[A-Z]$/);
        expect(['F', 'U', 'P', 'O']).toContain(r.data.bookingStatus);
        expect(r.data.transactionDt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      } else {
        expect(r.data.minorHead).toMatch(/^(100|300|400)$/);
      }
    }
    // A challan's line carries the same CIN as the payment history gives it.
    const c = rows.find((r) => r.data.part === 'C')!;
    expect(String(c.key)).toMatch(new RegExp(`-C-${c.data.bsrCode}\\d{8}${c.data.challanSerialNo}$`));
    const account = (
      await q<{ data: Record<string, unknown> }>(
        `SELECT data FROM records WHERE org_id=$1 AND type='itAccount' AND key=$2`,
        [ORG, normal[0]!.pan],
      )
    )[0]!.data;
    expect(account.taxCreditSyncedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('writes nothing when the statement has not changed', async () => {
    const before = await q<{ n: string }>(
      `SELECT count(*) n FROM record_events WHERE org_id=$1 AND type='itTaxCredit'`,
      [ORG],
    );
    expect(Number(before[0]!.n)).toBeGreaterThan(0);
    const outcome = await sync(normal[0]!.pan, ['taxCredits']);
    expect(outcome).toMatchObject({ status: 'succeeded', newCount: 0, changedCount: 0 });
    const after = await q<{ n: string }>(
      `SELECT count(*) n FROM record_events WHERE org_id=$1 AND type='itTaxCredit'`,
      [ORG],
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("lets the report compare the synced returns' claims with 26AS", async () => {
    for (const a of normal) await sync(a.pan, ['returns']);
    const claims = await q<{ n: string }>(
      `SELECT count(*) n FROM records WHERE org_id=$1 AND type='itReturn' AND data ? 'tdsClaimed'`,
      [ORG],
    );
    expect(Number(claims[0]!.n)).toBeGreaterThan(0);
    const res = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/it/reports/tax-credit-mismatch`,
      headers: { authtoken: token },
    });
    const rows = (
      res.json() as { data: { rows: { ackNum: string | null; claimedTds: number | null; status: string }[] } }
    ).data.rows;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) if (r.ackNum) expect(r.claimedTds, r.ackNum).not.toBeNull();
    expect(rows.some((r) => r.status === 'matched')).toBe(true);
  });
});

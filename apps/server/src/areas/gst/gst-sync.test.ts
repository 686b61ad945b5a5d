import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGstAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { misdirectedCalls } from '../../../test/sandbox-origins';
import { GstClient } from './gst-client';
import { gstHosts } from './gst-hosts';
import { gstSyncPortal } from './gst-sync-portal';
import { gstRun, signIn, TEST_NOW } from '../../../test/gst-test-support';

/** Every GST module against the sandbox: records land, a re-sync writes nothing, later items arrive. */

const ORG = 'GSTSY1';
const SEED = 'gst-sync';
const accounts = sandboxGstAccounts({ seed: SEED });
const multi = accounts.find((a) => a.behaviour === 'normal' && a.gstins.length > 1)!;
const flaky = accounts.find((a) => a.behaviour === 'flaky')!;

let sandbox: StartedSandbox;
let s: TestServer;
const portal = () => new GstClient(gstHosts(sandbox.portals), { sleep: () => Promise.resolve() });

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, port: 0, rateLimitPerSecond: 0, now: () => TEST_NOW });
  s = await createTestServer({ portals: sandbox.portals });
  await s.memberOf(ORG);
});
afterAll(async () => {
  await s.close();
  await sandbox.close();
});

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];

async function syncAll(account: (typeof accounts)[number], today?: string) {
  const client = portal();
  const session = await signIn(sandbox, client, { loginId: account.username, password: account.password });
  const run = await gstRun(s, ORG, client, session, 'all');
  if (today) run.today = today;
  for (const module of gstSyncPortal.modules) await module.run(run);
  return run;
}

const countsByType = async () =>
  Object.fromEntries(
    (
      await q<{ type: string; n: string }>(
        `SELECT type, count(*) AS n FROM records WHERE org_id=$1 AND type LIKE 'gst%' GROUP BY type`,
        [ORG],
      )
    ).map((r) => [r.type, Number(r.n)]),
  );

describe('GST sync', { timeout: 120_000 }, () => {
  it('stores every kind of record of every GSTIN of the login, with their files, and the profile on the account', async () => {
    const run = await syncAll(multi);
    expect(run.failures).toEqual([]);
    expect(run.counts.newCount).toBeGreaterThan(0);
    const counts = await countsByType();
    for (const type of [
      'gstNotice',
      'gstChallan',
      'gstBankAccount',
      'gstReturn',
      'gstReturnCompliance',
      'gstLedgerEntry',
      'gstTurnover',
    ])
      expect(counts[type], type).toBeGreaterThan(0);
    const gstins = await q<{ gstin: string }>(
      `SELECT DISTINCT data->>'gstin' AS gstin FROM records WHERE org_id=$1 AND type='gstReturn'`,
      [ORG],
    );
    expect(gstins.map((g) => g.gstin).sort()).toEqual([...multi.gstins].sort());
    const sample = await q<{ data: Record<string, unknown>; account_key: string; issued_on: Date | null }>(
      `SELECT data, account_key, issued_on FROM records WHERE org_id=$1 AND type='gstChallan' LIMIT 1`,
      [ORG],
    );
    expect(sample[0]!.account_key).toBe(multi.username);
    expect(sample[0]!.data.cpin).toMatch(/^\d{14}$/);
    expect(sample[0]!.issued_on).not.toBeNull();
    // Only a challan not paid is due (by its validity); a paid one is due for nothing.
    const dues = await q<{ status: string; due: boolean; n: string }>(
      `SELECT data->>'status' AS status, due_on IS NOT NULL AS due, count(*) AS n FROM records
       WHERE org_id=$1 AND type='gstChallan' GROUP BY 1, 2`,
      [ORG],
    );
    expect(dues.filter((d) => d.status === 'S').map((d) => d.due)).toEqual([false]);
    expect(dues.some((d) => d.status !== 'S' && d.due)).toBe(true);
    const docs = await q<{ type: string; n: string }>(
      `SELECT type, count(*) AS n FROM documents WHERE org_id=$1 GROUP BY type`,
      [ORG],
    );
    const docTypes = new Set(docs.map((d) => d.type));
    for (const type of ['gstChallan', 'gstReturn']) expect(docTypes.has(type), type).toBe(true);
    expect(run.accountPatch).toMatchObject({
      gstin: multi.gstins[0],
      lgnm: multi.legalName,
      gstins: multi.gstins.join(', '),
    });
  });

  it('writes nothing on a re-sync with no change, and fetches no file twice', async () => {
    const docsBefore = await q<{ n: string }>(`SELECT count(*) AS n FROM documents WHERE org_id=$1`, [ORG]);
    const before = await countsByType();
    const run = await syncAll(multi);
    expect(run.failures).toEqual([]);
    expect(run.counts).toMatchObject({ newCount: 0, changedCount: 0 });
    expect(await countsByType()).toEqual(before);
    expect(await q(`SELECT count(*) AS n FROM documents WHERE org_id=$1`, [ORG])).toEqual(docsBefore);
  });

  it('covers notices, cases, applications and demands across the logins', async () => {
    for (const a of accounts.filter((x) => x.behaviour === 'normal' && x !== multi)) {
      const run = await syncAll(a);
      expect(run.failures, a.username).toEqual([]);
    }
    const counts = await countsByType();
    for (const type of [
      'gstAdditionalNotice',
      'gstCase',
      'gstSubmission',
      'gstArn',
      'gstRefund',
      'gstRefundCase',
      'gstDemand',
      'gstTdsCredit',
      'gstTdsAccount',
    ])
      expect(counts[type], type).toBeGreaterThan(0);
    const threeA = await q<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE org_id=$1 AND type='gstNotice' AND data->>'applnCd'='APL3A' LIMIT 1`,
      [ORG],
    );
    expect(threeA[0]?.data.retPeriod).toMatch(/^\d{6}$/);
    const caseFiles = await q<{ n: string }>(
      `SELECT count(*) AS n FROM documents WHERE org_id=$1 AND type='gstCase'`,
      [ORG],
    );
    expect(Number(caseFiles[0]!.n)).toBeGreaterThan(0);
    // A case's files are offered on the additional notice or refund case it belongs to as well.
    for (const type of ['gstAdditionalNotice', 'gstRefundCase']) {
      const files = await q<{ n: string }>(
        `SELECT count(*) AS n FROM documents WHERE org_id=$1 AND type=$2`,
        [ORG, type],
      );
      expect(Number(files[0]!.n), type).toBeGreaterThan(0);
    }
    const late = await q(
      `SELECT 1 FROM records WHERE org_id=$1 AND type='gstReturnCompliance' AND status IN ('filed_late','not_filed')`,
      [ORG],
    );
    expect(late.length).toBeGreaterThan(0);
  });

  it('finds what the portal adds later, without rewriting what it showed before', async () => {
    const before = await countsByType();
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: 45 }),
    });
    let added = 0;
    for (const a of accounts.filter((x) => x.behaviour === 'normal')) {
      const run = await syncAll(a, '2027-01-05');
      expect(run.failures, a.username).toEqual([]);
      added += run.counts.newCount;
    }
    expect(added).toBeGreaterThan(0);
    const after = await countsByType();
    for (const [type, n] of Object.entries(before)) expect(after[type] ?? 0, type).toBeGreaterThanOrEqual(n);
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ now: TEST_NOW.toISOString() }),
    });
  });

  it('reports what a flaky login could not fetch and carries on; a lapsed session ends the run', async () => {
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ flakyFailRate: 0 }),
    });
    const client = portal();
    const session = await signIn(sandbox, client, { loginId: flaky.username, password: flaky.password });
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ flakyFailRate: 1 }),
    });
    const run = await gstRun(s, ORG, client, session, 'returns');
    const returns = gstSyncPortal.modules.find((m) => m.key === 'returns')!;
    await returns.run(run);
    expect(run.failures.length).toBeGreaterThan(0);
    expect(run.failures[0]).toMatchObject({ module: 'returns', reason: expect.stringContaining('500') });
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ flakyFailRate: 0.3 }),
    });

    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 20 }),
    });
    const notices = gstSyncPortal.modules.find((m) => m.key === 'notices')!;
    await expect(notices.run(await gstRun(s, ORG, client, session, 'notices'))).rejects.toMatchObject({
      kind: 'session_expired',
    });
  });
});

// Last: every call of this file's syncs went to its own portal's origin.
describe('portal origins', () => {
  it("called no other portal's origin", async () => {
    expect(await misdirectedCalls(sandbox)).toEqual({});
  });
});

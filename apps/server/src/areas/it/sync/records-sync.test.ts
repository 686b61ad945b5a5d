import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, sandboxItAccounts, type StartedSandbox } from '@taxdesk/sandbox';
import { createSyncRun } from '../../../lib/sync-log';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { saveItAccount } from '../accounts/it-accounts';
import { createItPortalClient } from '../connector/it-portal-client';
import { syncItAccount } from '../../../../test/it-sync';

/** Returns, forms, demands, refunds, payments, profile and replies, synced against the sandbox. */

const ORG = 'RECS01';
const SEED = 'records-sync';
const accounts = sandboxItAccounts({ seed: SEED, accountCount: 20 });
const normal = accounts.filter((a) => a.behaviour === 'normal').slice(0, 6);
/** Whole syncs of several accounts: minutes on a busy machine, not the default seconds. */
const SLOW = 300_000;
const MY_TYPES = [
  'itReturn',
  'itReturnFile',
  'itFiledForm',
  'itDemand',
  'itRefund',
  'itChallan',
  'itKeyPerson',
  'itReply',
];

let sandbox: StartedSandbox;
let s: TestServer;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, accountCount: 20, port: 0, rateLimitPerSecond: 0 });
  // The sandbox's demands are paid in the weeks after its timeline's anchor (20 Nov 2026): its
  // clock starts just after the anchor, so "30 days later" finds demands paid whatever today is.
  await fetch(`${sandbox.url}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: '2026-11-22T06:00:00.000Z' }),
  });
  s = await createTestServer({ portals: sandbox.portals });
  const member = await s.memberOf(ORG);
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

async function sync(pan: string) {
  const runId = await createSyncRun(s.ctx.db, ORG, {
    portal: 'it',
    accountKey: pan,
    startedBy: 'test',
    modules: 'all',
  });
  return syncItAccount(s.ctx, portal(), { orgId: ORG, pan, runId });
}

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];
const count = async (text: string, params: unknown[] = []) =>
  Number((await q<{ n: string }>(text, params))[0]!.n);
const byType = async () =>
  Object.fromEntries(
    (
      await q<{ type: string; n: string }>(
        `SELECT type, count(*) n FROM records WHERE org_id=$1 AND type = ANY($2) GROUP BY type`,
        [ORG, MY_TYPES],
      )
    ).map((r) => [r.type, Number(r.n)]),
  ) as Record<string, number>;

describe('income-tax records sync against the sandbox portal', { timeout: SLOW }, () => {
  it('pulls every record type of the accounts, with their documents', async () => {
    for (const a of normal) {
      const outcome = await sync(a.pan);
      expect(outcome, a.pan).toMatchObject({ status: 'succeeded', failedCount: 0 });
    }
    const types = await byType();
    for (const t of MY_TYPES) expect(types[t] ?? 0, t).toBeGreaterThan(0);

    // Every return has its ITR-V and JSON; processed ones their intimation too; each is a Return File.
    const returns = await q<{ key: string; processed: string | null }>(
      `SELECT key, data->>'processedDt' processed FROM records WHERE org_id=$1 AND type='itReturn'`,
      [ORG],
    );
    const docs = await q<{ key: string; doc_id: string; content: Buffer; content_type: string }>(
      `SELECT key, doc_id, content, content_type FROM documents WHERE org_id=$1 AND type='itReturn'`,
      [ORG],
    );
    for (const r of returns) {
      const mine = docs
        .filter((d) => d.key === r.key)
        .map((d) => d.doc_id)
        .sort();
      expect(mine).toEqual(r.processed ? ['intimation', 'itr-json', 'itr-v'] : ['itr-json', 'itr-v']);
    }
    const itrv = docs.find((d) => d.doc_id === 'itr-v')!;
    expect(itrv.content.subarray(0, 5).toString()).toBe('%PDF-');
    const json = docs.find((d) => d.doc_id === 'itr-json')!;
    expect(json.content_type).toBe('application/json');
    expect(JSON.parse(json.content.toString()).ITR).toBeDefined();
    expect(types.itReturnFile).toBe(docs.length);

    // Each challan has its CIN parts and its receipt.
    const challans = await q<{ key: string; data: Record<string, string> }>(
      `SELECT key, data FROM records WHERE org_id=$1 AND type='itChallan'`,
      [ORG],
    );
    for (const c of challans) {
      const d = c.data;
      const [y, m, day] = d.depositDate!.split('-');
      expect(d.cin).toBe(`${d.bsrCode}${day}${m}${y}${d.challanSerialNo}`);
    }
    expect(
      await count(`SELECT count(DISTINCT key) n FROM documents WHERE org_id=$1 AND type='itChallan'`, [ORG]),
    ).toBe(challans.length);

    // The profile lands on the account, contacts masked as the portal shows them.
    const account = (
      await q<{ data: Record<string, unknown> }>(
        `SELECT data FROM records WHERE org_id=$1 AND type='itAccount' AND key=$2`,
        [ORG, normal[0]!.pan],
      )
    )[0]!.data;
    expect(account.panStatus).toBe('ACTIVE');
    expect(account.priMobileNum).toMatch(/^X{6}\d{4}$/);
    expect(typeof account.outstandingDemand).toBe('number');
  });

  it('keeps replies with their notice, their files among the notice documents, and closure orders on the proceeding', async () => {
    const replies = await q<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE org_id=$1 AND type='itReply'`,
      [ORG],
    );
    expect(replies.length).toBeGreaterThan(0);
    for (const r of replies) {
      expect(
        await count(`SELECT count(*) n FROM records WHERE org_id=$1 AND type='itNotice' AND key=$2`, [
          ORG,
          r.data.headerSeqNo,
        ]),
      ).toBe(1);
      const files = await q<{ file_name: string; content: Buffer }>(
        `SELECT file_name, content FROM documents WHERE org_id=$1 AND type='itNotice' AND key=$2 AND file_name LIKE $3`,
        [ORG, r.data.headerSeqNo, `Reply ${String(r.data.responseId)} - %`],
      );
      expect(files).toHaveLength(Number(r.data.attachmentCount));
      for (const f of files) expect(f.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const closed = await count(
      `SELECT count(*) n FROM records WHERE org_id=$1 AND type='itProceeding' AND status='C' AND data->>'proceedingClosureOrder' IS NOT NULL`,
      [ORG],
    );
    expect(closed).toBeGreaterThan(0);
    expect(
      await count(`SELECT count(DISTINCT key) n FROM documents WHERE org_id=$1 AND type='itProceeding'`, [
        ORG,
      ]),
    ).toBe(closed);
    // Every closed proceeding has a closure date: the portal's, or where it left it blank, the last
    // event of the proceeding's timeline (these were closed already when first synced).
    const closures = await q<{ on: string | null; src: string | null }>(
      `SELECT data->>'proceedingClosureDate' AS on, data->>'closureDateFrom' AS src
       FROM records WHERE org_id=$1 AND type='itProceeding' AND status='C'`,
      [ORG],
    );
    for (const c of closures) {
      expect(c.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(['portal', 'timeline']).toContain(c.src);
    }
    expect(closures.some((c) => c.src === 'portal')).toBe(true);
  });

  it('writes nothing on a re-sync with no change', async () => {
    const snapshot = () =>
      q(
        `SELECT type, count(*) n, max(updated_at) at FROM records WHERE org_id=$1 AND type = ANY($2) GROUP BY type ORDER BY type`,
        [ORG, MY_TYPES],
      );
    const before = await snapshot();
    const events = await count(`SELECT count(*) n FROM record_events WHERE org_id=$1 AND type = ANY($2)`, [
      ORG,
      MY_TYPES,
    ]);
    const docs = await count(`SELECT count(*) n FROM documents WHERE org_id=$1`, [ORG]);
    for (const a of normal.slice(0, 4)) {
      expect(await sync(a.pan)).toMatchObject({ status: 'succeeded', newCount: 0, changedCount: 0 });
    }
    expect(await snapshot()).toEqual(before);
    expect(
      await count(`SELECT count(*) n FROM record_events WHERE org_id=$1 AND type = ANY($2)`, [ORG, MY_TYPES]),
    ).toBe(events);
    expect(await count(`SELECT count(*) n FROM documents WHERE org_id=$1`, [ORG])).toBe(docs);
  });

  it('keeps a demand the portal stops showing, marked paid, and finds new payments and replies later', async () => {
    const before = await byType();
    const outstanding = await count(
      `SELECT count(*) n FROM records WHERE org_id=$1 AND type='itDemand' AND status='outstanding'`,
      [ORG],
    );
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceDays: 30 }),
    });
    for (const a of normal) expect((await sync(a.pan)).status).toBe('succeeded');
    const after = await byType();
    // Nothing is ever deleted.
    for (const t of MY_TYPES) expect(after[t] ?? 0, t).toBeGreaterThanOrEqual(before[t] ?? 0);
    expect(after.itChallan).toBeGreaterThan(before.itChallan!);

    const paid = await q<{ data: Record<string, unknown>; removed_at: Date | null }>(
      `SELECT data, removed_at FROM records WHERE org_id=$1 AND type='itDemand' AND status='paid'`,
      [ORG],
    );
    expect(paid.length).toBeGreaterThan(0);
    expect(outstanding).toBeGreaterThan(0);
    for (const d of paid) {
      expect(d.removed_at).not.toBeNull();
      expect(d.data.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const events = await q<{ kind: string }>(
      `SELECT DISTINCT kind FROM record_events WHERE org_id=$1 AND type='itDemand' AND key = ANY($2)`,
      [
        ORG,
        paid.map(
          (d) =>
            `${encodeURIComponent(String(d.data.din))}/${encodeURIComponent(String(d.data.transactionId))}`,
        ),
      ],
    );
    expect(events.map((e) => e.kind).sort()).toEqual(['changed', 'new', 'removed']);
    // A paid demand is paid by a challan of minor head 400 the portal now lists.
    expect(
      await count(
        `SELECT count(*) n FROM records WHERE org_id=$1 AND type='itChallan' AND data->>'minorHead'='400'`,
        [ORG],
      ),
    ).toBeGreaterThan(0);
    // Marked once: syncing again does not touch them.
    const stamp = await q(
      `SELECT key, updated_at FROM records WHERE org_id=$1 AND type='itDemand' ORDER BY key`,
      [ORG],
    );
    await sync(normal[0]!.pan);
    expect(
      await q(`SELECT key, updated_at FROM records WHERE org_id=$1 AND type='itDemand' ORDER BY key`, [ORG]),
    ).toEqual(stamp);
  });

  it('on a flaky portal reports what it could not fetch, and the next runs fetch just that', async () => {
    const flaky = accounts.find((a) => a.behaviour === 'flaky')!;
    const member = await s.memberOf(ORG);
    await saveItAccount(
      s.ctx,
      { orgId: ORG, userId: member.userId, role: 'owner' },
      { pan: flaky.pan, password: flaky.password, name: flaky.name },
    );
    // No retries in the client: the portal's 500s reach the modules, which skip and report the item.
    const fragile = createItPortalClient(sandbox.portals.it, { retries: 0, sleep: async () => {} });
    const faults = (flakyFailRate: number) =>
      fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ flakyFailRate }),
      });
    await faults(0.1);
    const outcomes = [];
    for (let i = 0; i < 25; i++) {
      const runId = await createSyncRun(s.ctx.db, ORG, {
        portal: 'it',
        accountKey: flaky.pan,
        startedBy: 'test',
        modules: 'all',
      });
      const outcome = await syncItAccount(s.ctx, fragile, { orgId: ORG, pan: flaky.pan, runId }).catch(
        (err: Error) => ({ status: 'error', failedCount: 0, error: err.message }),
      );
      outcomes.push(outcome);
      if (outcome.status === 'succeeded') break;
    }
    await faults(0.3);
    expect(outcomes.some((o) => o.status === 'failed' && o.failedCount > 0)).toBe(true);
    expect(outcomes.at(-1)!.status).toBe('succeeded');
    // Every return of the account ends with its documents, each stored once.
    const missing = await count(
      `SELECT count(*) n FROM records r WHERE r.org_id=$1 AND r.type='itReturn' AND r.account_key=$2
         AND (SELECT count(*) FROM documents d WHERE d.org_id=r.org_id AND d.type='itReturn' AND d.key=r.key)
             <> CASE WHEN r.data->>'processedDt' IS NULL THEN 2 ELSE 3 END`,
      [ORG, flaky.pan],
    );
    expect(missing).toBe(0);
    expect(
      await count(
        `SELECT count(*) n FROM records WHERE org_id=$1 AND type='itReturnFile' AND account_key=$2`,
        [ORG, flaky.pan],
      ),
    ).toBe(
      await count(
        `SELECT count(*) n FROM documents d JOIN records r ON r.org_id=d.org_id AND r.type='itReturn' AND r.key=d.key
         WHERE d.org_id=$1 AND d.type='itReturn' AND r.account_key=$2`,
        [ORG, flaky.pan],
      ),
    );
  });

  it('serves a return document through the API to members only', async () => {
    const token = (await s.memberOf(ORG)).token;
    const file = (
      await q<{ data: Record<string, string> }>(
        `SELECT data FROM records WHERE org_id=$1 AND type='itReturnFile' AND data->>'fileKind'='itrv' LIMIT 1`,
        [ORG],
      )
    )[0]!.data;
    const detail = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/records/itReturn/item/${file.ackNum}`,
      headers: { authtoken: token },
    });
    const docs = detail.json().data.documents as { id: string; fileName: string }[];
    expect(docs.map((d) => d.id)).toContain(file.documentId);
    const pdf = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/documents/${file.documentId}`,
      headers: { authtoken: token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const outsider = (await s.memberOf('RECS02')).token;
    const denied = await s.app.inject({
      method: 'GET',
      url: `/api/o/RECS02/documents/${file.documentId}`,
      headers: { authtoken: outsider },
    });
    expect(denied.statusCode).toBe(404);
  });
});

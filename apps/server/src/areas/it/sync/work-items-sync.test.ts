import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, sandboxItAccounts, type StartedSandbox } from '@taxdesk/sandbox';
import { RESOURCES, type RecordDetail } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';
import { createSyncRun } from '../../../lib/sync-log';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { saveItAccount } from '../accounts/it-accounts';
import { createItPortalClient } from '../connector/it-portal-client';
import { ItPortalError, type ItPortal } from '../connector/it-portal-types';
import { syncItAccount } from '../../../../test/it-sync';

/**
 * The work-item modules against the sandbox portal: what they store, that a re-sync with no
 * change writes nothing and asks for no details or files, what later syncs find, and that a
 * record the portal stops showing is kept, marked removed.
 */

const ORG = 'WORK01';
const SEED = 'work-items-sync';
const accounts = sandboxItAccounts({ seed: SEED, accountCount: 20 }).filter((a) => a.behaviour === 'normal');
const MODULES = ['adjournments', 'ca', 'worklist', 'grievances', 'compliance', 'downloads', 'requestForms'];
const TYPES = [
  'itAdjournment',
  'itVcRequest',
  'itCaAssignment',
  'itCaAssignedForm',
  'itWorklistItem',
  'itGrievance',
  'itComplianceItem',
  'itDownloadRequest',
  'itRequestForm',
] as const;

let sandbox: StartedSandbox;
let s: TestServer;
let token: string;
const calls: string[] = [];

/** The real client, counting the services asked for; the services in `fail` answer a server error. */
function portal(fail: readonly string[] = []): ItPortal {
  const client = createItPortalClient(sandbox.portals.it, {
    sleep: () => new Promise((r) => setTimeout(r, 5)),
  });
  return {
    ...client,
    async service(session, call) {
      calls.push(call.serviceName);
      if (fail.includes(call.serviceName)) throw new ItPortalError('server_error', 'The portal answered 500');
      return client.service(session, call);
    },
  };
}

async function sync(pan: string, fail: readonly string[] = []) {
  const runId = await createSyncRun(s.ctx.db, ORG, {
    portal: 'it',
    accountKey: pan,
    startedBy: 'test',
    modules: 'work items',
  });
  return syncItAccount(s.ctx, portal(fail), { orgId: ORG, pan, runId, modules: MODULES });
}

async function syncAll() {
  const totals = { newCount: 0, changedCount: 0, failedCount: 0 };
  for (const a of accounts) {
    const o = await sync(a.pan);
    expect(o.status, o.error).toBe('succeeded');
    totals.newCount += o.newCount;
    totals.changedCount += o.changedCount;
  }
  return totals;
}

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];

async function countsByType(where = 'TRUE'): Promise<Record<string, number>> {
  const rows = await q<{ type: string; n: number }>(
    `SELECT type, count(*)::int AS n FROM records WHERE org_id = $1 AND type = ANY($2) AND ${where} GROUP BY type`,
    [ORG, TYPES],
  );
  return Object.fromEntries(rows.map((r) => [r.type, r.n]));
}

const control = (path: string, body: unknown) =>
  fetch(`${sandbox.url}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: SEED,
    accountCount: 20,
    port: 0,
    rateLimitPerSecond: 0,
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
  s = await createTestServer({ portals: sandbox.portals });
  const member = await s.memberOf(ORG);
  token = member.token;
  const tenant = { orgId: ORG, userId: member.userId, role: 'owner' as const };
  for (const a of accounts)
    await saveItAccount(s.ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
});
afterAll(async () => {
  await s.close();
  await sandbox.close();
});

describe('income-tax work-item sync', () => {
  it('stores every work-item type with dates, years and promoted columns mapped', async () => {
    const totals = await syncAll();
    const counts = await countsByType();
    for (const type of TYPES) expect(counts[type] ?? 0, type).toBeGreaterThan(0);
    expect(totals.newCount).toBe(Object.values(counts).reduce((a, b) => a + b, 0));

    const adj = await q<{ due: string; data: Record<string, unknown> }>(
      `SELECT due_on::text AS due, data FROM records WHERE org_id = $1 AND type = 'itAdjournment'`,
      [ORG],
    );
    for (const { due, data } of adj) {
      expect(data.reqstSubmittedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.assessmentYear).toMatch(/^\d{4}-\d{2}$/);
      expect(due).toBe(data.reqstStatus === 'GRANTED' ? data.adjGrantedTillDate : data.noticeResponseDueDate);
    }
    const vc = await q<{ due: string | null; data: Record<string, unknown> }>(
      `SELECT due_on::text AS due, data FROM records WHERE org_id = $1 AND type = 'itVcRequest'`,
      [ORG],
    );
    for (const { due, data } of vc) {
      expect(due).toBe(data.hearingDate ?? null);
      if (data.vcScheduledOn) expect(data.vcScheduledOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    }
    const ca = await q<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE org_id = $1 AND type = 'itCaAssignment'`,
      [ORG],
    );
    expect(ca.every(({ data }) => typeof data.formsAssigned === 'string')).toBe(true);
    const grievances = await q<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE org_id = $1 AND type = 'itGrievance'`,
      [ORG],
    );
    for (const { data } of grievances) {
      const history = data.statusHistory as { statusDate: string; grievanceStatus: string }[];
      expect(history[0]!.grievanceStatus).toBe('SUBMITTED');
      expect(history[history.length - 1]!.grievanceStatus).toBe(data.grievanceStatus);
    }
  });

  it('keeps the file of every available download with its record', async () => {
    const ready = await q<{ key: string; files: number }>(
      `SELECT r.key, (SELECT count(*)::int FROM documents d WHERE d.org_id = r.org_id AND d.type = r.type AND d.key = r.key) AS files
       FROM records r WHERE r.org_id = $1 AND r.type = 'itDownloadRequest' AND r.status = 'AVAILABLE'`,
      [ORG],
    );
    expect(ready.length).toBeGreaterThan(0);
    expect(ready.every((r) => r.files === 1)).toBe(true);
    const detail = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/records/itDownloadRequest/item/${ready[0]!.key}`,
      headers: { authtoken: token },
    });
    const doc = (detail.json().data as RecordDetail).documents[0]!;
    const file = await s.app.inject({
      method: 'GET',
      url: `/api/o/${ORG}/documents/${doc.id}`,
      headers: { authtoken: token },
    });
    expect(file.statusCode).toBe(200);
    expect(['application/pdf', 'application/json']).toContain(file.headers['content-type']);
    expect(file.rawPayload.length).toBe(doc.size);
  });

  it('writes nothing and asks for no details or files on a re-sync with no change', async () => {
    const before = await q(
      `SELECT max(updated_at) AS at, count(*)::int AS n FROM records WHERE org_id = $1 AND type = ANY($2)`,
      [ORG, TYPES],
    );
    const events = await q(
      `SELECT count(*)::int AS n FROM record_events WHERE org_id = $1 AND type = ANY($2)`,
      [ORG, TYPES],
    );
    const docs = await q(`SELECT count(*)::int AS n FROM documents WHERE org_id = $1`, [ORG]);
    calls.length = 0;
    const totals = await syncAll();
    expect(totals).toMatchObject({ newCount: 0, changedCount: 0 });
    expect(calls).not.toContain('grievanceDetailsService');
    expect(calls).not.toContain('downloadRequestFileService');
    expect(
      await q(
        `SELECT max(updated_at) AS at, count(*)::int AS n FROM records WHERE org_id = $1 AND type = ANY($2)`,
        [ORG, TYPES],
      ),
    ).toEqual(before);
    expect(
      await q(`SELECT count(*)::int AS n FROM record_events WHERE org_id = $1 AND type = ANY($2)`, [
        ORG,
        TYPES,
      ]),
    ).toEqual(events);
    expect(await q(`SELECT count(*)::int AS n FROM documents WHERE org_id = $1`, [ORG])).toEqual(docs);
  });

  it('keeps a record the portal stops showing, marked removed, for every type', async () => {
    const pan = accounts[0]!.pan;
    for (const type of TYPES) {
      const def = RESOURCES[type];
      const data: Record<string, unknown> = { pan, [def.keyFields[0]!]: '999999999999' };
      await inOrg(s.ctx.db, ORG, (tx) => upsertRecords(tx, ORG, def, [{ data }]));
    }
    expect((await sync(pan)).status).toBe('succeeded');
    const ghosts = await q<{ type: string; removed: boolean }>(
      `SELECT type, removed_at IS NOT NULL AS removed FROM records WHERE org_id = $1 AND key = '999999999999'`,
      [ORG],
    );
    expect(ghosts).toHaveLength(TYPES.length);
    expect(ghosts.every((g) => g.removed)).toBe(true);
    const removedEvents = await q(
      `SELECT count(*)::int AS n FROM record_events WHERE org_id = $1 AND key = '999999999999' AND kind = 'removed'`,
      [ORG],
    );
    expect(removedEvents).toEqual([{ n: TYPES.length }]);
  });

  it('asks again next time for a grievance history or a file it could not fetch', async () => {
    // A fresh organisation: its first sync needs every history and every file.
    const member = await s.memberOf('WORK02');
    const tenant = { orgId: 'WORK02', userId: member.userId, role: 'owner' as const };
    for (const a of accounts)
      await saveItAccount(s.ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
    const run = async (pan: string, fail: readonly string[] = []) => {
      const runId = await createSyncRun(s.ctx.db, 'WORK02', {
        portal: 'it',
        accountKey: pan,
        startedBy: 'test',
        modules: 'work items',
      });
      return syncItAccount(s.ctx, portal(fail), { orgId: 'WORK02', pan, runId, modules: MODULES });
    };
    const pending = async () =>
      (
        await q<{ n: number }>(
          `SELECT count(*)::int AS n FROM records r WHERE r.org_id = 'WORK02' AND (
             (r.type = 'itGrievance' AND jsonb_typeof(r.data->'statusHistory') IS DISTINCT FROM 'array')
             OR (r.type = 'itDownloadRequest' AND r.status = 'AVAILABLE' AND NOT EXISTS (
               SELECT 1 FROM documents d WHERE d.org_id = r.org_id AND d.type = r.type AND d.key = r.key)))`,
        )
      )[0]!.n;
    let failed = 0;
    for (const a of accounts)
      failed += (await run(a.pan, ['grievanceDetailsService', 'downloadRequestFileService'])).failedCount;
    expect(failed).toBeGreaterThan(0);
    expect(await pending()).toBe(failed);
    calls.length = 0;
    for (const a of accounts) expect((await run(a.pan)).failedCount).toBe(0);
    expect(
      calls.filter((c) => c === 'grievanceDetailsService' || c === 'downloadRequestFileService'),
    ).toHaveLength(failed);
    expect(await pending()).toBe(0);
    calls.length = 0;
    for (const a of accounts) await run(a.pan);
    expect(calls).not.toContain('grievanceDetailsService');
    expect(calls).not.toContain('downloadRequestFileService');
    // Three syncs of every account: more than the default budget on a busy two-core machine.
  }, 90_000);

  it('finds new items and new statuses later, and keeps worklist items the portal drops', async () => {
    const before = await countsByType();
    const started = new Date();
    await control('clock', { advanceDays: 45 });
    const totals = await syncAll();
    const after = await countsByType();
    const grown = TYPES.filter((t) => (after[t] ?? 0) > (before[t] ?? 0));
    expect(grown.length, JSON.stringify({ before, after })).toBeGreaterThanOrEqual(5);
    expect(totals.changedCount).toBeGreaterThan(0);
    const newEvents = await q<{ type: string }>(
      `SELECT DISTINCT type FROM record_events WHERE org_id = $1 AND kind = 'new' AND at >= $2 AND type = ANY($3)`,
      [ORG, started, TYPES],
    );
    expect(newEvents.length).toBeGreaterThanOrEqual(5);
    const dropped = await countsByType(`removed_at IS NOT NULL AND key <> '999999999999'`);
    expect(dropped.itWorklistItem ?? 0).toBeGreaterThan(0);
    // Newly available downloads bring their files.
    const missingFiles = await q(
      `SELECT count(*)::int AS n FROM records r WHERE r.org_id = $1 AND r.type = 'itDownloadRequest' AND r.status = 'AVAILABLE'
         AND NOT EXISTS (SELECT 1 FROM documents d WHERE d.org_id = r.org_id AND d.type = r.type AND d.key = r.key)`,
      [ORG],
    );
    expect(missingFiles).toEqual([{ n: 0 }]);
  });
});

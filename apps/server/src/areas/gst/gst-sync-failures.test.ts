import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { sandboxGstAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { startBoss } from '../../jobs/boss';
import { seedLogins } from '../../lib/areas/demo-logins';
import { startSyncBatch } from '../../lib/sync/batches';
import { httpCaptchaSolver } from '../../lib/sync/captcha-solver';
import type { LoginCredentials, SignInState } from '../../lib/sync/connector';
import { runAccountSync, type SyncJob } from '../../lib/sync/engine';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import { createSyncQueues } from '../../lib/sync/workers';
import { updateSyncRun } from '../../lib/sync-log';
import { GstClient } from './gst-client';
import { gstHosts } from './gst-hosts';
import type { GstSyncModule } from './gst-sync-support';
import { sandboxControl } from '../../../test/sandbox-control';
import { gstSyncPortal } from './gst-sync-portal';

/**
 * Every GST sync module against the sandbox's failure modes, through the sync engine as a worker
 * runs it: each ends with the account in the right state (stale, waiting for a captcha, login
 * blocked with the reason), what could not be fetched kept as failed items a retry fetches, and
 * nothing the portal stopped showing deleted.
 */
const ORG = 'GSTFA1';
const SEED = 'gst-failures';
const accounts = sandboxGstAccounts({ seed: SEED });
const normal = accounts.find((a) => a.behaviour === 'normal' && a.gstins.length > 1)!;
const [other, another] = accounts.filter((a) => a.behaviour === 'normal' && a !== normal);
const wrongPassword = accounts.find((a) => a.behaviour === 'wrong_password')!;
const locked = accounts.find((a) => a.behaviour === 'locked')!;
const MODULES = gstSyncPortal.modules.map((m) => m.key);

let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
let token: string;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];

const control = (path: string, body: unknown = {}) => sandboxControl(sandbox.url, path, body);
const faults = (settings: Record<string, number>) => control('faults', settings);

const solver = () => httpCaptchaSolver(`${sandbox.url}/solver/captcha`);

/** The connector, with a hook once the sign-in succeeded (a fault that starts mid-sync). */
function connector(afterSignIn?: () => Promise<void>): GstClient {
  return new (class extends GstClient {
    override async answer(credentials: LoginCredentials, state: SignInState, answer: string) {
      const step = await super.answer(credentials, state, answer);
      if (step.done && afterSignIn) await afterSignIn();
      return step;
    }
  })(gstHosts(sandbox.portals), { sleep: () => Promise.resolve() });
}

type SyncOptions = { connector?: GstClient; portal?: SyncPortal<GstClient> };

/** A batch of one login (its job sits in the queue: the test plays the worker). */
async function queueRun(
  username: string,
  modules: string[],
  portal: SyncPortal<GstClient>,
): Promise<SyncJob> {
  const started = await startSyncBatch(s.ctx, ORG, portal, {
    accounts: [{ accountKey: username }],
    modules,
    trigger: 'manual',
    startedBy: 'test',
  });
  expect(started.skipped).toEqual([]);
  return { orgId: ORG, runId: started.runIds[0]!, accountKey: username, modules };
}

async function sync(username: string, modules: string[] = MODULES, options: SyncOptions = {}) {
  const portal = options.portal ?? gstSyncPortal;
  const job = await queueRun(username, modules, portal);
  return runAccountSync(s.ctx, portal, options.connector ?? connector(), job, solver());
}

async function api(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const res = await s.app.inject({
    method,
    url: `/api/o/${ORG}${url}`,
    headers: { authtoken: token },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() as { data: Record<string, unknown> } };
}

type AccountRow = { accountKey: string; state: string; reason: string | null; lastSyncedAt: string | null };
async function accountOf(username: string): Promise<AccountRow> {
  const res = await api('GET', '/sync/gst/accounts');
  const rows = (res.body.data as { accounts: AccountRow[] }).accounts;
  return rows.find((a) => a.accountKey === username)!;
}

type FailureRow = { id: number; accountKey: string; module: string; ref: string; reason: string };
async function openFailuresOf(username: string): Promise<FailureRow[]> {
  const res = await api('GET', `/sync/gst/failures?account=${encodeURIComponent(username)}&limit=500`);
  return (res.body.data as { rows: FailureRow[] }).rows;
}

/** Records of the login by type, counting those marked removed apart: nothing may be deleted. */
async function recordsOf(username: string) {
  const rows = await q<{ type: string; n: string }>(
    `SELECT type, count(*) AS n FROM records WHERE org_id = $1 AND account_key = $2 AND type LIKE 'gst%'
       AND type <> 'gstAccount' GROUP BY type`,
    [ORG, username],
  );
  return Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]));
}

/** As if the last good sync were ten days ago: the account reads stale unless a run brings it up to date. */
async function ageLastSync(username: string) {
  await q(
    `UPDATE records SET data = jsonb_set(data, '{lastSyncedAt}', to_jsonb($3::text))
     WHERE org_id = $1 AND type = 'gstAccount' AND account_key = $2`,
    [ORG, username, new Date(Date.now() - 10 * 86_400_000).toISOString()],
  );
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, port: 0, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  token = (await s.memberOf(ORG, 'owner')).token;
  await seedLogins(
    s.ctx,
    ORG,
    gstSyncPortal,
    [normal, other!, another!, wrongPassword, locked].map((a) => ({
      loginId: a.username,
      password: a.password,
      fields: { gstin: a.gstins[0] },
    })),
  );
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, [gstSyncPortal]);
  s.ctx.boss = boss;
}, 60_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
  await sandbox?.close();
});

describe('GST sync failure modes', { timeout: 180_000 }, () => {
  let before: Record<string, number>;

  it('syncs the login cleanly first, every module (the baseline the failures are measured against)', async () => {
    const outcome = await sync(normal.username);
    expect(outcome).toMatchObject({ status: 'succeeded', failedCount: 0 });
    before = await recordsOf(normal.username);
    for (const type of ['gstNotice', 'gstChallan', 'gstReturn', 'gstLedgerEntry', 'gstArn'])
      expect(before[type], type).toBeGreaterThan(0);
    expect(await accountOf(normal.username)).toMatchObject({ state: 'synced' });
  });

  it('an error inside HTTP 200 on every module: failed items per module, the account stale, nothing deleted, a retry fetches them', async () => {
    await ageLastSync(normal.username);
    const outcome = await sync(normal.username, MODULES, {
      connector: connector(() => faults({ errorInOkRate: 1 })),
    });
    await faults({ errorInOkRate: 0 });
    expect(outcome.status).toBe('failed');
    const failures = await openFailuresOf(normal.username);
    for (const key of MODULES) {
      const mine = failures.filter((f) => f.module === key);
      expect(mine.length, key).toBeGreaterThan(0);
      expect(mine[0]!.reason, key).toMatch(/SWEB_9998|RET191106|PMT9999|LIT_9999/);
    }
    expect(await accountOf(normal.username)).toMatchObject({ state: 'stale' });
    expect(await recordsOf(normal.username)).toEqual(before);

    const retry = await api('POST', '/sync/gst/failures/retry', {});
    expect(retry.status).toBe(200);
    const runId = (retry.body.data as { runIds: string[] }).runIds[0]!;
    const [run] = await q<{ data: { modules: string } }>(
      `SELECT data FROM records WHERE org_id = $1 AND type = 'syncLog' AND key = $2`,
      [ORG, runId],
    );
    expect(run).toBeTruthy();
    // The worker's part: the retried run fetches what failed and resolves it.
    const again = await runAccountSync(
      s.ctx,
      gstSyncPortal,
      connector(),
      { orgId: ORG, runId, accountKey: normal.username, modules: MODULES },
      solver(),
    );
    expect(again).toMatchObject({ status: 'succeeded', failedCount: 0 });
    expect(await openFailuresOf(normal.username)).toEqual([]);
    expect(await accountOf(normal.username)).toMatchObject({ state: 'synced' });
  });

  it('a session lost in the middle of a sync ends the run at any module for a retry, keeping what was saved', async () => {
    const dropSession: GstSyncModule = {
      key: 'dropSession',
      label: 'Session drops',
      run: () => control(`gst/accounts/${normal.username}/end-session`),
    };
    for (const mod of gstSyncPortal.modules) {
      const portal: SyncPortal<GstClient> = { ...gstSyncPortal, modules: [dropSession, mod] };
      const job = await queueRun(normal.username, ['dropSession', mod.key], portal);
      // The job fails with the session's error: the queue runs it again under a fresh sign-in.
      await expect(runAccountSync(s.ctx, portal, connector(), job, solver()), mod.key).rejects.toMatchObject({
        kind: 'session_expired',
      });
      await updateSyncRun(s.ctx.db, ORG, job.runId, {
        status: 'failed',
        finishedAt: new Date().toISOString(),
      });
    }
    expect(await recordsOf(normal.username)).toEqual(before);
    await ageLastSync(normal.username);
    expect(await accountOf(normal.username)).toMatchObject({ state: 'stale' });
  });

  it('a captcha the solver misreads or cannot read waits for a person', async () => {
    const cases: { account: (typeof accounts)[number]; fault: Record<string, number> }[] = [
      { account: other!, fault: { solverErrorRate: 1 } },
      { account: another!, fault: { solverUnreadableRate: 1 } },
    ];
    for (const { account, fault } of cases) {
      await faults(fault);
      expect(await sync(account.username, ['profile'])).toMatchObject({ status: 'waiting' });
      await faults({ solverErrorRate: 0, solverUnreadableRate: 0 });
      expect(await accountOf(account.username)).toMatchObject({ state: 'waiting' });
      const queue = await api('GET', '/sign-in-queue');
      const items = (queue.body.data as { items: { accountKey: string }[] }).items;
      expect(items.filter((i) => i.accountKey === account.username)).toHaveLength(1);
    }
  });

  it('a wrong password and a locked login block the login with the reason, and are not retried', async () => {
    expect(await sync(wrongPassword.username)).toMatchObject({ status: 'login_blocked' });
    expect(await accountOf(wrongPassword.username)).toMatchObject({
      state: 'login_blocked',
      reason: 'The portal refused the password',
    });
    expect(await sync(locked.username)).toMatchObject({ status: 'login_blocked' });
    expect(await accountOf(locked.username)).toMatchObject({
      state: 'login_blocked',
      reason: 'The portal has locked this login',
    });
    // Blocked: the next run does not sign in again (the portal would count another failure).
    expect(await sync(locked.username)).toMatchObject({
      status: 'login_blocked',
      error: expect.stringContaining('Update the password'),
    });
    expect(await recordsOf(locked.username)).toEqual({});
  });

  it('a challan window too long is halved until the portal answers: the same challans, nothing failed', async () => {
    const challans = async () =>
      (
        await q<{ key: string }>(
          `SELECT key FROM records WHERE org_id = $1 AND account_key = $2 AND type = 'gstChallan' ORDER BY key`,
          [ORG, normal.username],
        )
      ).map((r) => r.key);
    const held = await challans();
    await q(`DELETE FROM records WHERE org_id = $1 AND account_key = $2 AND type = 'gstChallan'`, [
      ORG,
      normal.username,
    ]);
    await faults({ challanWindowDays: 30 });
    const outcome = await sync(normal.username, ['challans']);
    await faults({ challanWindowDays: 150 });
    expect(outcome).toMatchObject({ status: 'succeeded', failedCount: 0 });
    expect(await challans()).toEqual(held);
  });
});

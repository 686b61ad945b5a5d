import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { sandboxTdsAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { startBoss } from '../../jobs/boss';
import { seedLogins } from '../../lib/areas/demo-logins';
import { createEfilingClient } from '../../lib/portal/efiling-client';
import { startSyncBatch } from '../../lib/sync/batches';
import { httpCaptchaSolver } from '../../lib/sync/captcha-solver';
import type { Connector, LoginCredentials, SignInState } from '../../lib/sync/connector';
import { runAccountSync, type SyncJob } from '../../lib/sync/engine';
import type { SyncModule } from '../../lib/sync/sync-module';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import { createSyncQueues } from '../../lib/sync/workers';
import { updateSyncRun } from '../../lib/sync-log';
import { tdsEfilingConnector, type TdsEfilingConnector } from './efiling-tds-connector';
import { PAN_VERIFY_OPTION } from './tds-screen-modules';
import { tdsEfilingSyncPortal, tracesSyncPortal } from './tds-sync-portal';
import { sandboxControl } from '../../../test/sandbox-control';
import { TracesClient, tracesHosts } from './traces-client';

/**
 * Every TDS sync module of both portals (TRACES, and the e-filing portal with a TAN) against the
 * sandbox's failure modes, through the sync engine as a worker runs it: a wrong or unreadable
 * captcha waits for a person, a wrong password or a locked login blocks the login with the reason
 * and is not retried, a session that ends mid-sync ends the run at any module, failing answers
 * become failed items a retry fetches, slow and throttled answers are waited out; nothing the
 * portal stopped showing is deleted.
 */
const ORG = 'TDSFA1';
const SEED = 'tds-failures';
const TODAY = '2026-11-21';
const accounts = sandboxTdsAccounts({ seed: SEED });
const [normal, other, wrongPassword, misread, unreadable] = accounts.filter((a) => a.behaviour === 'normal');
const locked = accounts.find((a) => a.behaviour === 'locked')!;
const slow = accounts.find((a) => a.behaviour === 'slow')!;
const TRACES_MODULES = tracesSyncPortal.modules.map((m) => m.key);
const EFILING_MODULES = tdsEfilingSyncPortal.modules.map((m) => m.key);
/** PAN verification needs a list to call TRACES with (the screen's); the other modules need nothing. */
const PAN_ASK = { [PAN_VERIFY_OPTION]: { pans: ['ABCPE1234F'], form: '26Q' } };

let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
let token: string;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];

const control = (path: string, body: unknown = {}) => sandboxControl(sandbox.url, path, body);
const faults = (settings: Record<string, number>) => control('faults', settings);
const solver = () => httpCaptchaSolver(`${sandbox.url}/solver/captcha`);
const noWait = { sleep: () => Promise.resolve() };

/** TRACES' client, with a hook once the sign-in succeeded (a fault that starts mid-sync). */
function traces(afterSignIn?: () => Promise<void>): TracesClient {
  return new (class extends TracesClient {
    override async answer(credentials: LoginCredentials, state: SignInState, answer: string) {
      const step = await super.answer(credentials, state, answer);
      if (step.done && afterSignIn) await afterSignIn();
      return step;
    }
  })(tracesHosts(sandbox.portals), noWait);
}

function efiling(afterSignIn?: () => Promise<void>): TdsEfilingConnector {
  const inner = tdsEfilingConnector(createEfilingClient(sandbox.portals.it, noWait));
  return {
    ...inner,
    async signIn(credentials) {
      const step = await inner.signIn(credentials);
      if (afterSignIn) await afterSignIn();
      return step;
    },
  };
}

/** A batch of one TAN (its job sits in the queue: the test plays the worker) and its run. */
async function sync<C extends Connector<unknown>>(
  portal: SyncPortal<C>,
  connector: C,
  tan: string,
  modules: readonly string[],
  options?: Record<string, unknown>,
) {
  const job = await queueRun(portal, tan, modules, options);
  return runAccountSync(s.ctx, portal, connector, job, solver());
}

async function queueRun<C extends Connector<unknown>>(
  portal: SyncPortal<C>,
  tan: string,
  modules: readonly string[],
  options?: Record<string, unknown>,
): Promise<SyncJob> {
  const started = await startSyncBatch(s.ctx, ORG, portal, {
    accounts: [{ accountKey: tan }],
    modules: [...modules],
    trigger: 'manual',
    startedBy: 'test',
    options,
  });
  expect(started.skipped).toEqual([]);
  // A batch's options ride on each of its jobs.
  return { orgId: ORG, runId: started.runIds[0]!, accountKey: tan, modules: [...modules], ...options };
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

type AccountRow = { accountKey: string; state: string; reason: string | null };
async function accountOf(portal: string, tan: string): Promise<AccountRow> {
  const res = await api('GET', `/sync/${portal}/accounts`);
  return (res.body.data as { accounts: AccountRow[] }).accounts.find((a) => a.accountKey === tan)!;
}

type FailureRow = { module: string; ref: string; reason: string };
async function openFailures(portal: string, tan: string): Promise<FailureRow[]> {
  const res = await api('GET', `/sync/${portal}/failures?account=${tan}&limit=500`);
  return (res.body.data as { rows: FailureRow[] }).rows;
}

/** The TAN's records by type (those marked removed counted too: nothing may be deleted). */
async function recordsOf(tan: string) {
  const rows = await q<{ type: string; n: string }>(
    `SELECT type, count(*) AS n FROM records WHERE org_id = $1 AND account_key = $2
       AND type NOT IN ('tdsAccount', 'syncLog') GROUP BY type`,
    [ORG, tan],
  );
  return Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]));
}

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: SEED,
    port: 0,
    rateLimitPerSecond: 0,
    slowDelayMs: 40,
    now: () => new Date(`${TODAY}T06:30:00Z`),
  });
  s = await createTestServer({ portals: sandbox.portals, now: () => new Date(`${TODAY}T06:30:00Z`) });
  token = (await s.memberOf(ORG, 'owner')).token;
  const logins = [normal!, other!, wrongPassword!, misread!, unreadable!, locked, slow];
  await seedLogins(
    s.ctx,
    ORG,
    tracesSyncPortal,
    logins.map((a) => ({
      loginId: a.tan,
      password: a === wrongPassword ? `${a.password}x` : a.password,
      fields: { name: a.name, tracesUserId: a.userId },
    })),
  );
  await seedLogins(
    s.ctx,
    ORG,
    tdsEfilingSyncPortal,
    // The TRACES password where the e-filing one belongs: the mistake users make.
    logins.map((a) => ({
      loginId: a.tan,
      password: a === wrongPassword ? a.password : a.efilingPassword,
      fields: { name: a.name },
    })),
  );
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, [tracesSyncPortal, tdsEfilingSyncPortal]);
  s.ctx.boss = boss;
}, 60_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
  await sandbox?.close();
});

describe('TRACES sync failure modes', { timeout: 180_000 }, () => {
  let before: Record<string, number>;

  it('syncs the TAN cleanly first, every module (the baseline the failures are measured against)', async () => {
    const outcome = await sync(tracesSyncPortal, traces(), normal!.tan, TRACES_MODULES, PAN_ASK);
    expect(outcome).toMatchObject({ status: 'succeeded', failedCount: 0 });
    before = await recordsOf(normal!.tan);
    for (const type of ['tdsStatement', 'tdsChallan', 'panVerification'])
      expect(before[type], type).toBeGreaterThan(0);
    expect(await accountOf('traces', normal!.tan)).toMatchObject({ state: 'synced' });
  });

  it('failing answers on every module: failed items per module, nothing deleted, a retry fetches them', async () => {
    const outcome = await sync(
      tracesSyncPortal,
      traces(() => faults({ failRate: 1 })),
      normal!.tan,
      TRACES_MODULES,
      PAN_ASK,
    );
    await faults({ failRate: 0 });
    expect(outcome.status).toBe('failed');
    const failures = await openFailures('traces', normal!.tan);
    for (const key of TRACES_MODULES)
      expect(failures.filter((f) => f.module === key).length, key).toBeGreaterThan(0);
    expect(await recordsOf(normal!.tan)).toEqual(before);

    const retry = await api('POST', '/sync/traces/failures/retry', {});
    expect(retry.status).toBe(200);
    const runId = (retry.body.data as { runIds: string[] }).runIds[0]!;
    const [job] = await q<{ data: { modules: string } }>(
      `SELECT data FROM records WHERE org_id = $1 AND type = 'syncLog' AND key = $2`,
      [ORG, runId],
    );
    expect(job).toBeTruthy();
    const again = await runAccountSync(
      s.ctx,
      tracesSyncPortal,
      traces(),
      { orgId: ORG, runId, accountKey: normal!.tan, modules: TRACES_MODULES },
      solver(),
    );
    expect(again).toMatchObject({ status: 'succeeded', failedCount: 0 });
    expect(await openFailures('traces', normal!.tan)).toEqual([]);
    expect(await accountOf('traces', normal!.tan)).toMatchObject({ state: 'synced' });
  });

  it('a session that ends in the middle of a sync ends the run at any module, keeping what was saved', async () => {
    const expire: SyncModule<TracesClient> = {
      key: 'expire',
      label: 'Session expires',
      run: () => control(`traces/accounts/${normal!.tan}/expire-session`),
    };
    for (const mod of tracesSyncPortal.modules) {
      const portal: SyncPortal<TracesClient> = { ...tracesSyncPortal, modules: [expire, mod] };
      const job = await queueRun(portal, normal!.tan, ['expire', mod.key], PAN_ASK);
      // The job fails with the session's error: the queue runs it again under a fresh sign-in.
      await expect(runAccountSync(s.ctx, portal, traces(), job, solver()), mod.key).rejects.toMatchObject({
        kind: 'session_expired',
      });
      await updateSyncRun(s.ctx.db, ORG, job.runId, {
        status: 'failed',
        finishedAt: new Date().toISOString(),
      });
    }
    expect(await recordsOf(normal!.tan)).toEqual(before);
  });

  it('slow answers and a rate limit are waited out: every module, nothing failed', async () => {
    expect(await sync(tracesSyncPortal, traces(), slow.tan, TRACES_MODULES, PAN_ASK)).toMatchObject({
      status: 'succeeded',
      failedCount: 0,
    });
    await faults({ rateLimitPerSecond: 8 });
    try {
      // The real client's waits: it sleeps as the portal's Retry-After says.
      const throttled = await sync(
        tracesSyncPortal,
        new TracesClient(tracesHosts(sandbox.portals)),
        other!.tan,
        TRACES_MODULES,
        PAN_ASK,
      );
      expect(throttled).toMatchObject({ status: 'succeeded', failedCount: 0 });
    } finally {
      await faults({ rateLimitPerSecond: 0 });
    }
    expect((await recordsOf(other!.tan)).tdsStatement).toBeGreaterThan(0);
  });

  it('a captcha the solver misreads or cannot read waits for a person in the sign-in queue', async () => {
    const cases: { account: typeof misread; fault: Record<string, number> }[] = [
      { account: misread!, fault: { solverErrorRate: 1 } },
      { account: unreadable!, fault: { solverUnreadableRate: 1 } },
    ];
    for (const { account, fault } of cases) {
      await faults(fault);
      const outcome = await sync(tracesSyncPortal, traces(), account!.tan, ['statements']);
      await faults({ solverErrorRate: 0, solverUnreadableRate: 0 });
      expect(outcome, JSON.stringify(fault)).toMatchObject({ status: 'waiting' });
      expect(await accountOf('traces', account!.tan)).toMatchObject({ state: 'waiting' });
      const queue = await api('GET', '/sign-in-queue');
      const items = (queue.body.data as { items: { accountKey: string }[] }).items;
      expect(items.filter((i) => i.accountKey === account!.tan)).toHaveLength(1);
      expect(await recordsOf(account!.tan)).toEqual({});
    }
  });

  it('a wrong password and a locked login block the login with the reason, and are not retried', async () => {
    expect(await sync(tracesSyncPortal, traces(), wrongPassword!.tan, TRACES_MODULES)).toMatchObject({
      status: 'login_blocked',
    });
    expect(await accountOf('traces', wrongPassword!.tan)).toMatchObject({
      state: 'login_blocked',
      reason: 'The portal refused the password',
    });
    expect(await sync(tracesSyncPortal, traces(), locked.tan, TRACES_MODULES)).toMatchObject({
      status: 'login_blocked',
    });
    expect(await accountOf('traces', locked.tan)).toMatchObject({
      state: 'login_blocked',
      reason: 'The portal has locked this login',
    });
    // Blocked: the next run does not sign in again (the portal would count another failure).
    expect(await sync(tracesSyncPortal, traces(), locked.tan, TRACES_MODULES)).toMatchObject({
      status: 'login_blocked',
      error: expect.stringContaining('Update the password'),
    });
    expect(await recordsOf(locked.tan)).toEqual({});
  });
});

describe('e-filing (TAN) sync failure modes', { timeout: 180_000 }, () => {
  let before: Record<string, number>;

  it('syncs the TAN cleanly first, every module', async () => {
    const outcome = await sync(tdsEfilingSyncPortal, efiling(), normal!.tan, EFILING_MODULES);
    expect(outcome).toMatchObject({ status: 'succeeded', failedCount: 0 });
    before = await recordsOf(normal!.tan);
    expect(before.tdsFiledForm).toBeGreaterThan(0);
  });

  it('failing answers on every module: failed items per module, nothing deleted, the next sync resolves them', async () => {
    const outcome = await sync(
      tdsEfilingSyncPortal,
      efiling(() => faults({ failRate: 1 })),
      normal!.tan,
      EFILING_MODULES,
    );
    await faults({ failRate: 0 });
    expect(outcome.status).toBe('failed');
    const failures = await openFailures('tds', normal!.tan);
    for (const key of EFILING_MODULES)
      expect(failures.filter((f) => f.module === key).length, key).toBeGreaterThan(0);
    expect(await recordsOf(normal!.tan)).toEqual(before);
    expect(await sync(tdsEfilingSyncPortal, efiling(), normal!.tan, EFILING_MODULES)).toMatchObject({
      status: 'succeeded',
      failedCount: 0,
    });
    expect(await openFailures('tds', normal!.tan)).toEqual([]);
  });

  it('a session that ends in the middle of a sync ends the run at any module', async () => {
    const end: SyncModule<TdsEfilingConnector> = {
      key: 'end',
      label: 'Session ends',
      run: () => control(`accounts/${normal!.tan}/end-session`),
    };
    for (const mod of tdsEfilingSyncPortal.modules) {
      const portal: SyncPortal<TdsEfilingConnector> = { ...tdsEfilingSyncPortal, modules: [end, mod] };
      const job = await queueRun(portal, normal!.tan, ['end', mod.key]);
      await expect(runAccountSync(s.ctx, portal, efiling(), job, solver()), mod.key).rejects.toMatchObject({
        kind: 'session_expired',
      });
      await updateSyncRun(s.ctx.db, ORG, job.runId, {
        status: 'failed',
        finishedAt: new Date().toISOString(),
      });
    }
    expect(await recordsOf(normal!.tan)).toEqual(before);
  });

  it('slow answers and a rate limit are waited out: every module, nothing failed', async () => {
    expect(await sync(tdsEfilingSyncPortal, efiling(), slow.tan, EFILING_MODULES)).toMatchObject({
      status: 'succeeded',
      failedCount: 0,
    });
    await faults({ rateLimitPerSecond: 8 });
    try {
      const throttled = await sync(
        tdsEfilingSyncPortal,
        tdsEfilingConnector(createEfilingClient(sandbox.portals.it)),
        other!.tan,
        EFILING_MODULES,
      );
      expect(throttled).toMatchObject({ status: 'succeeded', failedCount: 0 });
    } finally {
      await faults({ rateLimitPerSecond: 0 });
    }
  });

  it('the TRACES password in its place and a locked TAN block the login, not retried', async () => {
    expect(await sync(tdsEfilingSyncPortal, efiling(), wrongPassword!.tan, EFILING_MODULES)).toMatchObject({
      status: 'login_blocked',
    });
    expect(await accountOf('tds', wrongPassword!.tan)).toMatchObject({
      state: 'login_blocked',
      reason: 'The portal refused the password',
    });
    expect(await sync(tdsEfilingSyncPortal, efiling(), locked.tan, EFILING_MODULES)).toMatchObject({
      status: 'login_blocked',
    });
    expect(await sync(tdsEfilingSyncPortal, efiling(), locked.tan, EFILING_MODULES)).toMatchObject({
      status: 'login_blocked',
      error: expect.stringContaining('Update the password'),
    });
    expect(await recordsOf(locked.tan)).toEqual({});
  });
});

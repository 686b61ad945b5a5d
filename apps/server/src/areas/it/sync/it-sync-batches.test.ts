import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { startSandbox, sandboxItAccounts, type StartedSandbox } from '@taxdesk/sandbox';
import type { SyncBatchProgress, SyncBatchSummary, SyncFailurePage, SyncAccountList } from '@taxdesk/domain';
import { startBoss } from '../../../jobs/boss';
import { createSyncRun } from '../../../lib/sync-log';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { saveItAccount } from '../accounts/it-accounts';
import { createItPortalClient } from '../connector/it-portal-client';
import { ItPortalError, type ItPortal } from '../connector/it-portal-types';
import { syncItAccount } from '../../../../test/it-sync';
import { areaByKey } from '../../../lib/areas/server-area';
import { startAreaDaily } from '../../../lib/sync/daily';
import { slotQueue, startScheduleRelay } from '../../../lib/sync/schedule';
import { createSyncQueues, startSyncWorkers } from '../../../lib/sync/workers';
import { itServerArea } from '../it-server-area';
import { IT_SYNC_QUEUE, itSyncPortal } from './it-sync-portal';

/**
 * Sync batches through the API with the real queue and workers against the sandbox portal:
 * progress, cancel, the daily schedule, failed items and their retry, blocked logins, roles and
 * tenancy.
 */
const ORG = 'BATCH1';
const OTHER = 'BATCH2';
const accounts = sandboxItAccounts({ seed: 'batch-test', accountCount: 20 });
const normal = accounts.filter((a) => a.behaviour === 'normal');

let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
let owner: { token: string; userId: string };
let viewer: { token: string };
let member: { token: string };
let admin: { token: string };
let outsider: { token: string };

type Answer<T> = {
  status: number;
  body: { success: boolean; message?: string; data: T; errors?: unknown[] };
};

async function call<T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const res = await s.app.inject({
    method,
    url,
    headers: { authtoken: token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() } as Answer<T>;
}

const control = (path: string, body: unknown) =>
  fetch(`${sandbox.url}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

async function progress(batchId: string, org = ORG, token = owner.token) {
  return call<SyncBatchProgress>(token, 'GET', `/api/o/${org}/sync/it/batches/${batchId}`);
}

/** Until no run is queued or running (a run waiting for a person's OTP stays open). */
async function untilSettled(batchId: string): Promise<SyncBatchProgress> {
  for (let i = 0; i < 300; i++) {
    const p = (await progress(batchId)).body.data;
    if (p.counts.queued + p.counts.running === 0) return p;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The batch did not settle');
}

async function untilFinished(batchId: string): Promise<SyncBatchProgress> {
  for (let i = 0; i < 300; i++) {
    const p = (await progress(batchId)).body.data;
    if (p.state === 'done' || p.state === 'cancelled') return p;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The batch did not finish');
}

/** A normal account TaxDesk has not synced yet whose portal shows notices. */
async function unsyncedAccountWithNotices(): Promise<string> {
  for (const a of normal) {
    const synced = await s.ctx.pools.owner.query(
      `SELECT 1 FROM records WHERE org_id=$1 AND type='itProceeding' AND account_key=$2 LIMIT 1`,
      [ORG, a.pan],
    );
    if (synced.rowCount) continue;
    const timeline = (await (await fetch(`${sandbox.url}/__sandbox/accounts/${a.pan}/timeline`)).json()) as {
      proceedings: { visible: boolean; notices: { visible: boolean }[] }[];
    };
    if (timeline.proceedings.some((p) => p.visible && p.notices.some((n) => n.visible))) return a.pan;
  }
  throw new Error('No unsynced account with notices');
}

beforeAll(async () => {
  // 'slow' accounts answer slowly: a little is enough to show it, without slowing the tests.
  sandbox = await startSandbox({
    seed: 'batch-test',
    accountCount: 20,
    port: 0,
    rateLimitPerSecond: 0,
    slowDelayMs: 30,
  });
  s = await createTestServer({ portals: sandbox.portals });
  owner = await s.memberOf(ORG, 'owner', 'batch-owner@example.com');
  viewer = await s.memberOf(ORG, 'viewer');
  member = await s.memberOf(ORG, 'member');
  admin = await s.memberOf(ORG, 'admin');
  outsider = await s.memberOf(OTHER, 'owner');
  const tenant = { orgId: ORG, userId: owner.userId, role: 'owner' as const };
  for (const a of accounts)
    await saveItAccount(s.ctx, tenant, {
      pan: a.pan,
      password: a.password,
      name: a.name,
      group: a.behaviour === 'normal' ? 'Regular' : 'Special',
    });
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, itServerArea.portals);
  s.ctx.boss = boss;
  await startSyncWorkers(s.ctx, boss, [itSyncPortal], () => 2);
  // The daily schedules as the worker processes run them (main.ts): each area's generic daily start.
  relay = await startScheduleRelay(
    boss,
    s.ctx.pools,
    async (orgId, key) => {
      const area = areaByKey(s.ctx.areas, key);
      if (area) await startAreaDaily(s.ctx, area, orgId);
    },
    () => {},
  );
});

let relay: Awaited<ReturnType<typeof startScheduleRelay>> | undefined;

afterAll(async () => {
  await relay?.stop();
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
  await sandbox?.close();
});

describe('sync batches', () => {
  it('syncs chosen accounts and modules, with progress per account until done', async () => {
    const pans = normal.slice(0, 3).map((a) => a.pan);
    const start = await call<{ batchId: string; runIds: string[]; skipped: string[] }>(
      owner.token,
      'POST',
      `/api/o/${ORG}/sync/it/batches`,
      { accounts: pans, modules: ['proceedings'] },
    );
    expect(start.status).toBe(200);
    expect(start.body.message).toBe('Sync started for 3 PAN account(s)');
    expect(start.body.data.runIds).toHaveLength(3);
    // The same accounts again while they are queued: nothing to start.
    const twice = await call(owner.token, 'POST', `/api/o/${ORG}/sync/it/batches`, {
      accounts: pans,
      modules: ['proceedings'],
    });
    expect(twice.status).toBe(409);

    const first = (await progress(start.body.data.batchId)).body.data;
    expect(first).toMatchObject({ accountCount: 3, modules: ['proceedings'], trigger: 'manual' });
    expect(first.startedBy).toBe('batch-owner');
    expect(first.runs.map((r) => r.accountKey).sort()).toEqual([...pans].sort());

    const done = await untilFinished(start.body.data.batchId);
    expect(done.state).toBe('done');
    expect(done.counts.succeeded).toBe(3);
    expect(done.finishedAt).not.toBeNull();
    expect(done.newCount).toBeGreaterThan(0);
    for (const run of done.runs) {
      expect(run).toMatchObject({ status: 'succeeded', modules: 'Proceedings and notices' });
      expect(run.accountName).toBe(accounts.find((a) => a.pan === run.accountKey)!.name);
    }
    // Only the chosen module ran: no record type of another module for these accounts.
    const other = await s.ctx.pools.owner.query(
      `SELECT count(*)::int n FROM records WHERE org_id=$1 AND account_key = ANY($2)
         AND type NOT IN ('itAccount','itProceeding','itNotice','syncLog')`,
      [ORG, pans],
    );
    expect(other.rows[0].n).toBe(0);

    const list = await call<SyncBatchSummary[]>(owner.token, 'GET', `/api/o/${ORG}/sync/it/batches`);
    expect(list.body.data[0]).toMatchObject({ batchId: start.body.data.batchId, state: 'done' });

    const state = await call<SyncAccountList>(owner.token, 'GET', `/api/o/${ORG}/sync/it/accounts`);
    for (const pan of pans)
      expect(state.body.data.accounts.find((a) => a.accountKey === pan)).toMatchObject({
        state: 'synced',
        syncing: false,
      });
    expect(state.body.data.counts.never).toBe(accounts.length - 3);
  }, 90_000);

  it('syncs the accounts of a group, and refuses bad input without starting anything', async () => {
    const bad = [
      { accounts: ['BADPAN'] },
      { accounts: ['ZZZPZ9999Z'] },
      { modules: ['no-such-module'] },
      { accounts: 'CILCO2608K' },
    ];
    const before = await s.ctx.pools.owner.query(`SELECT count(*)::int n FROM sync_batches`);
    for (const body of bad) {
      const res = await call(owner.token, 'POST', `/api/o/${ORG}/sync/it/batches`, body);
      expect(res.status).toBe(400);
      expect(res.body.success).toBe(false);
    }
    const after = await s.ctx.pools.owner.query(`SELECT count(*)::int n FROM sync_batches`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
    expect((await progress('not-a-batch')).status).toBe(404);

    const special = accounts.filter((a) => a.behaviour !== 'normal');
    const start = await call<{ batchId: string }>(owner.token, 'POST', `/api/o/${ORG}/sync/it/batches`, {
      groups: ['Special'],
      modules: ['proceedings'],
    });
    expect(start.status).toBe(200);
    const done = await untilSettled(start.body.data.batchId);
    expect(done.runs.map((r) => r.accountKey).sort()).toEqual(special.map((a) => a.pan).sort());
    expect(done.counts.login_blocked).toBeGreaterThanOrEqual(1); // the locked account
    // The OTP-only account waits in the sign-in queue: its batch stays open until someone answers.
    expect(done.counts.waiting).toBe(special.filter((a) => a.behaviour === 'otp').length);
    expect(done.state).toBe('running');
  }, 90_000);

  it('cancel stops the queued runs: their jobs are cancelled in the queue', async () => {
    await control('faults', { delayMs: 150 });
    try {
      const start = await call<{ batchId: string; runIds: string[] }>(
        owner.token,
        'POST',
        `/api/o/${ORG}/sync/it/batches`,
        {
          groups: ['Regular'],
        },
      );
      expect(start.status).toBe(200);
      const cancel = await call<SyncBatchProgress>(
        owner.token,
        'POST',
        `/api/o/${ORG}/sync/it/batches/${start.body.data.batchId}/cancel`,
      );
      expect(cancel.status).toBe(200);
      expect(cancel.body.data.cancelledAt).not.toBeNull();
      expect(cancel.body.data.counts.queued).toBe(0);
      expect(cancel.body.data.counts.cancelled).toBeGreaterThan(0);

      const final = await untilFinished(start.body.data.batchId);
      expect(final.state).toBe('cancelled');
      const cancelled = final.runs.filter((r) => r.status === 'cancelled');
      // Two workers: at most two runs were under way; every other one never ran.
      expect(cancelled.length).toBeGreaterThanOrEqual(final.runs.length - 2);
      for (const run of final.runs) expect(['queued', 'running']).not.toContain(run.status);
      const neverRan = cancelled.filter((r) => r.modulesDone == null);
      const jobStates = await Promise.all(
        neverRan.map(async (r) => (await boss.getJobById(IT_SYNC_QUEUE, r.runId))?.state),
      );
      // A worker may have taken a job in the instant between the runs' cancel and the queue's.
      expect(jobStates.filter((st) => st === 'cancelled').length).toBeGreaterThanOrEqual(neverRan.length - 2);
      // A second cancel, or a cancel of a finished batch, changes nothing.
      const again = await call(
        owner.token,
        'POST',
        `/api/o/${ORG}/sync/it/batches/${start.body.data.batchId}/cancel`,
      );
      expect(again.status).toBe(409);
    } finally {
      await control('faults', { delayMs: 0 });
    }
  }, 90_000);

  it('keeps the items a run could not fetch, counts attempts, and a retry re-runs that module', async () => {
    const pan = await unsyncedAccountWithNotices();
    // A portal whose notice service fails: each proceeding with new notices becomes a failed item.
    const real = createItPortalClient(sandbox.portals.it, { retries: 0 });
    const failing: ItPortal = {
      ...real,
      async service(session, c) {
        if (c.serviceName === 'eProceedingDetailsService')
          throw new ItPortalError('server_error', 'The portal answered 500');
        return real.service(session, c);
      },
    };
    const runOnce = async () => {
      const runId = await createSyncRun(s.ctx.db, ORG, {
        portal: 'it',
        accountKey: pan,
        startedBy: 'test',
        modules: 'Proceedings and notices',
      });
      return syncItAccount(s.ctx, failing, { orgId: ORG, pan, runId, modules: ['proceedings'] });
    };
    const first = await runOnce();
    expect(first.status).toBe('failed');
    expect(first.failedCount).toBeGreaterThan(0);
    await runOnce();

    const open = await call<SyncFailurePage>(
      owner.token,
      'GET',
      `/api/o/${ORG}/sync/it/failures?account=${pan}`,
    );
    expect(open.status).toBe(200);
    expect(open.body.data.rows).toHaveLength(first.failedCount);
    for (const item of open.body.data.rows)
      expect(item).toMatchObject({
        accountKey: pan,
        module: 'proceedings',
        reason: 'The portal answered 500',
        attempts: 2,
        resolvedAt: null,
      });
    expect(open.body.data.openCount).toBeGreaterThanOrEqual(first.failedCount);

    // Pages follow a keyset cursor without repeating a row.
    const page1 = await call<SyncFailurePage>(owner.token, 'GET', `/api/o/${ORG}/sync/it/failures?limit=1`);
    if (page1.body.data.nextCursor) {
      const page2 = await call<SyncFailurePage>(
        owner.token,
        'GET',
        `/api/o/${ORG}/sync/it/failures?limit=1&cursor=${encodeURIComponent(page1.body.data.nextCursor)}`,
      );
      expect(page2.body.data.rows[0]!.id).not.toBe(page1.body.data.rows[0]!.id);
    }
    expect((await call(owner.token, 'GET', `/api/o/${ORG}/sync/it/failures?cursor=junk`)).status).toBe(400);

    // Retry one item: the account's proceedings module runs again, on the workers, and succeeds.
    const retry = await call<{ batchId: string; runIds: string[] }>(
      owner.token,
      'POST',
      `/api/o/${ORG}/sync/it/failures/retry`,
      { ids: [open.body.data.rows[0]!.id] },
    );
    expect(retry.status).toBe(200);
    expect(retry.body.data.runIds).toHaveLength(1);
    const done = await untilFinished(retry.body.data.batchId);
    expect(done).toMatchObject({ trigger: 'retry', modules: ['proceedings'] });
    expect(done.runs[0]).toMatchObject({ accountKey: pan, status: 'succeeded' });

    const after = await call<SyncFailurePage>(
      owner.token,
      'GET',
      `/api/o/${ORG}/sync/it/failures?account=${pan}`,
    );
    expect(after.body.data.rows).toHaveLength(0);
    const resolved = await call<SyncFailurePage>(
      owner.token,
      'GET',
      `/api/o/${ORG}/sync/it/failures?account=${pan}&state=resolved`,
    );
    expect(resolved.body.data.rows).toHaveLength(first.failedCount);
    expect(resolved.body.data.rows.every((r) => r.resolvedAt)).toBe(true);

    const nothing = await call(owner.token, 'POST', `/api/o/${ORG}/sync/it/failures/retry`, {
      ids: [open.body.data.rows[0]!.id],
    });
    expect(nothing.status).toBe(400);
  }, 90_000);

  it('a wrong password puts the account on the blocked list until its password is updated', async () => {
    const a = normal[6]!;
    await control(`accounts/${a.pan}/password`, { password: 'Changed@2026' });
    const start = await call<{ batchId: string }>(owner.token, 'POST', `/api/o/${ORG}/sync/it/batches`, {
      accounts: [a.pan],
    });
    const done = await untilFinished(start.body.data.batchId);
    expect(done.runs[0]).toMatchObject({ status: 'login_blocked', error: 'The portal refused the password' });

    const blocked = await call<{ rows: { key: string; data: { loginReason: string } }[] }>(
      owner.token,
      'GET',
      `/api/o/${ORG}/records/itAccount?loginStatus=login_blocked`,
    );
    const row = blocked.body.data.rows.find((r) => r.key === a.pan);
    expect(row?.data.loginReason).toBe('The portal refused the password');
    const state = await call<SyncAccountList>(owner.token, 'GET', `/api/o/${ORG}/sync/it/accounts`);
    expect(state.body.data.accounts.find((x) => x.accountKey === a.pan)?.state).toBe('login_blocked');

    // A viewer cannot unblock it; the owner can, by giving the new password.
    expect(
      (await call(viewer.token, 'PUT', `/api/o/${ORG}/it/accounts/${a.pan}/password`, { password: 'x' }))
        .status,
    ).toBe(403);
    const update = await call(owner.token, 'PUT', `/api/o/${ORG}/it/accounts/${a.pan}/password`, {
      password: 'Changed@2026',
    });
    expect(update.status).toBe(200);
    const unblocked = await call<{ rows: { key: string }[] }>(
      owner.token,
      'GET',
      `/api/o/${ORG}/records/itAccount?loginStatus=login_blocked`,
    );
    expect(unblocked.body.data.rows.map((r) => r.key)).not.toContain(a.pan);

    const again = await call<{ batchId: string }>(owner.token, 'POST', `/api/o/${ORG}/sync/it/batches`, {
      accounts: [a.pan],
    });
    expect((await untilFinished(again.body.data.batchId)).runs[0]!.status).toBe('succeeded');
  }, 90_000);
});

describe('income-tax settings and the daily schedule', () => {
  const settings = {
    modules: ['proceedings'],
    schedule: { enabled: true, time: '02:30', timezone: 'Asia/Kolkata', modules: ['proceedings'] },
    alertRecipients: ['Alerts@Example.com', 'tax@example.com'],
    reminderDays: [1, 7, 3],
    staleAfterDays: 5,
  };

  it('answers the defaults before anything is saved', async () => {
    const res = await call<{ settings: typeof settings; nextRunAt: string | null; canEdit: boolean }>(
      viewer.token,
      'GET',
      `/api/o/${ORG}/areas/it/settings`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toMatchObject({
      schedule: { enabled: false, timezone: 'Asia/Kolkata' },
      staleAfterDays: 3,
      reminderDays: [7, 3, 1],
    });
    expect(res.body.data).toMatchObject({ nextRunAt: null, canEdit: false });
  });

  it('stores the settings and registers the schedule in the organisation time zone', async () => {
    const res = await call<{ settings: typeof settings; nextRunAt: string }>(
      owner.token,
      'PUT',
      `/api/o/${ORG}/areas/it/settings`,
      settings,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.settings).toMatchObject({
      alertRecipients: ['alerts@example.com', 'tax@example.com'],
      reminderDays: [7, 3, 1],
      staleAfterDays: 5,
    });
    // 02:30 in India is 21:00 UTC.
    expect(res.body.data.nextRunAt).toMatch(/T21:00:00\.000Z$/);
    const got = await call<{ settings: typeof settings }>(
      member.token,
      'GET',
      `/api/o/${ORG}/areas/it/settings`,
    );
    expect(got.body.data.settings.schedule).toEqual(settings.schedule);

    const schedules = await boss.getSchedules();
    const slot = slotQueue({ time: '02:30', timezone: 'Asia/Kolkata' });
    expect(schedules.find((x) => x.name === slot)).toMatchObject({
      cron: '30 2 * * *',
      timezone: 'Asia/Kolkata',
    });

    // When the slot fires, the organisation gets a scheduled batch of every account. (The workers'
    // relay finds a newly registered slot within a minute; here it looks at once.)
    await relay!.refresh();
    await boss.send(slot, { slot: { time: '02:30', timezone: 'Asia/Kolkata' } });
    // The job runs on its own: its batches appear a moment later (up to 30 s on a busy machine).
    const scheduledBatch = async (portal: string) => {
      for (let i = 0; i < 100; i++) {
        const batch = (
          await call<SyncBatchSummary[]>(
            owner.token,
            'GET',
            `/api/o/${ORG}/sync/${portal}/batches?trigger=schedule`,
          )
        ).body.data[0];
        if (batch) return batch;
        await new Promise((r) => setTimeout(r, 300));
      }
      return undefined;
    };
    const scheduled = await scheduledBatch('it');
    expect(scheduled).toMatchObject({
      trigger: 'schedule',
      startedBy: 'Daily schedule',
      modules: ['proceedings'],
    });
    expect(scheduled!.accountCount + scheduled!.skippedCount).toBe(accounts.length);
    // The same daily start reaches the area's other logins: the ITAT search of every client PAN.
    // Its batch is started after the income-tax one, so on a busy machine it may come a moment later.
    const itat = await scheduledBatch('itat');
    expect(itat).toMatchObject({
      trigger: 'schedule',
      startedBy: 'Daily schedule',
      accountCount: accounts.length,
    });
    await untilFinished(scheduled!.batchId);

    // Turning it off removes the schedule.
    const off = await call(admin.token, 'PUT', `/api/o/${ORG}/areas/it/settings`, {
      ...settings,
      schedule: { ...settings.schedule, enabled: false },
    });
    expect(off.status).toBe(200);
    expect((await boss.getSchedules()).find((x) => x.name === slot)).toBeUndefined();
  }, 120_000);

  it('refuses bad settings with the field and the reason, and changes nothing', async () => {
    const bad: [string, unknown][] = [
      ['schedule.time', { ...settings, schedule: { ...settings.schedule, time: '25:00' } }],
      ['schedule.timezone', { ...settings, schedule: { ...settings.schedule, timezone: 'Mars/Olympus' } }],
      ['modules', { ...settings, modules: ['nope'] }],
      ['alertRecipients.0', { ...settings, alertRecipients: ['not-an-email'] }],
      ['staleAfterDays', { ...settings, staleAfterDays: 0 }],
    ];
    const before = await call<{ settings: unknown }>(owner.token, 'GET', `/api/o/${ORG}/areas/it/settings`);
    for (const [field, body] of bad) {
      const res = await call(owner.token, 'PUT', `/api/o/${ORG}/areas/it/settings`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    }
    const after = await call<{ settings: unknown }>(owner.token, 'GET', `/api/o/${ORG}/areas/it/settings`);
    expect(after.body.data.settings).toEqual(before.body.data.settings);
  });
});

describe('who may do what', () => {
  it('viewers cannot start, cancel or retry syncs; only owners and admins change settings', async () => {
    expect((await call(viewer.token, 'POST', `/api/o/${ORG}/sync/it/batches`, {})).status).toBe(403);
    expect((await call(viewer.token, 'POST', `/api/o/${ORG}/sync/it/failures/retry`, {})).status).toBe(403);
    const batch = (await call<SyncBatchSummary[]>(owner.token, 'GET', `/api/o/${ORG}/sync/it/batches`)).body
      .data[0]!;
    expect(
      (await call(viewer.token, 'POST', `/api/o/${ORG}/sync/it/batches/${batch.batchId}/cancel`)).status,
    ).toBe(403);
    const body = (await call<{ settings: unknown }>(owner.token, 'GET', `/api/o/${ORG}/areas/it/settings`))
      .body.data.settings;
    expect((await call(viewer.token, 'PUT', `/api/o/${ORG}/areas/it/settings`, body)).status).toBe(403);
    expect((await call(member.token, 'PUT', `/api/o/${ORG}/areas/it/settings`, body)).status).toBe(403);
    // Viewers still watch.
    expect((await progress(batch.batchId, ORG, viewer.token)).status).toBe(200);
  });

  it('another organisation sees nothing of these syncs', async () => {
    const batch = (await call<SyncBatchSummary[]>(owner.token, 'GET', `/api/o/${ORG}/sync/it/batches`)).body
      .data[0]!;
    const own = await call<SyncBatchSummary[]>(outsider.token, 'GET', `/api/o/${OTHER}/sync/it/batches`);
    expect(own.body.data).toEqual([]);
    expect((await progress(batch.batchId, OTHER, outsider.token)).status).toBe(404);
    expect(
      (await call(outsider.token, 'POST', `/api/o/${OTHER}/sync/it/batches/${batch.batchId}/cancel`)).status,
    ).toBe(404);
    const failures = await call<SyncFailurePage>(
      outsider.token,
      'GET',
      `/api/o/${OTHER}/sync/it/failures?state=all`,
    );
    expect(failures.body.data).toMatchObject({ rows: [], openCount: 0 });
    const accountsSeen = await call<SyncAccountList>(
      outsider.token,
      'GET',
      `/api/o/${OTHER}/sync/it/accounts`,
    );
    expect(accountsSeen.body.data.accounts).toEqual([]);
    const settingsSeen = await call<{ settings: { staleAfterDays: number } }>(
      outsider.token,
      'GET',
      `/api/o/${OTHER}/areas/it/settings`,
    );
    expect(settingsSeen.body.data.settings.staleAfterDays).toBe(3);
    // Their organisation's URLs answer 404 to a non-member.
    expect((await progress(batch.batchId, ORG, outsider.token)).status).toBe(404);
    expect((await call(outsider.token, 'POST', `/api/o/${ORG}/sync/it/batches`, {})).status).toBe(404);
    expect((await call(outsider.token, 'GET', `/api/o/${ORG}/areas/it/settings`)).status).toBe(404);
  });
});

describe('the old income-tax paths (deprecated aliases)', () => {
  it('POST /it/sync forwards to the generic start: the same batch, the same refusals', async () => {
    const pan = normal[7]!.pan;
    const start = await call<{ batchId: string; runIds: string[] }>(
      owner.token,
      'POST',
      `/api/o/${ORG}/it/sync`,
      {
        pans: [pan],
        modules: ['proceedings'],
      },
    );
    expect(start.status).toBe(200);
    expect(start.body.message).toBe('Sync started for 1 PAN account(s)');
    const done = await untilFinished(start.body.data.batchId);
    expect(done).toMatchObject({ trigger: 'manual', modules: ['proceedings'], startedBy: 'batch-owner' });
    expect(done.runs[0]).toMatchObject({ accountKey: pan, status: 'succeeded' });
    expect((await call(owner.token, 'POST', `/api/o/${ORG}/it/sync`, { pans: ['BADPAN'] })).status).toBe(400);
    expect((await call(viewer.token, 'POST', `/api/o/${ORG}/it/sync`, {})).status).toBe(403);
    expect((await call(outsider.token, 'POST', `/api/o/${ORG}/it/sync`, {})).status).toBe(404);
  }, 90_000);

  it('GET /it/sync/status counts the last day’s runs by state, to members only', async () => {
    const res = await call<{ counts: Record<string, number> }>(
      viewer.token,
      'GET',
      `/api/o/${ORG}/it/sync/status`,
    );
    expect(res.status).toBe(200);
    expect(res.body.data.counts.succeeded).toBeGreaterThan(0);
    expect(res.body.data.counts.queued ?? 0).toBe(0);
    expect((await call(outsider.token, 'GET', `/api/o/${ORG}/it/sync/status`)).status).toBe(404);
  });
});

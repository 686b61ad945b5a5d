import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxArcaAccounts, sandboxRpAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import type PgBoss from 'pg-boss';
import { startBoss } from '../../../jobs/boss';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { inOrg } from '../../../db/tenant';
import { defaultAreaSettings, saveAreaSettings } from '../../../lib/sync/area-settings';
import { startAreaDaily } from '../../../lib/sync/daily';
import { itServerArea } from '../it-server-area';
import { itSyncPortal } from '../sync/it-sync-portal';
import { createRpArcaQueues, startRpArcaWorkers } from './jobs/rp-arca-jobs';

const SEED = 'rp-arca-routes';
const ORG = 'RPAR02';
const [rp] = sandboxRpAccounts({ seed: SEED });
const [ca] = sandboxArcaAccounts({ seed: SEED });

let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
let owner: string;
let viewer: string;
let outsider: string;

type Answer = {
  success: boolean;
  message?: string;
  data?: Record<string, unknown>;
  errors?: { field: string }[];
};

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: unknown) {
  const res = await s.app.inject({ method, url, headers: { authtoken: token }, payload: payload as object });
  return { status: res.statusCode, body: res.json() as Answer, raw: res.body };
}

async function waitFor<T>(fn: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  let value = await fn();
  for (let i = 0; i < 150 && !done(value); i++) {
    await new Promise((r) => setTimeout(r, 200));
    value = await fn();
  }
  return value;
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, port: 0, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  boss = await startBoss(s.ownerUrl, () => {});
  await createRpArcaQueues(boss);
  s.ctx.boss = boss;
  await startRpArcaWorkers(s.ctx, boss, 2);
  owner = (await s.memberOf(ORG)).token;
  viewer = (await s.memberOf(ORG, 'viewer')).token;
  outsider = (await s.memberOf('RPAR03')).token;
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await s.close();
  await sandbox.close();
});

describe('Reply and ARCA logins', () => {
  it('refuses malformed ids and missing passwords with the field, and changes nothing', async () => {
    const badPan = await call('POST', `/api/o/${ORG}/rp/accounts`, owner, { rpPan: 'ABC', password: 'x' });
    expect(badPan.status).toBe(400);
    expect(badPan.body.errors?.[0]?.field).toBe('rpPan');
    const badArca = await call('POST', `/api/o/${ORG}/arca/accounts`, owner, {
      arcaId: 'ARCA12',
      password: 'x',
    });
    expect(badArca.status).toBe(400);
    expect(badArca.raw).toContain('ARCA followed by six digits');
    const noPassword = await call('POST', `/api/o/${ORG}/arca/accounts`, owner, { arcaId: ca!.arcaId });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.errors?.[0]?.field).toBe('password');
    const none = await call('GET', `/api/o/${ORG}/arca/sync/accounts`, owner);
    expect(none.body.data).toEqual([]);
  });

  it('lets viewers change nothing and outsiders see nothing', async () => {
    expect(
      (await call('POST', `/api/o/${ORG}/rp/accounts`, viewer, { rpPan: rp!.rpPan, password: 'x' })).status,
    ).toBe(403);
    expect((await call('POST', `/api/o/${ORG}/rp/sync`, viewer, {})).status).toBe(403);
    expect((await call('GET', `/api/o/${ORG}/rp/sync/accounts`, outsider)).status).toBe(404);
  });

  it('stores the logins, never sends a password back, and lists them with their state', async () => {
    const saved = await call('POST', `/api/o/${ORG}/rp/accounts`, owner, {
      rpPan: rp!.rpPan.toLowerCase(),
      password: rp!.password,
      name: 'Representative One',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ loginId: rp!.rpPan, created: true });
    const arca = await call('POST', `/api/o/${ORG}/arca/accounts`, owner, {
      arcaId: ca!.arcaId,
      password: ca!.password,
    });
    expect(arca.status).toBe(200);
    const list = await call('GET', `/api/o/${ORG}/rp/sync/accounts`, owner);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        key: rp!.rpPan,
        name: 'Representative One',
        loginStatus: 'new',
        lastRun: null,
      }),
    ]);
    expect(list.raw).not.toContain(rp!.password);
    const detail = await call('GET', `/api/o/${ORG}/records/rpAccount/item/${rp!.rpPan}`, owner);
    expect(detail.raw).not.toContain(rp!.password);
    const unknown = await call('PUT', `/api/o/${ORG}/rp/accounts/AAAPA1234A/password`, owner, {
      password: 'x',
    });
    expect(unknown.status).toBe(404);
  });
});

describe('syncs as jobs', () => {
  it('runs the ARCA sync on the queue, shows its progress and the login’s state', async () => {
    const started = await call('POST', `/api/o/${ORG}/arca/sync`, owner, {});
    expect(started.status).toBe(200);
    const { batchId, runIds } = started.body.data as { batchId: string; runIds: string[] };
    expect(runIds).toHaveLength(1);
    const again = await call('POST', `/api/o/${ORG}/arca/sync`, owner, { keys: [ca!.arcaId] });
    expect((again.body.data as { skipped: string[] }).skipped).toEqual([ca!.arcaId]);
    const progress = await waitFor(
      async () => (await call('GET', `/api/o/${ORG}/sync/arca/batches/${batchId}`, owner)).body.data!,
      (p) => p.state === 'done',
    );
    expect(progress.counts).toMatchObject({ succeeded: 1, failed: 0, queued: 0, running: 0 });
    const accounts = await call('GET', `/api/o/${ORG}/arca/sync/accounts`, owner);
    expect(accounts.body.data).toEqual([
      expect.objectContaining({
        key: ca!.arcaId,
        loginStatus: 'ok',
        name: ca!.name,
        lastRun: expect.objectContaining({ status: 'succeeded', batchId }),
      }),
    ]);
    const logs = await call('GET', `/api/o/${ORG}/records/syncLog?portal=arca`, owner);
    expect((logs.body.data as { total: number }).total).toBeGreaterThanOrEqual(1);
  });

  it('refuses a sync of logins the organisation does not have, and of nothing', async () => {
    const unknown = await call('POST', `/api/o/${ORG}/rp/sync`, owner, { keys: ['AAAPA1234A'] });
    expect(unknown.status).toBe(400);
    expect(unknown.raw).toContain('AAAPA1234A');
    const itat = await call('POST', `/api/o/${ORG}/itat/sync`, owner, { searchByPan: false });
    expect(itat.status).toBe(400);
    expect(itat.raw).toContain('import appeals first');
    expect((await call('GET', `/api/o/${ORG}/sync/rp/batches/nope`, owner)).status).toBe(404);
  });

  it('cancels a batch: queued runs end cancelled, and a second cancel is refused', async () => {
    // Stop the workers picking jobs up, so the runs stay queued while the batch is cancelled.
    await boss.offWork('rp-sync-account');
    try {
      const started = await call('POST', `/api/o/${ORG}/rp/sync`, owner, {});
      const { batchId } = started.body.data as { batchId: string };
      const cancelled = await call('POST', `/api/o/${ORG}/sync/rp/batches/${batchId}/cancel`, owner);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data).toMatchObject({ counts: { cancelled: 1, queued: 0 }, state: 'cancelled' });
      expect((await call('POST', `/api/o/${ORG}/sync/rp/batches/${batchId}/cancel`, owner)).status).toBe(409);
      expect((await call('POST', `/api/o/${ORG}/sync/rp/batches/${batchId}/cancel`, viewer)).status).toBe(
        403,
      );
    } finally {
      await startRpArcaWorkers(s.ctx, boss, 1);
    }
  });

  it('starts the daily batches of every portal with logins, started by the daily schedule', async () => {
    // Income tax's daily schedule (the generic area daily) reaches the firm's other income-tax logins.
    const keys = itSyncPortal.modules.map((m) => m.key);
    const on = {
      ...defaultAreaSettings(keys),
      schedule: { ...defaultAreaSettings(keys).schedule, enabled: true },
    };
    for (const org of [ORG, 'RPAR03'])
      await inOrg(s.ctx.db, org, (tx) => saveAreaSettings(tx, org, 'it', on, 'test'));
    expect(await startAreaDaily(s.ctx, itServerArea, 'RPAR03')).toEqual([]);
    const started = await startAreaDaily(s.ctx, itServerArea, ORG);
    // Reply and ARCA; no client PANs (no income-tax batch) and no appeals or client PANs for the ITAT.
    expect(started).toHaveLength(2);
    for (const [portal, batch] of [
      ['rp', started[0]!],
      ['arca', started[1]!],
    ] as const) {
      expect(batch.runIds).toHaveLength(1);
      const progress = await waitFor(
        async () =>
          (await call('GET', `/api/o/${ORG}/sync/${portal}/batches/${batch.batchId}`, owner)).body.data!,
        (p) => p.state === 'done',
      );
      expect(progress.counts).toMatchObject({ succeeded: 1, failed: 0 });
    }
    const by = await s.ctx.pools.owner.query<{ started_by: string }>(
      `SELECT started_by FROM sync_batches WHERE org_id = $1 AND id = ANY($2::uuid[])`,
      [ORG, started.map((b) => b.batchId)],
    );
    expect(by.rows.map((r) => r.started_by)).toEqual(['Daily schedule', 'Daily schedule']);
  });
});

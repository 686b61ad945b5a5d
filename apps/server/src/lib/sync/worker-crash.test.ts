import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { portalEnv } from '../../config-portals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { sandboxItAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { TEST_APP_PASSWORD } from '../../../test/global-setup';
import { startBoss } from '../../jobs/boss';
import { createItPortalClient } from '../../areas/it/connector/it-portal-client';
import { saveItAccount } from '../../areas/it/accounts/it-accounts';
import { syncItAccount } from '../../../test/it-sync';
import { itSyncPortal } from '../../areas/it/sync/it-sync-portal';
import { createSecretBox } from '../crypto/secret-box';
import { createSyncRun } from '../sync-log';
import { startSyncBatch } from './batches';
import { createSyncQueues } from './workers';

/**
 * A worker process killed with SIGKILL in the middle of a batch: another worker started after it
 * takes the dead one's runs up (within about a minute: their hearts stopped) and the batch ends
 * with no run left running, every account's records complete (a sync afterwards finds nothing
 * new) and none twice.
 */
const ORG = 'CRASH1';
const SEED = 'worker-crash';
const KEY = randomBytes(32);
const accounts = sandboxItAccounts({ seed: SEED, accountCount: 12 })
  .filter((a) => a.behaviour === 'normal')
  .slice(0, 6);
const MAIN = resolve(import.meta.dirname, '../../main.ts');

let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
const children: ChildProcess[] = [];

/** A worker process of TaxDesk on the test's database, answering once its workers run. */
async function startWorker(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: s.ownerUrl,
      APP_DB_PASSWORD: TEST_APP_PASSWORD,
      ENCRYPTION_KEY: KEY.toString('base64'),
      ...portalEnv(sandbox.portals),
      ROLE: 'worker',
      SEED_DEMO: 'no',
      SYNC_CONCURRENCY: '2',
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'taxdesk-worker-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error('the worker did not start')), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Job workers running')) {
        clearTimeout(timer);
        ready();
      }
    });
    child.on('exit', (code) => fail(new Error(`the worker exited (${code})`)));
  });
  return child;
}

const runs = async () =>
  (
    await s.ctx.pools.owner.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM records WHERE org_id = $1 AND type = 'syncLog' GROUP BY status`,
      [ORG],
    )
  ).rows;

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 500));
  }
}

beforeAll(async () => {
  // Slow answers keep runs in flight long enough to kill the worker in the middle of them.
  sandbox = await startSandbox({
    seed: SEED,
    accountCount: 12,
    port: 0,
    rateLimitPerSecond: 0,
    delayMs: 40,
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
  s = await createTestServer({ portals: sandbox.portals, box: createSecretBox(KEY) });
  const owner = await s.memberOf(ORG, 'owner');
  const tenant = { orgId: ORG, userId: owner.userId, role: 'owner' as const };
  for (const a of accounts)
    await saveItAccount(s.ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, [itSyncPortal]);
  s.ctx.boss = boss;
}, 120_000);

afterAll(async () => {
  for (const c of children) c.kill('SIGKILL');
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
  await sandbox?.close();
});

describe('a worker killed mid-batch', () => {
  it('leaves no run running: another worker takes them up and every record arrives once', async () => {
    const first = await startWorker();
    const batch = await startSyncBatch(s.ctx, ORG, itSyncPortal, {
      accounts: accounts.map((a) => ({ accountKey: a.pan })),
      modules: itSyncPortal.modules.map((m) => m.key),
      trigger: 'manual',
      startedBy: 'test',
    });
    // Kill it while runs are in flight (and before the batch is over).
    await until(runs, (r) => r.some((x) => x.status === 'running'), 60_000);
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const atKill = await runs();
    expect(atKill.find((x) => x.status === 'running')?.n ?? 0).toBeGreaterThan(0);

    await startWorker();
    const after = await until(
      runs,
      (r) => !r.some((x) => x.status === 'running' || x.status === 'queued'),
      // Generous: on a loaded machine a run the new worker finds failing waits out the queue's
      // retry delays (20 s, then 40 s, ...) before it succeeds.
      330_000,
    );
    expect(after.filter((x) => x.status === 'running' || x.status === 'queued')).toEqual([]);
    expect(after.find((x) => x.status === 'succeeded')?.n).toBe(batch.runIds.length);

    // Complete: a sync of every account now finds nothing new and changes nothing.
    const portal = createItPortalClient(sandbox.portals.it);
    for (const a of accounts) {
      const runId = await createSyncRun(s.ctx.db, ORG, {
        portal: 'it',
        accountKey: a.pan,
        startedBy: 'check',
        modules: 'all',
      });
      const outcome = await syncItAccount(s.ctx, portal, { orgId: ORG, pan: a.pan, runId });
      expect(outcome).toMatchObject({ status: 'succeeded', newCount: 0 });
    }
  }, 560_000);
});

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxItAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createSecretBox, parseKey } from '../src/lib/crypto/secret-box';
import { saveItAccount } from '../src/areas/it/accounts/it-accounts';
import { TEST_APP_PASSWORD } from './global-setup';
import { createTestServer, type TestServer } from './harness';
import {
  alertRoundsPerMinute,
  allEnded,
  askBothForBatch,
  cluster,
  queryOf,
  runsOf,
  scheduleDailySync,
  scheduledBatches,
  scheduledRunStatuses,
  sharedDataDir,
  succeededRuns,
  watchRunsTwiceAtOnce,
} from './many-processes-scenario';
import { sandboxHoldings, storedHoldings } from './sandbox-holdings';
import { until } from './taxdesk-process';

/**
 * TaxDesk on more than one machine: two API processes (ROLE=api) and two worker processes
 * (ROLE=worker) on one PostgreSQL. Both APIs are asked for the same batch at the same moment; one
 * worker is stopped in the middle of it. No account is ever synced twice at once, every run ends
 * succeeded, every record is held once as the sandbox has it; the daily schedule starts its batch
 * once and each alert round runs once, however many workers watch the clock.
 * (`bench/many-processes.ts` runs the same with hundreds of accounts.)
 */
const ORG = 'MANY01';
const DAILY_ORG = 'MANY02';
const SEED = 'many-processes';
const KEY = randomBytes(32).toString('base64');
const all = sandboxItAccounts({ seed: SEED, accountCount: 30 }).filter((a) => a.behaviour === 'normal');
const accounts = all.slice(0, 16);
const dailyAccounts = all.slice(16, 18);

let sandbox: StartedSandbox;
let s: TestServer;
let dataDir: string;
let processes: ReturnType<typeof cluster>;
const members: Record<string, { email: string; password: string }> = {};

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: SEED,
    accountCount: 30,
    port: 0,
    rateLimitPerSecond: 0,
    delayMs: 30,
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
  s = await createTestServer({ portals: sandbox.portals, box: createSecretBox(parseKey(KEY)) });
  for (const [orgId, list] of [
    [ORG, accounts],
    [DAILY_ORG, dailyAccounts],
  ] as const) {
    const owner = await s.memberOf(orgId, 'owner');
    members[orgId] = { email: owner.email, password: 'test-password' };
    const tenant = { orgId, userId: owner.userId, role: 'owner' as const };
    for (const a of list)
      await saveItAccount(s.ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
  }
  dataDir = sharedDataDir(KEY);
  processes = cluster({
    ownerUrl: s.ownerUrl,
    appDbPassword: TEST_APP_PASSWORD,
    dataDir,
    portals: sandbox.portals,
    concurrency: 3,
  });
}, 120_000);

afterAll(async () => {
  await processes?.stopAll();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await s?.close();
  await sandbox?.close();
});

describe('two API and two worker processes on one database', () => {
  it('run a batch asked of both APIs at once, lose no run when a worker stops, and fire each schedule once', async () => {
    const q = queryOf(s.ctx.pools.owner);
    // All four start at once: their queue set-up must not trip over each other.
    const [api1, api2, worker1] = await Promise.all([
      processes.start('api'),
      processes.start('api'),
      processes.start('worker'),
      processes.start('worker'),
    ]);
    const apis = [api1!, api2!] as const;

    // The daily schedule of the second organisation, at the start of a minute at least a minute away.
    const { at, read, saved } = await scheduleDailySync(apis, members[DAILY_ORG]!, DAILY_ORG);
    expect(read).toBe(200);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // Both APIs asked for the same accounts at the same moment.
    const answers = await askBothForBatch(
      apis,
      members[ORG]!,
      ORG,
      accounts.map((a) => a.pan),
    );
    const started = answers.filter((a) => a.status === 200);
    expect(started.length, JSON.stringify(answers.map((a) => a.body))).toBeGreaterThan(0);

    // Watch: never two runs of one account at once.
    const watch = watchRunsTwiceAtOnce(q, ORG);

    // One worker stops (an orderly stop, as a rolling deploy does) while runs are in flight.
    await until(
      () => succeededRuns(q, ORG),
      (n) => n >= 2,
      90_000,
      100,
    );
    await worker1!.stop();
    const runs = await until(() => runsOf(q, ORG), allEnded, 180_000, 500);
    expect(await watch.stop()).toEqual([]);
    // One run per account (the second request found them all busy), each succeeded.
    expect(runs.map((r) => r.account_key).sort()).toEqual(accounts.map((a) => a.pan).sort());
    expect(runs.filter((r) => r.status !== 'succeeded')).toEqual([]);
    for (const a of accounts) {
      const [held, stored] = await Promise.all([
        sandboxHoldings(sandbox.url, a.pan),
        storedHoldings(s.ctx.pools.owner, ORG, a.pan),
      ]);
      expect({ pan: a.pan, ...stored }).toEqual({ pan: a.pan, ...held, duplicates: 0 });
    }

    // The daily slot fires once: one batch per portal the area starts (income tax also starts the
    // ITAT search by PAN), none twice, its runs done by the workers left.
    const daily = () => scheduledBatches(q, DAILY_ORG);
    const fired = await until(
      daily,
      (r) => r.some((x) => x.portal === 'it'),
      Math.max(0, at.getTime() - Date.now()) + 150_000,
      1000,
    );
    expect(fired.find((r) => r.portal === 'it')?.n).toBe(1);
    // Past another round of every process's clock check, still once each.
    await new Promise((r) => setTimeout(r, 35_000));
    const after = await daily();
    expect(after.filter((r) => r.n !== 1)).toEqual([]);
    expect(after.find((r) => r.portal === 'it')?.n).toBe(1);
    const dailyRuns = await until(
      () => scheduledRunStatuses(q, DAILY_ORG),
      (r) => r.length === dailyAccounts.length && r.every((x) => x.status === 'succeeded'),
      90_000,
      500,
    );
    expect(dailyRuns.map((r) => r.status)).toEqual(dailyAccounts.map(() => 'succeeded'));

    // Alert rounds (every minute here): one job per minute, whatever the number of workers.
    const rounds = await alertRoundsPerMinute(q);
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds.filter((r) => r.n > 1)).toEqual([]);
  }, 540_000);
});

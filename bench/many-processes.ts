/**
 * Issue 12's scale-out at size: two API processes (ROLE=api) and two worker processes
 * (ROLE=worker) on one PostgreSQL run an income-tax batch of hundreds of accounts and the daily
 * schedule, and one worker is killed (SIGKILL) mid-batch. The scenario and its watches are
 * `apps/server/test/many-processes-scenario.ts`, which `many-processes.test.ts` runs with 16
 * accounts. Reports the batch's wall time, the accounts each worker signed in (each worker reaches
 * the sandbox through a counting proxy of its own), records held twice, accounts with two runs
 * open at once, the scheduled batches and alert rounds fired, and the runs lost.
 * `SYNC_CONCURRENCY=4 node --import tsx bench/many-processes.ts [accounts=500] [delayMs=30]`
 * `BENCH_KILL_AT` (share of the runs ended, default 0.5) sets when the worker is killed;
 * `BENCH_MAX_SECONDS` ends the wait early (a loaded machine) and reports the runs ended by then.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { sandboxItAccounts, startSandbox } from '@taxdesk/sandbox';
import { createSecretBox, parseKey } from '../apps/server/src/lib/crypto/secret-box';
import { addMember, createOrg, ensureLocalUser } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { saveItAccount } from '../apps/server/src/areas/it/accounts/it-accounts';
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
  watchRunsTwiceAtOnce,
} from '../apps/server/test/many-processes-scenario';
import { sandboxHoldings, storedHoldings } from '../apps/server/test/sandbox-holdings';
import { until } from '../apps/server/test/taxdesk-process';
import { APP_PASSWORD, benchContext, benchDatabase, report } from './support';

const ACCOUNTS = Number(process.argv[2] ?? 500);
const DELAY_MS = Number(process.argv[3] ?? 30);
const CONCURRENCY = Number(process.env.SYNC_CONCURRENCY ?? 4);
/** The share of the batch's runs ended when the first worker is killed. */
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? 0.5);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 0);
const ORG = 'MANYB1';
const DAILY_ORG = 'MANYB2';
const SEED = 'many-processes-bench';
const KEY = randomBytes(32).toString('base64');
const PASSWORD = 'bench-password';

/**
 * The sandbox's income-tax clients: enough that `ACCOUNTS` + 2 of them sign in normally (one in
 * five of a sandbox's accounts is locked, OTP-only, flaky or slow on purpose; those would measure
 * their failures, not the scale-out).
 */
const SANDBOX_ACCOUNTS = Math.ceil((ACCOUNTS + 2) / 0.8) + 5;

/**
 * A worker's own way to the sandbox: forwards every request and notes the PANs signing in (the
 * e-filing login's second step), so the accounts each worker ran can be told apart.
 */
function countingProxy(target: URL): Promise<{ url: string; pans: Set<string>; close(): void }> {
  const pans = new Set<string>();
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    if (req.headers.sn === 'loginService') {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        try {
          const entity = (JSON.parse(body) as { entity?: unknown }).entity;
          if (typeof entity === 'string') pans.add(entity.trim().toUpperCase());
        } catch {
          // Not JSON: the sandbox answers it 400, and no one signed in.
        }
      });
    }
    req.pipe(upstream);
  });
  return new Promise((ready) =>
    server.listen(0, '127.0.0.1', () =>
      ready({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        pans,
        close: () => server.close(),
      }),
    ),
  );
}

async function main(): Promise<void> {
  const normal = sandboxItAccounts({ seed: SEED, accountCount: SANDBOX_ACCOUNTS }).filter(
    (a) => a.behaviour === 'normal',
  );
  if (normal.length < ACCOUNTS + 2) throw new Error(`only ${normal.length} normal sandbox accounts`);
  const accounts = normal.slice(0, ACCOUNTS);
  const dailyAccounts = normal.slice(ACCOUNTS, ACCOUNTS + 2);

  const db = await benchDatabase('taxdesk_bench_many_processes');
  const sandbox = await startSandbox({
    seed: SEED,
    accountCount: SANDBOX_ACCOUNTS,
    port: 0,
    rateLimitPerSecond: 0,
    delayMs: DELAY_MS,
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
  const proxies = [
    await countingProxy(new URL(sandbox.portals.it)),
    await countingProxy(new URL(sandbox.portals.it)),
  ];
  const ctx = benchContext(db.ownerUrl, {
    portals: sandbox.portals,
    box: createSecretBox(parseKey(KEY)),
  });
  const q = queryOf(ctx.pools.owner);
  const dataDir = sharedDataDir(KEY);
  const processes = cluster({
    ownerUrl: db.ownerUrl,
    appDbPassword: APP_PASSWORD,
    dataDir,
    portals: (role, index) =>
      role === 'worker' ? { ...sandbox.portals, it: proxies[index]!.url } : sandbox.portals,
    concurrency: CONCURRENCY,
  });
  const members: Record<string, { email: string; password: string }> = {};
  try {
    for (const [orgId, list] of [
      [ORG, accounts],
      [DAILY_ORG, dailyAccounts],
    ] as const) {
      await createOrg(ctx.db, { id: orgId, name: `Scale-out ${orgId}`, ...fullLicence(new Date(), 365) });
      const email = `${orgId.toLowerCase()}@example.com`;
      const userId = await ensureLocalUser(ctx.db, { email, password: PASSWORD, name: 'Bench' });
      await addMember(ctx.db, orgId, userId, 'owner');
      members[orgId] = { email, password: PASSWORD };
      const tenant = { orgId, userId, role: 'owner' as const };
      for (const a of list)
        await saveItAccount(ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
    }

    const [api1, api2, worker1, worker2] = await Promise.all([
      processes.start('api'),
      processes.start('api'),
      processes.start('worker'),
      processes.start('worker'),
    ]);
    const apis = [api1!, api2!] as const;
    const schedule = await scheduleDailySync(apis, members[DAILY_ORG]!, DAILY_ORG);
    if (schedule.saved.status !== 200)
      throw new Error(`schedule not saved: ${JSON.stringify(schedule.saved)}`);

    const t0 = performance.now();
    const answers = await askBothForBatch(
      apis,
      members[ORG]!,
      ORG,
      accounts.map((a) => a.pan),
    );
    if (!answers.some((a) => a.status === 200)) throw new Error(`no batch: ${JSON.stringify(answers)}`);
    const watch = watchRunsTwiceAtOnce(q, ORG);

    const endedCount = () =>
      runsOf(q, ORG).then(
        (runs) => runs.filter((r) => r.status !== 'queued' && r.status !== 'running').length,
      );
    const killAt = Math.floor(ACCOUNTS * KILL_AT);
    await until(endedCount, (n) => n >= killAt, 4 * 3600_000, 1000);
    const killedAfter = (performance.now() - t0) / 1000;
    const running = (await runsOf(q, ORG)).filter((r) => r.status === 'running').map((r) => r.account_key);
    // The killed worker's runs in flight: those signed in through its proxy.
    const runningAtKill = running.filter((pan) => proxies[0]!.pans.has(pan));
    const inFlight = runningAtKill.length;
    await worker1!.kill();
    const signedInBeforeKill = new Set(proxies[0]!.pans);
    let nextProgress = performance.now() + 60_000;
    const deadline = MAX_SECONDS > 0 ? t0 + MAX_SECONDS * 1000 : Infinity;
    const runs = await until(
      async () => {
        const rows = await runsOf(q, ORG);
        if (performance.now() >= nextProgress) {
          nextProgress += 60_000;
          const ended = rows.filter((r) => r.status !== 'queued' && r.status !== 'running').length;
          console.error(`${((performance.now() - t0) / 1000).toFixed(0)} s: ${ended}/${ACCOUNTS} runs ended`);
        }
        return rows;
      },
      (rows) => allEnded(rows) || performance.now() >= deadline,
      4 * 3600_000,
      1000,
    );
    const seconds = (performance.now() - t0) / 1000;
    const partial = !allEnded(runs);
    const twice = await watch.stop();

    // Lost: an account with no run, or a run that ended other than succeeded (every account here
    // signs in); when stopped early, runs still queued or running are not counted as lost.
    const byAccount = new Map<string, string[]>();
    for (const r of runs) byAccount.set(r.account_key, [...(byAccount.get(r.account_key) ?? []), r.status]);
    const open = (statuses: string[]) => statuses.some((x) => x === 'queued' || x === 'running');
    const lost = accounts.filter((a) => {
      const statuses = byAccount.get(a.pan) ?? [];
      return !statuses.includes('succeeded') && !(partial && open(statuses));
    });
    // The runs the killed worker had in flight: taken up again by the worker left.
    const takenOver = runningAtKill.filter((pan) => (byAccount.get(pan) ?? []).includes('succeeded')).length;
    const runsTwice = [...byAccount.values()].filter((s) => s.length > 1).length;
    const statuses: Record<string, number> = {};
    for (const r of runs) statuses[r.status] = (statuses[r.status] ?? 0) + 1;

    let duplicates = 0;
    let differing = 0;
    for (const a of accounts) {
      if (!(byAccount.get(a.pan) ?? []).includes('succeeded')) continue;
      const [held, stored] = await Promise.all([
        sandboxHoldings(sandbox.url, a.pan),
        storedHoldings(ctx.pools.owner, ORG, a.pan),
      ]);
      duplicates += stored.duplicates;
      if (!isDeepStrictEqual({ ...held, duplicates: 0 }, stored)) differing++;
    }

    const fired = await until(
      () => scheduledBatches(q, DAILY_ORG),
      (r) => r.some((x) => x.portal === 'it'),
      Math.max(0, schedule.at.getTime() - Date.now()) + 150_000,
      1000,
    );
    // Past another round of every process's clock check, still once each.
    await new Promise((r) => setTimeout(r, 35_000));
    const firedAfter = await scheduledBatches(q, DAILY_ORG);
    const dailyRuns = await until(
      () => scheduledRunStatuses(q, DAILY_ORG),
      (r) => r.length === dailyAccounts.length && r.every((x) => x.status === 'succeeded'),
      300_000,
      1000,
    );
    const rounds = await alertRoundsPerMinute(q);

    const inBatch = new Set(accounts.map((a) => a.pan));
    const [w1, w2] = proxies.map((p) => new Set([...p.pans].filter((pan) => inBatch.has(pan))));
    const both = [...w1!].filter((pan) => w2!.has(pan)).length;
    const data = {
      accounts: ACCOUNTS,
      sandboxAccounts: SANDBOX_ACCOUNTS,
      delayMs: DELAY_MS,
      concurrency: CONCURRENCY,
      seconds,
      partial,
      runsEnded: runs.filter((r) => r.status !== 'queued' && r.status !== 'running').length,
      accountsPerSecond: runs.filter((r) => r.status === 'succeeded').length / seconds,
      killedAfterSeconds: killedAfter,
      runsInFlightAtKill: inFlight,
      inFlightAtKillSucceededLater: takenOver,
      signedInByWorker1BeforeKill: [...signedInBeforeKill].filter((pan) => inBatch.has(pan)).length,
      signedInByWorker: [w1!.size, w2!.size],
      signedInByBoth: both,
      runStatuses: statuses,
      accountsWithMoreThanOneRun: runsTwice,
      accountsTwiceAtOnce: twice.length,
      duplicateRecords: duplicates,
      accountsDifferingFromSandbox: differing,
      scheduledBatches: firedAfter,
      scheduledBatchesAtFirstLook: fired,
      scheduledRuns: dailyRuns.map((r) => r.status),
      alertMinutes: rounds.length,
      alertRoundsMaxPerMinute: Math.max(0, ...rounds.map((r) => r.n)),
      lostRuns: lost.length,
      worker2Alive: worker2!.child.exitCode === null,
    };
    const itBatches = firedAfter.find((r) => r.portal === 'it')?.n ?? 0;
    const lines = [
      `Two API + two worker processes, ${ACCOUNTS} income-tax accounts (of a sandbox of ${SANDBOX_ACCOUNTS}), ` +
        `${CONCURRENCY} syncs per worker, answer delay ${DELAY_MS} ms; worker 1 killed (SIGKILL) at ${killAt} runs ended`,
      '| measure | value |',
      '|---|---|',
      `| batch wall time | ${seconds.toFixed(0)} s${partial ? ` (stopped early: ${data.runsEnded} of ${ACCOUNTS} runs ended)` : ''} (${data.accountsPerSecond.toFixed(2)} accounts/s); worker 1 killed after ${killedAfter.toFixed(0)} s with ${inFlight} of its runs in flight (${running.length} in all), ${takenOver} of them since succeeded |`,
      `| accounts signed in by worker 1 / worker 2 (both: taken over after the kill) | ${w1!.size} / ${w2!.size} (${both}) |`,
      `| runs by outcome | ${Object.entries(statuses)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} |`,
      `| records held twice | ${duplicates} (accounts differing from the sandbox: ${differing}) |`,
      `| accounts synced twice at once | ${twice.length} |`,
      `| scheduled batches fired (income tax) | ${itBatches} (all portals: ${firedAfter.map((r) => `${r.portal} ${r.n}`).join(', ')}); its runs: ${dailyRuns.map((r) => r.status).join(', ')} |`,
      `| alert rounds | ${rounds.length} minutes, at most ${data.alertRoundsMaxPerMinute} a minute |`,
      `| lost runs | ${lost.length} |`,
    ];
    report('many-processes', lines, data);
  } finally {
    await processes.stopAll();
    for (const p of proxies) p.close();
    rmSync(dataDir, { recursive: true, force: true });
    await ctx.pools.close();
    await sandbox.close();
    await db.stop();
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

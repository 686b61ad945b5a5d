/**
 * One portal's sync end to end, with the sandbox in a process of its own so its CPU stays out of
 * the measurement: the area's sandbox logins seeded as the demo seeds them, one batch of every
 * account with every module, `SYNC_CONCURRENCY` workers in this process on the real queue.
 * Reports accounts/s, portal calls/s, this process's CPU and PostgreSQL's per account, the share
 * of the runs' time inside portal calls, the rate-limited answers, and our CPU against the runs'
 * time (the rest is waiting: on the portal's answers, on its rate limit, or for a busy core).
 * `SYNC_CONCURRENCY=4 node --import tsx bench/sync-portal.ts <portal=it> [accounts=50] [delayMs=50]`
 * (`accounts` sets the sandbox's income-tax clients, its GST logins for `gst` and its deductors for
 * `traces` and `tds`, at least the fixed 12 and 10, generated past those; the other portals have
 * the sandbox's fixed sets). A progress line every 30 s goes to stderr; `BENCH_MAX_SECONDS` ends
 * the wait early and reports the runs ended by then (marked as a part of the batch).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { sandboxGstAccounts, sandboxItAccounts, sandboxTdsAccounts } from '@taxdesk/sandbox';
import { SERVER_AREAS } from '../apps/server/src/areas';
import type { PortalUrls } from '../apps/server/src/config-portals';
import { seedGstLogins } from '../apps/server/src/areas/gst/gst-demo';
import { seedTdsLogins } from '../apps/server/src/areas/tds/tds-server-area';
import { inOrg } from '../apps/server/src/db/tenant';
import { startBoss } from '../apps/server/src/jobs/boss';
import { addMember, createOrg, ensureLocalUser } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { PORTAL_CALLS_PER_SECOND } from '../apps/server/src/lib/portal/portal-pace';
import { allAccountKeys } from '../apps/server/src/lib/sync/accounts';
import { startSyncBatch } from '../apps/server/src/lib/sync/batches';
import { createSyncQueues, startSyncWorkers } from '../apps/server/src/lib/sync/workers';
import { benchContext, benchDatabase, report } from './support';

const PORTAL = process.argv[2] ?? 'it';
const ACCOUNTS = Number(process.argv[3] ?? 50);
const DELAY_MS = Number(process.argv[4] ?? 50);
const CONCURRENCY = Number(process.env.SYNC_CONCURRENCY ?? 4);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 0);
const ORG = 'BPORT1';
const SEED = 'taxdesk';
/** Which of the sandbox's login sets `accounts` sizes. */
const SIZED: 'gst' | 'tds' | 'it' =
  PORTAL === 'gst' ? 'gst' : PORTAL === 'tds' || PORTAL === 'traces' ? 'tds' : 'it';
const IT_ACCOUNTS = SIZED === 'it' ? ACCOUNTS : 20;

/** The sandbox as its own process (`apps/sandbox/src/main.ts`): answers its address once it listens. */
function startSandboxProcess(): Promise<{ url: string; portals: PortalUrls; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/sandbox/src/main.ts'], {
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      SANDBOX_SEED: SEED,
      SANDBOX_DELAY_MS: String(DELAY_MS),
      SANDBOX_ACCOUNTS: String(IT_ACCOUNTS),
      ...(SIZED === 'gst' ? { SANDBOX_GST_ACCOUNTS: String(ACCOUNTS) } : {}),
      ...(SIZED === 'tds' ? { SANDBOX_TDS_ACCOUNTS: String(ACCOUNTS) } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening at (http:\/\/\S+)/.exec(out);
      // Each portal plays on an origin of its own: the sandbox tells them at its control.
      if (m)
        void fetch(`${m[1]!}/__sandbox/portals`)
          .then(async (res) => ((await res.json()) as { portals: PortalUrls }).portals)
          .then((portals) => resolve({ url: m[1]!, portals, child }), reject);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited (${code}) before listening: ${out}`)));
  });
}

/** CPU seconds (user + system) of processes, from /proc (Linux): PostgreSQL's backends here. */
function cpuSeconds(pids: readonly number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The backend ended: its CPU is lost to the count (the pools keep theirs open).
    }
  }
  return ticks / 100;
}

async function main(): Promise<void> {
  const area = SERVER_AREAS.find((a) => a.portals.some((p) => p.key === PORTAL));
  const portal = area?.portals.find((p) => p.key === PORTAL);
  if (!area || !portal || !area.seedDemo) {
    const keys = SERVER_AREAS.flatMap((a) => (a.seedDemo ? a.portals.map((p) => p.key) : []));
    throw new Error(`No portal ${PORTAL} with sandbox logins; one of ${keys.join(', ')}`);
  }
  const db = await benchDatabase('taxdesk_bench_sync_portal');
  const sandbox = await startSandboxProcess();
  const itAccounts = sandboxItAccounts({ seed: SEED, accountCount: IT_ACCOUNTS });
  const ctx = benchContext(db.ownerUrl, {
    portals: sandbox.portals,
    sandboxItAccounts: () => itAccounts,
  });
  ctx.config.CAPTCHA_SOLVER_URL = `${sandbox.url}/solver/captcha`;

  // Every portal call this process makes (the sandbox's own control paths aside), and the time inside them.
  const calls = { total: 0, waitingMs: 0, limited: 0 };
  const portalOrigins = new Set(Object.values(sandbox.portals).map((u) => new URL(u).origin));
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const origin = new URL(url).origin;
    if (!portalOrigins.has(origin)) return realFetch(input, init);
    const t = performance.now();
    try {
      const res = await realFetch(input, init);
      // The portal's rate limit: the client backs off before trying again.
      if (res.status === 429) calls.limited++;
      return res;
    } finally {
      calls.total++;
      calls.waitingMs += performance.now() - t;
    }
  };

  const boss = await startBoss(db.ownerUrl, () => {});
  try {
    await createSyncQueues(boss, [portal]);
    ctx.boss = boss;
    await createOrg(ctx.db, { id: ORG, name: 'Portal bench', ...fullLicence(new Date(), 365) });
    const userId = await ensureLocalUser(ctx.db, {
      email: 'portal-bench@example.com',
      password: 'bench-password',
      name: 'Bench',
    });
    await addMember(ctx.db, ORG, userId, 'owner');
    // The sized set is seeded as the demo seeds its fixed one; other areas as the demo does.
    if (SIZED === 'gst') await seedGstLogins(ctx, ORG, sandboxGstAccounts({ seed: SEED, count: ACCOUNTS }));
    else if (SIZED === 'tds')
      await seedTdsLogins(ctx, ORG, sandboxTdsAccounts({ seed: SEED, count: ACCOUNTS }));
    else await area.seedDemo(ctx, { orgId: ORG, userId });
    const keys = await inOrg(ctx.db, ORG, (tx) => allAccountKeys(tx, ORG, portal));

    await startSyncWorkers(ctx, boss, [portal], () => CONCURRENCY);
    const pids = async () =>
      (
        await ctx.pools.owner.query<{ pid: number }>(
          'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
        )
      ).rows.map((r) => r.pid);
    const pgPids = await pids();
    const pg0 = cpuSeconds(pgPids);
    const cpu0 = process.cpuUsage();
    const calls0 = { ...calls };
    const t0 = performance.now();
    const started = await startSyncBatch(ctx, ORG, portal, {
      accounts: keys.map((accountKey) => ({ accountKey })),
      modules: portal.modules.map((m) => m.key),
      trigger: 'manual',
      startedBy: 'bench',
    });
    const batchId = started.batchId!;
    let nextProgress = performance.now() + 30_000;
    let partial = false;
    for (;;) {
      const open = await ctx.pools.owner.query<{ n: number; ended: number }>(
        `SELECT count(*) FILTER (WHERE status IN ('queued', 'running'))::int AS n,
                count(*) FILTER (WHERE status NOT IN ('queued', 'running'))::int AS ended
           FROM records WHERE org_id = $1 AND type = 'syncLog' AND data->>'batchId' = $2`,
        [ORG, batchId],
      );
      if (open.rows[0]!.n === 0) break;
      if (MAX_SECONDS > 0 && performance.now() - t0 >= MAX_SECONDS * 1000) {
        partial = true;
        break;
      }
      if (performance.now() >= nextProgress) {
        // A long run (hundreds of accounts) shows its pace as it goes.
        nextProgress += 30_000;
        const s = (performance.now() - t0) / 1000;
        const { ended } = open.rows[0]!;
        const used = process.cpuUsage(cpu0);
        console.error(
          `${s.toFixed(0)} s: ${ended}/${keys.length} runs ended (${(ended / s).toFixed(2)}/s), ` +
            `${calls.total - calls0.total} portal calls (${((calls.total - calls0.total) / s).toFixed(1)}/s, ` +
            `${calls.limited - calls0.limited} limited), Node CPU ${((used.user + used.system) / 1000 / Math.max(1, ended)).toFixed(0)} ms a run ended`,
        );
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    const seconds = (performance.now() - t0) / 1000;
    const cpu = process.cpuUsage(cpu0);
    const allPids = [...new Set([...pgPids, ...(await pids())])];
    const pgSeconds = cpuSeconds(allPids) - pg0;
    const portalCalls = calls.total - calls0.total;
    const waitingMs = calls.waitingMs - calls0.waitingMs;
    const limited = calls.limited - calls0.limited;

    const runs = await ctx.pools.owner.query<{
      status: string;
      n: number;
      ms: number;
      limited: number;
      calls: number;
    }>(
      `SELECT status, count(*)::int AS n, coalesce(sum((data->>'durationMs')::int), 0)::int AS ms,
              coalesce(sum((data->>'rateLimitedCount')::int), 0)::int AS limited,
              coalesce(sum((data->>'portalCallCount')::int), 0)::int AS calls
       FROM records WHERE org_id = $1 AND type = 'syncLog' AND data->>'batchId' = $2 GROUP BY status ORDER BY status`,
      [ORG, batchId],
    );
    // Runs still open (only when stopped early) count neither as done nor in the run time; the
    // calls they made so far stay in the count, a few runs' worth against hundreds.
    const ended = runs.rows.filter((r) => r.status !== 'queued' && r.status !== 'running');
    const runMs = ended.reduce((s, r) => s + r.ms, 0);
    const done = ended.reduce((s, r) => s + r.n, 0);
    // The 429s the runs logged themselves (what a user sees on each run), beside this process's count.
    const runsLimited = runs.rows.reduce((s, r) => s + r.limited, 0);
    // A session's pace while its run runs: the ended runs' own calls (each run logs its count) over
    // their run time, against the portal's allowance a session (a run is one session). Runs still
    // open when the bench stops early count in neither.
    const runCalls = ended.reduce((s, r) => s + r.calls, 0);
    const perSession = runMs ? runCalls / (runMs / 1000) : 0;
    const nodeCpuMs = (cpu.user + cpu.system) / 1000;
    const data = {
      portal: PORTAL,
      accounts: keys.length,
      partial,
      ended: done,
      modules: portal.modules.length,
      delayMs: DELAY_MS,
      concurrency: CONCURRENCY,
      seconds,
      accountsPerSecond: done / seconds,
      portalCalls,
      callsPerSecond: portalCalls / seconds,
      nodeCpuMsPerAccount: nodeCpuMs / done,
      postgresCpuMsPerAccount: (pgSeconds * 1000) / done,
      waitingShare: runMs ? waitingMs / runMs : 0,
      rateLimited: limited,
      rateLimitedOnRuns: runsLimited,
      callsPerSessionSecond: perSession,
      allowedPerSessionSecond: PORTAL_CALLS_PER_SECOND,
      ourCpuShare: runMs ? (nodeCpuMs + pgSeconds * 1000) / runMs : 0,
      runs: Object.fromEntries(runs.rows.map((r) => [r.status, r.n])),
      load: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    };
    const lines = [
      `Sync of portal ${PORTAL}: ${keys.length} accounts, ${portal.modules.length} modules, answer delay ${DELAY_MS} ms, ${CONCURRENCY} workers, sandbox in its own process (load ${data.load})`,
      '| measure | value |',
      '|---|---|',
      `| wall time | ${seconds.toFixed(1)} s${partial ? ` (stopped early: ${done} of ${keys.length} runs ended)` : ''} |`,
      `| accounts per second | ${data.accountsPerSecond.toFixed(2)} |`,
      `| portal calls (per second) | ${portalCalls} (${data.callsPerSecond.toFixed(1)}) |`,
      `| server CPU per account: Node / PostgreSQL | ${data.nodeCpuMsPerAccount.toFixed(0)} / ${data.postgresCpuMsPerAccount.toFixed(0)} ms |`,
      `| share of run time inside portal calls | ${(data.waitingShare * 100).toFixed(1)}% |`,
      `| rate-limited answers (429), each followed by the client's back-off | ${limited} (on the runs' logs: ${runsLimited}) |`,
      `| a session's calls per second while its run runs / the portal's allowance | ${perSession.toFixed(2)} / ${PORTAL_CALLS_PER_SECOND} (${((perSession / PORTAL_CALLS_PER_SECOND) * 100).toFixed(0)}%) |`,
      `| our CPU (this process + PostgreSQL) / run time | ${(data.ourCpuShare * 100).toFixed(1)}% |`,
      `| so waiting (portal answers, its rate limit, the machine's run queue) | ${(100 - data.ourCpuShare * 100).toFixed(1)}% |`,
      `| runs by outcome | ${runs.rows.map((r) => `${r.status} ${r.n}`).join(', ')} |`,
    ];
    report(`sync-portal-${PORTAL}`, lines, data);
  } finally {
    globalThis.fetch = realFetch;
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
    await ctx.pools.close();
    sandbox.child.kill('SIGTERM');
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

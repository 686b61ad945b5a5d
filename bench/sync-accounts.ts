/**
 * Sync of many sandbox accounts with every module, end to end: one batch started as the API
 * starts it, the real pg-boss queue and SYNC_CONCURRENCY workers in this process, the sandbox
 * portal answering after its delay (and throttling each session to its default 10 calls/s).
 * Reports seconds from start to the last run's end, accounts per second, portal calls per second.
 * `SYNC_CONCURRENCY=4 node --import tsx bench/sync-accounts.ts [accounts=500] [delayMs=50]`
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sandboxItAccounts, startSandbox } from '@taxdesk/sandbox';
import { startBoss } from '../apps/server/src/jobs/boss';
import { addMember, createOrg, ensureLocalUser } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { saveItAccount } from '../apps/server/src/areas/it/accounts/it-accounts';
import { itSyncPortal } from '../apps/server/src/areas/it/sync/it-sync-portal';
import { startSyncBatch } from '../apps/server/src/lib/sync/batches';
import { createSyncQueues, startSyncWorkers } from '../apps/server/src/lib/sync/workers';
import { benchContext, benchDatabase, buildApp, report } from './support';

const ACCOUNTS = Number(process.argv[2] ?? 500);
const DELAY_MS = Number(process.argv[3] ?? 50);
const CONCURRENCY = Number(process.env.SYNC_CONCURRENCY ?? 4);
const ORG = 'BSYNC1';
const SEED = 'taxdesk';

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main(): Promise<void> {
  const db = await benchDatabase('taxdesk_bench_sync');
  const sandbox = await startSandbox({ seed: SEED, accountCount: ACCOUNTS, delayMs: DELAY_MS, port: 0 });
  // Every portal call (the sandbox's control endpoints aside), and how many were throttled.
  const calls = { total: 0, throttled: 0, failed: 0 };
  sandbox.app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/__sandbox')) return;
    calls.total++;
    res.on('finish', () => {
      if (res.statusCode === 429) calls.throttled++;
      else if (res.statusCode >= 500) calls.failed++;
    });
  });

  const ctx = benchContext(db.ownerUrl, { portals: sandbox.portals });
  const boss = await startBoss(db.ownerUrl, () => {});
  try {
    await createSyncQueues(boss, [itSyncPortal]);
    ctx.boss = boss;
    await createOrg(ctx.db, { id: ORG, name: 'Sync bench', ...fullLicence(new Date(), 365) });
    const userId = await ensureLocalUser(ctx.db, {
      email: 'sync-bench@example.com',
      password: 'bench-password',
      name: 'Bench',
    });
    await addMember(ctx.db, ORG, userId, 'owner');
    const tenant = { orgId: ORG, userId, role: 'owner' as const };
    const accounts = sandboxItAccounts({ seed: SEED, accountCount: ACCOUNTS });
    const tAccounts = Date.now();
    for (const a of accounts)
      await saveItAccount(ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
    const accountsSeconds = (Date.now() - tAccounts) / 1000;

    await startSyncWorkers(ctx, boss, [itSyncPortal], () => CONCURRENCY);
    const callsBefore = calls.total;
    const t0 = Date.now();
    const started = await startSyncBatch(ctx, ORG, itSyncPortal, {
      accounts: accounts.map((a) => ({ accountKey: a.pan })),
      modules: itSyncPortal.modules.map((m) => m.key),
      trigger: 'manual',
      startedBy: 'bench',
    });
    const batchId = started.batchId!;
    const enqueueSeconds = (Date.now() - t0) / 1000;

    // Wait for the last run to end, saying how far it got now and then.
    let lastLog = 0;
    for (;;) {
      const open = await ctx.pools.owner.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM records WHERE org_id = $1 AND type = 'syncLog'
           AND data->>'batchId' = $2 AND status IN ('queued', 'running')`,
        [ORG, batchId],
      );
      if (open.rows[0]!.n === 0) break;
      if (Date.now() - lastLog > 15_000) {
        lastLog = Date.now();
        const s = ((Date.now() - t0) / 1000).toFixed(0);
        process.stderr.write(
          `  ${s} s: ${ACCOUNTS - open.rows[0]!.n} of ${ACCOUNTS} accounts done, ${calls.total - callsBefore} calls\n`,
        );
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    const seconds = (Date.now() - t0) / 1000;
    const portalCalls = calls.total - callsBefore;

    const byStatus = await ctx.pools.owner.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM records WHERE org_id = $1 AND type = 'syncLog' AND data->>'batchId' = $2
       GROUP BY status ORDER BY status`,
      [ORG, batchId],
    );
    const durations = (
      await ctx.pools.owner.query<{ ms: number }>(
        `SELECT (data->>'durationMs')::int AS ms FROM records WHERE org_id = $1 AND type = 'syncLog'
           AND data->>'batchId' = $2 AND data->>'durationMs' IS NOT NULL ORDER BY 1`,
        [ORG, batchId],
      )
    ).rows.map((r) => r.ms);
    const stored = await ctx.pools.owner.query<{ records: number; documents: number }>(
      `SELECT (SELECT count(*)::int FROM records WHERE org_id = $1 AND type NOT IN ('syncLog', 'itAccount')) AS records,
              (SELECT count(*)::int FROM documents WHERE org_id = $1) AS documents`,
      [ORG],
    );
    const statuses = Object.fromEntries(byStatus.rows.map((r) => [r.status, r.n]));

    // What the progress view pays for each poll of a batch this size (through the API, as the web polls).
    const app = await buildApp(ctx, { webApp: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'sync-bench@example.com', password: 'bench-password' },
    });
    const token = (login.json() as { data: { token: string } }).data.token;
    const polls: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/o/${ORG}/sync/it/batches/${batchId}`,
        headers: { authtoken: token },
      });
      if (res.statusCode !== 200) throw new Error(`progress answered ${res.statusCode}`);
      polls.push(performance.now() - t);
    }
    polls.sort((a, b) => a - b);
    await app.close();
    const data = {
      accounts: ACCOUNTS,
      modules: itSyncPortal.modules.length,
      delayMs: DELAY_MS,
      concurrency: CONCURRENCY,
      seconds,
      enqueueSeconds,
      accountsPerSecond: ACCOUNTS / seconds,
      portalCalls,
      callsPerSecond: portalCalls / seconds,
      throttled: calls.throttled,
      serverErrors: calls.failed,
      runs: statuses,
      accountMs: {
        p50: percentile(durations, 50),
        p95: percentile(durations, 95),
        max: durations.at(-1) ?? 0,
      },
      records: stored.rows[0]!.records,
      documents: stored.rows[0]!.documents,
      accountsSavedSeconds: accountsSeconds,
      progressPollMs: { p50: percentile(polls, 50), p95: percentile(polls, 95) },
    };
    const lines = [
      `Sync benchmark: ${ACCOUNTS} sandbox accounts, ${itSyncPortal.modules.length} modules, answer delay ${DELAY_MS} ms, ${CONCURRENCY} workers (SYNC_CONCURRENCY), one process`,
      '| measure | value |',
      '|---|---|',
      `| end to end (start → last run ended) | ${seconds.toFixed(1)} s |`,
      `| queued (batch + ${ACCOUNTS} runs + jobs) | ${enqueueSeconds.toFixed(2)} s |`,
      `| accounts per second | ${data.accountsPerSecond.toFixed(2)} |`,
      `| portal calls | ${portalCalls.toLocaleString('en-IN')} (${calls.throttled} throttled 429, ${calls.failed} 5xx) |`,
      `| portal calls per second | ${data.callsPerSecond.toFixed(1)} |`,
      `| one account p50 / p95 / max | ${(data.accountMs.p50 / 1000).toFixed(1)} / ${(data.accountMs.p95 / 1000).toFixed(1)} / ${(data.accountMs.max / 1000).toFixed(1)} s |`,
      `| runs by outcome | ${Object.entries(statuses)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')} |`,
      `| records / documents stored | ${data.records.toLocaleString('en-IN')} / ${data.documents.toLocaleString('en-IN')} |`,
      `| progress poll of this batch (API) p50 / p95 | ${data.progressPollMs.p50.toFixed(1)} / ${data.progressPollMs.p95.toFixed(1)} ms |`,
    ];
    report('sync-accounts', lines, data);
  } finally {
    await boss.stop({ graceful: false, wait: true }).catch(() => {});
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

import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { foldRecordCounts } from '../records/record-counts';
import { backfillRecordDates, indiaToday, moveDueOffPassedStatutory } from '../records/record-dates';
import { updateSyncRun } from '../sync-log';
import { HEARTBEAT_MS } from './engine';
import { ACCOUNT_FAILURE, recordRunFailures } from './failures';
import { releaseSignIn } from './logins';
import { requeueWithNewJob } from './resume';
import { expireRequests, SIGN_IN_WAIT_MINUTES } from './sign-in-requests';
import type { SyncPortal } from './sync-portal';

/** A run whose heart has not beaten for this long was left by a worker that is gone. */
const DEAD_AFTER_MS = 3 * HEARTBEAT_MS;
/** A run taken up this often and still dying is failed rather than tried forever. */
const MAX_TAKE_UPS = 2;
const SWEEP_MS = HEARTBEAT_MS;

/**
 * Runs whose worker died (every organisation's): running, with a heart that stopped; or still
 * queued while their job was fetched long ago — the worker died between taking the job and
 * starting the run, and the job would otherwise sit active until the queue expires it.
 */
async function deadRuns(ctx: AppContext, now: Date) {
  const r = await ctx.pools.owner.query<{ org_id: string; key: string; data: Record<string, unknown> }>(
    `SELECT org_id, key, data FROM records
     WHERE type = 'syncLog' AND status = 'running' AND issued_on > $1::timestamptz - interval '1 day'
       AND coalesce(data->>'heartbeatAt', data->>'startedAt')::timestamptz < $1::timestamptz - ($2 || ' milliseconds')::interval
     UNION ALL
     SELECT r.org_id, r.key, r.data FROM records r
     JOIN pgboss.job j ON j.id::text = coalesce(r.data->>'jobId', r.key)
     WHERE r.type = 'syncLog' AND r.status = 'queued' AND r.issued_on > $1::timestamptz - interval '1 day'
       AND j.state = 'active' AND j.started_on < $1::timestamptz - ($2 || ' milliseconds')::interval`,
    [now.toISOString(), String(DEAD_AFTER_MS)],
  );
  return r.rows;
}

async function failRun(
  ctx: AppContext,
  orgId: string,
  portal: string,
  runId: string,
  accountKey: string,
  reason: string,
) {
  await updateSyncRun(ctx.db, orgId, runId, {
    status: 'failed',
    error: reason,
    currentModule: null,
    finishedAt: ctx.now().toISOString(),
  });
  await inOrg(ctx.db, orgId, (tx) =>
    recordRunFailures(tx, orgId, portal, {
      accountKey,
      runId,
      modulesRun: [],
      failures: [{ ...ACCOUNT_FAILURE, ref: 'Sign-in', reason }],
      now: ctx.now(),
    }),
  );
}

/**
 * One pass: questions nobody answered in time end their runs (failed, retryable, with the reason);
 * runs whose worker died are taken up again under a new job (their old job is cancelled so the
 * queue does not run it a second time), or failed after being taken up too often.
 */
export async function sweepOnce(
  ctx: AppContext,
  boss: PgBoss,
  portals: readonly SyncPortal[],
): Promise<void> {
  const byKey = new Map(portals.map((p) => [p.key, p]));
  for (const q of await expireRequests(ctx.pools, ctx.now())) {
    await failRun(
      ctx,
      q.orgId,
      q.portal,
      q.runId,
      q.accountKey,
      `Nobody answered the sign-in question within ${SIGN_IN_WAIT_MINUTES} minutes; sync this account again to retry`,
    );
  }
  for (const row of await deadRuns(ctx, ctx.now())) {
    const portal = byKey.get(String(row.data.portal));
    if (!portal) continue;
    const runId = row.key;
    const accountKey = String(row.data.accountKey);
    const takeUps = Number(row.data.takeUps ?? 0);
    await boss.cancel(portal.queue, String(row.data.jobId ?? runId)).catch(() => {});
    if (takeUps >= MAX_TAKE_UPS) {
      await failRun(
        ctx,
        row.org_id,
        portal.key,
        runId,
        accountKey,
        'The sync stopped several times without finishing (its worker was stopped); retry it',
      );
      continue;
    }
    // A worker that died signing in leaves its login's sign-in lease behind: the run taken up
    // again is the same sign-in, so it must not wait out the lease of its own dead attempt.
    await inOrg(ctx.db, row.org_id, (tx) => releaseSignIn(tx, row.org_id, portal.key, accountKey, false));
    await requeueWithNewJob(
      ctx,
      row.org_id,
      runId,
      portal.queue,
      {
        resumed: false,
        takeUps: takeUps + 1,
        currentModule: null,
        error: 'Its worker stopped; started again',
      },
      ['running', 'queued'],
    );
  }
}

/**
 * A statutory date that has passed gives way to the portal's later date; records written before
 * the deadline mapping get theirs, a batch a sweep. Both read small partial indexes, so a sweep
 * with nothing to do costs two empty index reads.
 */
export async function refreshRecordDates(ctx: AppContext): Promise<void> {
  const today = indiaToday(ctx.now());
  await backfillRecordDates(ctx.pools.owner, today);
  await moveDueOffPassedStatutory(ctx.pools.owner, today);
}

/** Sweeps every few seconds in a worker process until stopped. */
export function startSyncSweeper(
  ctx: AppContext,
  boss: PgBoss,
  portals: readonly SyncPortal[],
  log: (line: string) => void,
): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    sweepOnce(ctx, boss, portals)
      // The dashboards' counts gain a row per write; merging them keeps their reads short.
      .then(() => foldRecordCounts(ctx))
      // Due dates that move with the day, and records still without their statutory date.
      .then(() => refreshRecordDates(ctx))
      .catch((err: unknown) => log(`sync sweeper: ${(err as Error).message}`))
      .finally(() => {
        busy = false;
      });
  }, SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}

import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { queueUnavailable } from '../http/errors';
import { busyAccounts, updateSyncRun } from '../sync-log';
import type { SyncJob } from './engine';
import { createBatchRuns, type NewBatch } from './runs';
import type { SyncPortal } from './sync-portal';

type BatchRequest = {
  /** Accounts with their own modules (a retry), or none of their own: the batch's. */
  accounts: readonly { accountKey: string; modules?: readonly string[] }[];
  modules: readonly string[];
  trigger: NewBatch['trigger'];
  startedBy: string;
  startedByUser?: string | null;
  /** Kept on each run for its job. */
  options?: Record<string, unknown>;
  /** A batch even when every account is already syncing (finished at once, its skips counted). */
  keepEmpty?: boolean;
};

/** `batchId` is null when every account was already syncing: nothing was started. */
export type BatchStarted = { batchId: string | null; runIds: string[]; skipped: string[] };

/** "Notices, Returns" for the run log; every module when `keys` is empty. */
export function moduleLabels(portal: Pick<SyncPortal, 'modules'>, keys: readonly string[]): string {
  const chosen = keys.length ? portal.modules.filter((m) => keys.includes(m.key)) : portal.modules;
  return chosen.map((m) => m.label).join(', ');
}

/**
 * Starts a batch: one run per account, queued as one job each (the job's id is the run's id, so a
 * cancel finds the jobs). Accounts with a run already queued, running or waiting are left out.
 */
export async function startSyncBatch(
  ctx: AppContext,
  orgId: string,
  portal: SyncPortal,
  request: BatchRequest,
): Promise<BatchStarted> {
  const boss = ctx.boss;
  if (!boss) throw queueUnavailable();
  // Two API processes asked at once must not both find an account free and both start it: the
  // check and the runs it leads to are made under a lock per organisation and portal.
  const lock = await ctx.pools.owner.connect();
  try {
    await lock.query(`SELECT pg_advisory_lock(hashtext('sync-batch:' || $1 || ':' || $2))`, [
      orgId,
      portal.key,
    ]);
    return await startLocked(ctx, boss, orgId, portal, request);
  } finally {
    await lock
      .query(`SELECT pg_advisory_unlock(hashtext('sync-batch:' || $1 || ':' || $2))`, [orgId, portal.key])
      .catch(() => {});
    lock.release();
  }
}

async function startLocked(
  ctx: AppContext,
  boss: PgBoss,
  orgId: string,
  portal: SyncPortal,
  request: BatchRequest,
): Promise<BatchStarted> {
  const busy = await busyAccounts(ctx.db, orgId, portal.key);
  const skipped: string[] = [];
  const planned: { accountKey: string; modules: string[]; moduleLabels: string }[] = [];
  const seen = new Set<string>();
  for (const a of request.accounts) {
    if (seen.has(a.accountKey)) continue;
    seen.add(a.accountKey);
    if (busy.has(a.accountKey)) {
      skipped.push(a.accountKey);
      continue;
    }
    const modules = [...(a.modules?.length ? a.modules : request.modules)];
    planned.push({ accountKey: a.accountKey, modules, moduleLabels: moduleLabels(portal, modules) });
  }
  // Nothing left to run: no batch (the caller says so), unless asked for one all the same.
  if (!planned.length && !request.keepEmpty) return { batchId: null, runIds: [], skipped };
  const union = portal.modules.map((m) => m.key).filter((k) => planned.some((p) => p.modules.includes(k)));
  const { batchId, runIds } = await createBatchRuns(
    ctx.db,
    orgId,
    {
      portal: portal.key,
      accountType: portal.accountType,
      queue: portal.queue,
      trigger: request.trigger,
      modules: union.length ? union : [...request.modules],
      startedBy: request.startedBy,
      startedByUser: request.startedByUser,
      skippedCount: skipped.length,
      options: request.options,
    },
    planned,
    ctx.now(),
  );
  const jobs: PgBoss.JobInsert<SyncJob>[] = planned.map((p, i) => ({
    id: runIds[i]!,
    name: portal.queue,
    data: {
      orgId,
      accountKey: p.accountKey,
      runId: runIds[i]!,
      modules: p.modules,
      batchId,
      ...request.options,
    },
  }));
  try {
    for (let i = 0; i < jobs.length; i += 1000) await boss.insert(jobs.slice(i, i + 1000));
  } catch (err) {
    // Runs without a job would wait forever: they end now, with the reason.
    for (const runId of runIds)
      await updateSyncRun(ctx.db, orgId, runId, {
        status: 'failed',
        error: 'The job queue refused the sync; start it again',
        finishedAt: new Date().toISOString(),
      });
    throw err;
  }
  return { batchId, runIds, skipped };
}

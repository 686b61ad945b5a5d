import type PgBoss from 'pg-boss';
import { eq, sql } from 'drizzle-orm';
import { licenceAllows } from '@taxdesk/domain';
import type { AppContext } from '../../../context';
import { orgs } from '../../../db/schema';
import { inOrg } from '../../../db/tenant';
import { orgInfoOf } from '../../../lib/access';
import { busyAccounts, updateSyncRun } from '../../../lib/sync-log';
import { createItPortalClient } from '../connector/it-portal-client';
import { ItPortalError } from '../connector/it-portal-types';
import { loadItSettings } from './it-settings';
import { syncItAccount, type SyncJob } from './it-sync';
import { ACCOUNT_FAILURE, recordRunFailures } from './it-sync-failures';
import { IT_SYNC_MODULES } from './it-sync-modules';
import { createBatchRuns, requeueRun, type NewBatch } from './it-sync-runs';
import { startItScheduleRelay } from './it-sync-schedule';

export const IT_SYNC_QUEUE = 'it-sync-account';
const RETRY_LIMIT = 3;

export async function createItQueues(boss: PgBoss): Promise<void> {
  // A worker that dies mid-job leaves it active; it expires and runs again (upserts are idempotent).
  await boss.createQueue(IT_SYNC_QUEUE, {
    name: IT_SYNC_QUEUE,
    retryLimit: RETRY_LIMIT,
    retryDelay: 20,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });
}

/** "Proceedings and notices, Returns" for the run log; every module when `keys` is empty. */
export function moduleLabels(keys: readonly string[]): string {
  const chosen = keys.length ? IT_SYNC_MODULES.filter((m) => keys.includes(m.key)) : IT_SYNC_MODULES;
  return chosen.map((m) => m.label).join(', ');
}

export type BatchRequest = {
  /** Accounts with their own modules (a retry), or none of their own: the batch's. */
  accounts: readonly { pan: string; modules?: readonly string[] }[];
  modules: readonly string[];
  trigger: NewBatch['trigger'];
  startedBy: string;
  startedByUser?: string | null;
};

/** `batchId` is null when every account was already syncing: nothing was started. */
export type BatchStarted = { batchId: string | null; runIds: string[]; skipped: string[] };

/**
 * Starts a batch: one run per account, queued as one job each (the job's id is the run's id, so a
 * cancel finds the jobs). Accounts with a run already queued or running are left out.
 */
export async function startItSyncBatch(
  ctx: AppContext,
  orgId: string,
  request: BatchRequest,
): Promise<BatchStarted> {
  const boss = ctx.boss;
  if (!boss) throw new Error('The job queue is not running');
  const busy = await busyAccounts(ctx.db, orgId, 'it');
  const skipped: string[] = [];
  const planned: { accountKey: string; modules: string[]; moduleLabels: string }[] = [];
  const seen = new Set<string>();
  for (const a of request.accounts) {
    if (seen.has(a.pan)) continue;
    seen.add(a.pan);
    if (busy.has(a.pan)) {
      skipped.push(a.pan);
      continue;
    }
    const modules = [...(a.modules?.length ? a.modules : request.modules)];
    planned.push({ accountKey: a.pan, modules, moduleLabels: moduleLabels(modules) });
  }
  // Nothing left to run: no batch (the caller says so).
  if (!planned.length) return { batchId: null, runIds: [], skipped };
  const union = IT_SYNC_MODULES.map((m) => m.key).filter((k) => planned.some((p) => p.modules.includes(k)));
  const { batchId, runIds } = await createBatchRuns(
    ctx.db,
    orgId,
    {
      portal: 'it',
      accountType: 'itAccount',
      queue: IT_SYNC_QUEUE,
      trigger: request.trigger,
      modules: union.length ? union : [...request.modules],
      startedBy: request.startedBy,
      startedByUser: request.startedByUser,
      skippedCount: skipped.length,
    },
    planned,
    ctx.now(),
  );
  const jobs: PgBoss.JobInsert<SyncJob>[] = planned.map((p, i) => ({
    id: runIds[i]!,
    name: IT_SYNC_QUEUE,
    data: { orgId, pan: p.accountKey, runId: runIds[i]!, modules: p.modules, batchId },
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

/** Queues a sync of these accounts with every module (a batch started by `startedBy`). */
export async function enqueueItSync(
  ctx: AppContext,
  orgId: string,
  pans: readonly string[],
  startedBy: string,
): Promise<BatchStarted> {
  return startItSyncBatch(ctx, orgId, {
    accounts: pans.map((pan) => ({ pan })),
    modules: IT_SYNC_MODULES.map((m) => m.key),
    trigger: 'manual',
    startedBy,
  });
}

/** Every account of the organisation, by PAN. */
export async function allItAccounts(ctx: AppContext, orgId: string): Promise<string[]> {
  const r = await inOrg(ctx.db, orgId, (tx) =>
    tx.execute<{ key: string }>(
      sql`SELECT account_key AS key FROM records WHERE org_id = ${orgId} AND type = 'itAccount' AND removed_at IS NULL ORDER BY 1`,
    ),
  );
  return r.rows.map((row) => row.key);
}

/**
 * The daily start of one organisation: every account, the schedule's modules, if still licensed;
 * `alsoDaily` starts the area's other daily syncs (Reply, ARCA, ITAT) under the same conditions.
 */
export async function startScheduledItBatch(
  ctx: AppContext,
  orgId: string,
  alsoDaily?: (orgId: string) => Promise<unknown>,
): Promise<BatchStarted | null> {
  const { row, settings } = await inOrg(ctx.db, orgId, async (tx) => ({
    row: (await tx.select().from(orgs).where(eq(orgs.id, orgId)))[0],
    settings: await loadItSettings(tx, orgId),
  }));
  if (!row || !licenceAllows(orgInfoOf(row), 'it', ctx.now()) || !settings.schedule.enabled) return null;
  if (alsoDaily) await alsoDaily(orgId);
  const pans = await allItAccounts(ctx, orgId);
  if (!pans.length) return null;
  return startItSyncBatch(ctx, orgId, {
    accounts: pans.map((pan) => ({ pan })),
    modules: settings.schedule.modules,
    trigger: 'schedule',
    startedBy: 'Daily schedule',
  });
}

type ScheduleRelay = Awaited<ReturnType<typeof startItScheduleRelay>>;
let relay: ScheduleRelay | null = null;

/** Picks up a schedule saved in this process at once (other processes find it within a minute). */
export async function refreshItScheduleRelay(): Promise<void> {
  await relay?.refresh();
}

export async function stopItScheduleRelay(): Promise<void> {
  await relay?.stop();
  relay = null;
}

/** A job that threw: retried by the queue while retries remain, else the run fails as a whole. */
async function jobFailed(ctx: AppContext, job: PgBoss.JobWithMetadata<SyncJob>, err: unknown): Promise<void> {
  const { orgId, runId, pan } = job.data;
  const message =
    err instanceof ItPortalError ? err.message : 'The sync stopped unexpectedly; it will be retried';
  if (job.retryCount < job.retryLimit) {
    await requeueRun(ctx.db, orgId, runId, `${message} (trying again)`);
    return;
  }
  const reason = err instanceof ItPortalError ? err.message : `The sync stopped unexpectedly: ${String(err)}`;
  await updateSyncRun(ctx.db, orgId, runId, {
    status: 'failed',
    error: reason,
    currentModule: null,
    finishedAt: new Date().toISOString(),
  });
  await inOrg(ctx.db, orgId, (tx) =>
    recordRunFailures(tx, orgId, {
      pan,
      runId,
      modulesRun: [],
      failures: [{ ...ACCOUNT_FAILURE, reason }],
      now: ctx.now(),
    }),
  );
}

/** `concurrency` workers in this process; more processes scale it out. Also the daily schedules. */
export async function startItWorkers(
  ctx: AppContext,
  boss: PgBoss,
  concurrency: number,
  options: {
    schedules?: boolean;
    log?: (line: string) => void;
    alsoDaily?: (orgId: string) => Promise<unknown>;
  } = {},
): Promise<void> {
  const portal = createItPortalClient(ctx.portals.it);
  for (let i = 0; i < concurrency; i++) {
    await boss.work<SyncJob>(
      IT_SYNC_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        try {
          await syncItAccount(ctx, portal, job.data);
        } catch (err) {
          await jobFailed(ctx, job, err);
          throw err;
        }
      },
    );
  }
  if (options.schedules !== false) {
    const log = options.log ?? ((line: string) => console.warn(line));
    await relay?.stop();
    relay = await startItScheduleRelay(
      boss,
      ctx.pools,
      async (orgId) => void (await startScheduledItBatch({ ...ctx, boss }, orgId, options.alsoDaily)),
      log,
    );
  }
}

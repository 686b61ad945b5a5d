import type PgBoss from 'pg-boss';
import type { AppContext } from '../../../context';
import { inOrg } from '../../../db/tenant';
import { busyAccounts } from '../../../lib/sync-log';
import { createEfilingClient } from '../connector/efiling-client';
import { createItatClient } from '../connector/itat-client';
import { ARCA_STEPS } from '../portal-sync/arca-sync';
import { syncItatPan, type ItatJob } from '../portal-sync/itat-sync';
import { runLoginSync, type LoginStep } from '../portal-sync/login-run';
import { RP_STEPS } from '../portal-sync/rp-sync';
import { createBatchRuns, patchRun, RUN_PORTALS, type RunPortal } from '../portal-sync/runs';
import { accountsToSync } from '../portal-sync/sync-targets';

/** What a job carries: the run it works for, and the ITAT's option. */
type Job = ItatJob & { batchId: string };

const STEPS: Readonly<Record<'rp' | 'arca', readonly LoginStep[]>> = { rp: RP_STEPS, arca: ARCA_STEPS };

export const ITAT_SYNC_LABEL = 'Case status';

/** `Clients represented, Proceedings and notices, Request batches` for the run log. */
export function moduleLabels(portal: RunPortal): { keys: string[]; labels: string } {
  if (portal === 'itat') return { keys: ['caseStatus'], labels: ITAT_SYNC_LABEL };
  const steps = STEPS[portal];
  return { keys: steps.map((s) => s.key), labels: steps.map((s) => s.label).join(', ') };
}

/** The ITAT's base URL: its own setting, else the portal base (the sandbox plays both). */
export function itatBaseUrl(ctx: AppContext): string {
  return process.env.ITAT_PORTAL_URL || ctx.portals.it;
}

export async function createRpArcaQueues(boss: PgBoss): Promise<void> {
  for (const { queue } of Object.values(RUN_PORTALS)) {
    // Errors end a run inside the job; only a job whose worker died is run again (it expires).
    await boss.createQueue(queue, { name: queue, retryLimit: 2, retryDelay: 30, expireInSeconds: 15 * 60 });
  }
}

export type BatchStarted = { batchId: string; runIds: string[]; skipped: string[] };

/**
 * One run per account (an RP login, the ARCA login, a PAN with ITAT appeals), each its own job
 * whose id is the run's. Accounts with a run already queued or running are left out.
 */
export async function startRpArcaBatch(
  ctx: AppContext,
  orgId: string,
  portal: RunPortal,
  request: {
    accountKeys: readonly string[];
    startedBy: string;
    startedByUser: string | null;
    options?: Record<string, unknown>;
  },
): Promise<BatchStarted> {
  const boss = ctx.boss;
  if (!boss) throw new Error('The job queue is not running');
  const busy = await busyAccounts(ctx.db, orgId, portal);
  const unique = [...new Set(request.accountKeys)];
  const skipped = unique.filter((k) => busy.has(k));
  const accountKeys = unique.filter((k) => !busy.has(k));
  const modules = moduleLabels(portal);
  const { batchId, runIds } = await createBatchRuns(
    ctx.db,
    orgId,
    {
      portal,
      accountKeys,
      modules: modules.labels,
      moduleKeys: modules.keys,
      startedBy: request.startedBy,
      startedByUser: request.startedByUser,
      skippedCount: skipped.length,
      options: request.options,
    },
    ctx.now(),
  );
  const queue = RUN_PORTALS[portal].queue;
  const jobs: PgBoss.JobInsert<Job>[] = accountKeys.map((accountKey, i) => ({
    id: runIds[i]!,
    name: queue,
    data: { orgId, runId: runIds[i]!, accountKey, batchId, ...(request.options ?? {}) },
  }));
  try {
    for (let i = 0; i < jobs.length; i += 1000) await boss.insert(jobs.slice(i, i + 1000));
  } catch (err) {
    // Runs without a job would wait forever: they end now, with the reason.
    for (const runId of runIds)
      await patchRun(ctx.db, orgId, runId, {
        status: 'failed',
        error: 'The job queue refused the sync; start it again',
        finishedAt: new Date().toISOString(),
      });
    throw err;
  }
  return { batchId, runIds, skipped };
}

/** Runs one job; a failure ends its run with the reason instead of throwing. */
async function work(ctx: AppContext, portal: RunPortal, job: Job): Promise<void> {
  try {
    if (portal === 'itat') await syncItatPan(ctx, createItatClient(itatBaseUrl(ctx)), job);
    else await runLoginSync(ctx, createEfilingClient(ctx.portals.it), portal, STEPS[portal], job);
  } catch (err) {
    await patchRun(ctx.db, job.orgId, job.runId, {
      status: 'failed',
      error: `The sync stopped unexpectedly: ${(err as Error).message}`,
      currentModule: null,
      finishedAt: new Date().toISOString(),
    });
  }
}

/** `concurrency` workers per queue in this process; more processes scale it out. */
export async function startRpArcaWorkers(ctx: AppContext, boss: PgBoss, concurrency: number): Promise<void> {
  for (const [portal, { queue }] of Object.entries(RUN_PORTALS) as [
    RunPortal,
    (typeof RUN_PORTALS)[RunPortal],
  ][]) {
    for (let i = 0; i < concurrency; i++) {
      await boss.work<Job>(queue, { batchSize: 1, pollingIntervalSeconds: 1 }, async ([job]) => {
        if (job) await work(ctx, portal, job.data);
      });
    }
  }
}

/**
 * The daily schedule of Income Tax Settings reaches the firm's other income-tax logins too: every
 * Reply account, the ARCA login and the ITAT appeals (and client PANs, for new appeals) of the
 * organisation, each portal as one batch started by "Daily schedule".
 */
export async function startScheduledRpArcaBatches(ctx: AppContext, orgId: string): Promise<BatchStarted[]> {
  const started: BatchStarted[] = [];
  for (const portal of ['rp', 'arca', 'itat'] as const) {
    const keys = await inOrg(ctx.db, orgId, (tx) => accountsToSync(tx, orgId, portal, undefined, true));
    if (!keys.length) continue;
    started.push(
      await startRpArcaBatch(ctx, orgId, portal, {
        accountKeys: keys,
        startedBy: 'Daily schedule',
        startedByUser: null,
        options: portal === 'itat' ? { searchByPan: true } : undefined,
      }),
    );
  }
  return started;
}

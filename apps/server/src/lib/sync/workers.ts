import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { updateSyncRun } from '../sync-log';
import { httpCaptchaSolver, type CaptchaSolver } from './captcha-solver';
import type { Connector } from './connector';
import { runAccountSync, type SyncJob } from './engine';
import { ACCOUNT_FAILURE, recordRunFailures } from './failures';
import { PortalError } from './portal-error';
import { requeueRun } from './runs';
import type { SyncPortal } from './sync-portal';

const RETRY_LIMIT = 3;

export async function createSyncQueues(boss: PgBoss, portals: readonly SyncPortal[]): Promise<void> {
  for (const { queue } of portals) {
    // A worker that dies mid-job leaves it active: the sweeper takes its run up again (upserts are
    // idempotent); the job's own expiry is the last resort.
    await boss.createQueue(queue, {
      name: queue,
      retryLimit: RETRY_LIMIT,
      retryDelay: 20,
      retryBackoff: true,
      expireInSeconds: 15 * 60,
    });
  }
}

/** The solver of this installation, if one is configured. */
export function solverOf(ctx: AppContext): CaptchaSolver | undefined {
  const url = ctx.config.CAPTCHA_SOLVER_URL;
  return url ? httpCaptchaSolver(url) : undefined;
}

/** A job that threw: retried by the queue while retries remain, else the run fails as a whole. */
async function jobFailed(
  ctx: AppContext,
  portal: SyncPortal,
  job: PgBoss.JobWithMetadata<SyncJob>,
  err: unknown,
): Promise<void> {
  const { orgId, runId, accountKey } = job.data;
  const message =
    err instanceof PortalError ? err.message : 'The sync stopped unexpectedly; it will be retried';
  if (job.retryCount < job.retryLimit) {
    await requeueRun(ctx.db, orgId, runId, `${message} (trying again)`);
    return;
  }
  const reason = err instanceof PortalError ? err.message : `The sync stopped unexpectedly: ${String(err)}`;
  await updateSyncRun(ctx.db, orgId, runId, {
    status: 'failed',
    error: reason,
    currentModule: null,
    finishedAt: new Date().toISOString(),
  });
  await inOrg(ctx.db, orgId, (tx) =>
    recordRunFailures(tx, orgId, portal.key, {
      accountKey,
      runId,
      modulesRun: [],
      failures: [{ ...ACCOUNT_FAILURE, reason }],
      now: ctx.now(),
    }),
  );
}

/**
 * `concurrency(portal)` workers per portal in this process; more processes scale it out. Each job
 * runs one account through the engine with the portal's connector (made once per process).
 */
export async function startSyncWorkers(
  ctx: AppContext,
  boss: PgBoss,
  portals: readonly SyncPortal[],
  concurrency: (portal: SyncPortal) => number,
  connectors: Partial<Record<string, Connector<unknown>>> = {},
): Promise<void> {
  const solver = solverOf(ctx);
  for (const portal of portals) {
    const connector = connectors[portal.key] ?? portal.connector(ctx);
    for (let i = 0; i < concurrency(portal); i++) {
      await boss.work<SyncJob>(
        portal.queue,
        { batchSize: 1, pollingIntervalSeconds: 1, includeMetadata: true },
        async ([job]) => {
          if (!job) return;
          try {
            await runAccountSync(ctx, portal, connector, job.data, solver);
          } catch (err) {
            await jobFailed(ctx, portal, job, err);
            throw err;
          }
        },
      );
    }
  }
}

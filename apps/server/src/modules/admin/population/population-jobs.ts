import type PgBoss from 'pg-boss';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { populationItems, populationRuns } from '../../../db/schema';
import { queueUnavailable } from '../../../lib/http/errors';
import { inPlatform } from '../platform-admin';
import { LookupError, type LookupOptions } from './lookup-http';
import type { PopulationKind } from '@taxdesk/domain';
import { POPULATION } from './population-kinds';

export const POPULATION_QUEUE = 'admin-master-population';
type PopulationJob = { runId: string };

/** Lookups in flight per run: the public searches throttle each caller. */
const PARALLEL_LOOKUPS = 4;
const CHUNK = 20;
/** A running run's heart beats this often; three missed beats mean its worker is gone. */
export const HEARTBEAT_MS = 15_000;

export async function createPopulationQueue(boss: PgBoss): Promise<void> {
  // A worker that dies mid-run leaves the job active; it expires and the next worker carries on
  // with the items still pending.
  await boss.createQueue(POPULATION_QUEUE, {
    name: POPULATION_QUEUE,
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: 60 * 60,
  });
}

export async function enqueuePopulation(ctx: AppContext, runId: string): Promise<void> {
  if (!ctx.boss) throw queueUnavailable();
  await ctx.boss.send(POPULATION_QUEUE, { runId } satisfies PopulationJob, { singletonKey: runId });
}

async function setRun(
  ctx: AppContext,
  runId: string,
  patch: Partial<typeof populationRuns.$inferInsert>,
): Promise<void> {
  await inPlatform(ctx.db, (tx) => tx.update(populationRuns).set(patch).where(eq(populationRuns.id, runId)));
}

/**
 * Looks up every pending identifier of a run, a few at a time, and stores what the portal knows
 * in the master table. Each item's outcome is written as it lands, so progress shows at once and
 * a run cut short continues where it stopped.
 */
async function processPopulationRun(ctx: AppContext, runId: string, options?: LookupOptions): Promise<void> {
  const run = await inPlatform(ctx.db, (tx) =>
    tx.query.populationRuns.findFirst({ where: eq(populationRuns.id, runId) }),
  );
  if (!run) return;
  const def = POPULATION[run.kind as PopulationKind];
  await setRun(ctx, runId, {
    status: 'running',
    startedAt: run.startedAt ?? new Date(),
    error: null,
    heartbeatAt: new Date(),
  });
  // The heart beats while this worker runs it; a run whose heart stops is taken up by another.
  const heart = setInterval(
    () => void setRun(ctx, runId, { heartbeatAt: new Date() }).catch(() => {}),
    HEARTBEAT_MS,
  );
  heart.unref();
  try {
    await lookUpPending(ctx, runId, def, options);
  } finally {
    clearInterval(heart);
  }
  await setRun(ctx, runId, { status: 'done', finishedAt: new Date() });
}

async function lookUpPending(
  ctx: AppContext,
  runId: string,
  def: (typeof POPULATION)[PopulationKind],
  options?: LookupOptions,
): Promise<void> {
  for (;;) {
    const pending = await inPlatform(ctx.db, (tx) =>
      tx
        .select({ position: populationItems.position, identifier: populationItems.identifier })
        .from(populationItems)
        .where(and(eq(populationItems.runId, runId), eq(populationItems.outcome, 'pending')))
        .orderBy(asc(populationItems.position))
        .limit(CHUNK),
    );
    if (!pending.length) break;
    for (let i = 0; i < pending.length; i += PARALLEL_LOOKUPS) {
      await Promise.all(
        pending.slice(i, i + PARALLEL_LOOKUPS).map(async (item) => {
          const id = item.identifier!;
          let patch: Partial<typeof populationItems.$inferInsert>;
          let found: Record<string, unknown> | null = null;
          try {
            const result = await def.lookup(ctx, id, options);
            if (result.found) {
              found = result.data;
              patch = { outcome: 'found', name: result.name, message: null };
            } else patch = { outcome: 'not_found', message: result.message };
          } catch (err) {
            if (!(err instanceof LookupError)) throw err;
            patch = { outcome: 'failed', message: err.message };
          }
          await inPlatform(ctx.db, async (tx) => {
            if (found) await def.store(tx, id, found);
            await tx
              .update(populationItems)
              .set({ ...patch, doneAt: new Date(), attempts: sql`${populationItems.attempts} + 1` })
              .where(and(eq(populationItems.runId, runId), eq(populationItems.position, item.position)));
          });
        }),
      );
    }
  }
}

/**
 * Runs a dead worker left running (its heart stopped): their old job is cancelled and the run is
 * queued again; the next worker carries on with the items still pending.
 */
export async function takeUpDeadPopulationRuns(ctx: AppContext, boss: PgBoss): Promise<string[]> {
  const dead = await ctx.pools.owner.query<{ id: string }>(
    `UPDATE population_runs SET status = 'queued', error = 'Its worker stopped; taken up again'
     WHERE status = 'running' AND coalesce(heartbeat_at, started_at) < now() - ($1 || ' milliseconds')::interval
     RETURNING id`,
    [String(3 * HEARTBEAT_MS)],
  );
  for (const { id } of dead.rows) {
    const jobs = await ctx.pools.owner.query<{ id: string }>(
      `SELECT id FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state < 'completed'`,
      [POPULATION_QUEUE, id],
    );
    for (const job of jobs.rows) await boss.cancel(POPULATION_QUEUE, job.id).catch(() => {});
    await boss.send(POPULATION_QUEUE, { runId: id } satisfies PopulationJob, { singletonKey: id });
  }
  return dead.rows.map((r) => r.id);
}

/** One run at a time per worker process; more processes run more. */
export async function startPopulationWorkers(
  ctx: AppContext,
  boss: PgBoss,
  concurrency = 1,
  lookupOptions?: LookupOptions,
): Promise<void> {
  const sweep = setInterval(() => void takeUpDeadPopulationRuns(ctx, boss).catch(() => {}), HEARTBEAT_MS);
  sweep.unref();
  for (let i = 0; i < concurrency; i++) {
    await boss.work<PopulationJob>(
      POPULATION_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (!job) return;
        try {
          await processPopulationRun(ctx, job.data.runId, lookupOptions);
        } catch (err) {
          await setRun(ctx, job.data.runId, {
            status: 'failed',
            error: (err as Error).message.slice(0, 500),
          }).catch(() => {});
          throw err;
        }
      },
    );
  }
}

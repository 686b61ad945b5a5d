import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { Db } from '../../db/pool';
import { syncBatches } from '../../db/schema';
import { inOrg, type Tx } from '../../db/tenant';
import { upsertRecords } from '../records/upsert';

/**
 * Batches and runs, the same for every portal: a batch row (one user action over many accounts)
 * and one syncLog record per account carrying the batch's id, whose pg-boss job has the run's id
 * (or, once a run has waited for a person, the id kept in its `jobId`). So the sync logs list
 * them, and a cancel finds the jobs.
 */

const runDef = RESOURCES.syncLog;

/** A run of one account in a batch: its modules (empty = the batch's), and their labels. */
type PlannedRun = { accountKey: string; modules: readonly string[]; moduleLabels: string };

export type NewBatch = {
  portal: string;
  accountType: string;
  queue: string;
  trigger: 'manual' | 'schedule' | 'retry';
  modules: readonly string[];
  startedBy: string;
  startedByUser?: string | null;
  skippedCount: number;
  /** Kept on each run for its job (e.g. the ITAT's search by PAN). */
  options?: Record<string, unknown>;
};

export type RunData = Record<string, unknown> & {
  runId: string;
  status: string;
  batchId?: string;
  jobId?: string;
};

/**
 * Writes the batch and one queued run per account in one transaction. The runs start at the
 * batch's instant, so a batch's runs are found from its `createdAt` on.
 */
export async function createBatchRuns(
  db: Db,
  orgId: string,
  batch: NewBatch,
  runs: readonly PlannedRun[],
  now: Date,
): Promise<{ batchId: string; runIds: string[] }> {
  return inOrg(db, orgId, async (tx) => {
    const [row] = await tx
      .insert(syncBatches)
      .values({
        orgId,
        portal: batch.portal,
        accountType: batch.accountType,
        queue: batch.queue,
        trigger: batch.trigger,
        modules: [...batch.modules],
        accountCount: runs.length,
        skippedCount: batch.skippedCount,
        startedBy: batch.startedBy,
        startedByUser: batch.startedByUser ?? null,
        createdAt: now,
        // A batch with nothing to run is over as soon as it starts.
        ...(runs.length === 0 ? { finishedAt: now, summary: {} } : {}),
      })
      .returning({ id: syncBatches.id });
    const batchId = row!.id;
    const startedAt = now.toISOString();
    const items = runs.map((r) => ({
      data: {
        runId: randomUUID(),
        portal: batch.portal,
        accountKey: r.accountKey,
        startedBy: batch.startedBy,
        modules: r.moduleLabels,
        moduleKeys: [...r.modules],
        batchId,
        trigger: batch.trigger,
        status: 'queued',
        queuedAt: startedAt,
        startedAt,
        newCount: 0,
        changedCount: 0,
        failedCount: 0,
        ...batch.options,
      },
    }));
    for (let i = 0; i < items.length; i += 1000)
      await upsertRecords(tx, orgId, runDef, items.slice(i, i + 1000), { source: 'system', events: false });
    return { batchId, runIds: items.map((i) => i.data.runId) };
  });
}

export async function lockRun(tx: Tx, orgId: string, runId: string): Promise<RunData | null> {
  const r = await tx.execute<{ data: RunData }>(
    sql`SELECT data FROM records WHERE org_id = ${orgId} AND type = 'syncLog' AND key = ${runId} FOR UPDATE`,
  );
  return r.rows[0]?.data ?? null;
}

export async function writeRun(tx: Tx, orgId: string, data: RunData): Promise<void> {
  await upsertRecords(tx, orgId, runDef, [{ data }], { source: 'system', events: false });
}

async function batchCancelled(tx: Tx, batchId: string | undefined): Promise<boolean> {
  if (!batchId) return false;
  const r = await tx.execute<{ cancelled: boolean }>(
    sql`SELECT cancelled_at IS NOT NULL AS cancelled FROM sync_batches WHERE id = ${batchId}`,
  );
  return r.rows[0]?.cancelled ?? false;
}

/**
 * Moves a queued run to running and answers it; null when it is not to be run: cancelled (its
 * own status, or its batch's flag: then it is marked cancelled here), finished, or gone. A run
 * found `running` is a retried or expired job: it runs again (writes are idempotent).
 */
export async function beginRun(db: Db, orgId: string, runId: string, now: Date): Promise<RunData | null> {
  return inOrg(db, orgId, async (tx) => {
    const run = await lockRun(tx, orgId, runId);
    if (!run || (run.status !== 'queued' && run.status !== 'running')) return null;
    if (await batchCancelled(tx, run.batchId)) {
      await writeRun(tx, orgId, {
        ...run,
        status: 'cancelled',
        finishedAt: now.toISOString(),
        error: 'Cancelled',
      });
      return null;
    }
    const running: RunData = {
      ...run,
      status: 'running',
      startedAt: run.resumed ? run.startedAt : now.toISOString(),
      heartbeatAt: now.toISOString(),
      currentModule: 'Signing in',
      modulesDone: 0,
      error: null,
    };
    await writeRun(tx, orgId, running);
    return running;
  });
}

/**
 * Between two modules: notes which module runs now (for the progress view), beats the run's heart
 * (a run whose heart stops was left by a dead worker) and answers whether its batch was cancelled
 * meanwhile, so the run stops there.
 */
export async function runCheckpoint(
  db: Db,
  orgId: string,
  runId: string,
  progress: { currentModule: string; modulesDone: number; moduleCount: number },
): Promise<'go' | 'stop'> {
  return inOrg(db, orgId, async (tx) => {
    const run = await lockRun(tx, orgId, runId);
    if (!run) return 'go';
    if (run.status === 'cancelled' || (await batchCancelled(tx, run.batchId))) return 'stop';
    await writeRun(tx, orgId, { ...run, ...progress, heartbeatAt: new Date().toISOString() });
    return 'go';
  });
}

/** A run's heart beats while it works (a module may take minutes): only if it still runs. */
export async function beatRun(db: Db, orgId: string, runId: string): Promise<void> {
  await inOrg(db, orgId, async (tx) => {
    const run = await lockRun(tx, orgId, runId);
    if (run?.status === 'running')
      await writeRun(tx, orgId, { ...run, heartbeatAt: new Date().toISOString() });
  });
}

/** A run whose job failed and will be retried by the queue: queued again, with the reason shown. */
export async function requeueRun(db: Db, orgId: string, runId: string, reason: string): Promise<void> {
  await inOrg(db, orgId, async (tx) => {
    const run = await lockRun(tx, orgId, runId);
    if (!run || run.status !== 'running') return;
    await writeRun(tx, orgId, { ...run, status: 'queued', currentModule: null, error: reason });
  });
}

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { Db } from '../../../db/pool';
import { syncBatches } from '../../../db/schema';
import { inOrg, type Tx } from '../../../db/tenant';
import { upsertRecords } from '../../../lib/records/upsert';

/**
 * Batches and runs of this module's syncs, in the shapes every portal's sync uses: a batch row
 * (one user action over many accounts) and one syncLog record per account carrying the batch's
 * id, whose pg-boss job has the run's id. So the sync logs list them, and a cancel finds the jobs.
 */

export type RunPortal = 'rp' | 'arca' | 'itat';

export const RUN_PORTALS: Readonly<Record<RunPortal, { accountType: string; queue: string; label: string }>> =
  {
    rp: { accountType: 'rpAccount', queue: 'rp-sync-account', label: 'Reply accounts' },
    arca: { accountType: 'arcaAccount', queue: 'arca-sync-account', label: 'ARCA login' },
    // An ITAT run is a PAN's: its name comes from the client's income-tax account.
    itat: { accountType: 'itAccount', queue: 'itat-sync-pan', label: 'ITAT case status' },
  };

const runDef = RESOURCES.syncLog;

export type RunData = Record<string, unknown> & { runId: string; status: string; batchId?: string };

export type NewBatch = {
  portal: RunPortal;
  accountKeys: readonly string[];
  /** What each run covers, as people read it ("Clients, proceedings and notices, request batches"). */
  modules: string;
  moduleKeys: readonly string[];
  startedBy: string;
  startedByUser: string | null;
  skippedCount: number;
  /** Kept on the runs for the job (e.g. the ITAT's search by PAN). */
  options?: Record<string, unknown>;
};

/** Writes the batch and one queued run per account in one transaction. */
export async function createBatchRuns(
  db: Db,
  orgId: string,
  batch: NewBatch,
  now: Date,
): Promise<{ batchId: string; runIds: string[] }> {
  const spec = RUN_PORTALS[batch.portal];
  return inOrg(db, orgId, async (tx) => {
    const [row] = await tx
      .insert(syncBatches)
      .values({
        orgId,
        portal: batch.portal,
        accountType: spec.accountType,
        queue: spec.queue,
        trigger: 'manual',
        modules: [...batch.moduleKeys],
        accountCount: batch.accountKeys.length,
        skippedCount: batch.skippedCount,
        startedBy: batch.startedBy,
        startedByUser: batch.startedByUser,
        createdAt: now,
        ...(batch.accountKeys.length === 0 ? { finishedAt: now, summary: {} } : {}),
      })
      .returning({ id: syncBatches.id });
    const batchId = row!.id;
    const startedAt = now.toISOString();
    const items = batch.accountKeys.map((accountKey) => ({
      data: {
        runId: randomUUID(),
        portal: batch.portal,
        accountKey,
        startedBy: batch.startedBy,
        modules: batch.modules,
        moduleKeys: [...batch.moduleKeys],
        batchId,
        trigger: 'manual',
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

async function lockRun(tx: Tx, orgId: string, runId: string): Promise<RunData | null> {
  const r = await tx.execute<{ data: RunData }>(
    sql`SELECT data FROM records WHERE org_id = ${orgId} AND type = 'syncLog' AND key = ${runId} FOR UPDATE`,
  );
  return r.rows[0]?.data ?? null;
}

async function writeRun(tx: Tx, orgId: string, data: RunData): Promise<void> {
  await upsertRecords(tx, orgId, runDef, [{ data }], { source: 'system', events: false });
}

/**
 * Moves a queued run to running and answers it; null when it is not to be run (cancelled, its
 * batch cancelled, finished, gone). A run found `running` is a job that expired with a dead
 * worker: it runs again (writes are idempotent).
 */
export async function beginRun(db: Db, orgId: string, runId: string, now: Date): Promise<RunData | null> {
  return inOrg(db, orgId, async (tx) => {
    const run = await lockRun(tx, orgId, runId);
    if (!run || (run.status !== 'queued' && run.status !== 'running')) return null;
    const cancelled = run.batchId
      ? (
          await tx.execute<{ c: boolean }>(
            sql`SELECT cancelled_at IS NOT NULL AS c FROM sync_batches WHERE id = ${run.batchId}`,
          )
        ).rows[0]?.c
      : false;
    if (cancelled) {
      await writeRun(tx, orgId, {
        ...run,
        status: 'cancelled',
        finishedAt: now.toISOString(),
        error: 'Cancelled',
      });
      return null;
    }
    const running = { ...run, status: 'running', runningSince: now.toISOString() };
    await writeRun(tx, orgId, running);
    return running;
  });
}

/** Merges `patch` into the run (progress while running, the outcome at the end). */
export async function patchRun(
  db: Db,
  orgId: string,
  runId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await inOrg(db, orgId, async (tx) => {
    const run = await lockRun(tx, orgId, runId);
    if (run) await writeRun(tx, orgId, { ...run, ...patch });
  });
}

/** Whether the user cancelled the run's batch since it started (checked between steps). */
export async function batchCancelled(db: Db, orgId: string, batchId: string | undefined): Promise<boolean> {
  if (!batchId) return false;
  const r = await inOrg(db, orgId, (tx) =>
    tx.execute<{ c: boolean }>(
      sql`SELECT cancelled_at IS NOT NULL AS c FROM sync_batches WHERE id = ${batchId}`,
    ),
  );
  return r.rows[0]?.c ?? false;
}

export type FailedItem = { module: string; ref: string; reason: string };

/**
 * Keeps the run's failed items in sync_failures (one row per account + module + ref; seen again →
 * attempts grow) and resolves the account's open ones a clean pass of their module fetched.
 */
export async function recordFailures(
  db: Db,
  orgId: string,
  portal: RunPortal,
  accountKey: string,
  runId: string,
  modulesRun: readonly string[],
  failed: readonly FailedItem[],
): Promise<void> {
  await inOrg(db, orgId, async (tx) => {
    for (const f of failed) {
      await tx.execute(sql`
        INSERT INTO sync_failures (org_id, portal, account_key, module, ref, reason, last_run_id)
        VALUES (${orgId}, ${portal}, ${accountKey}, ${f.module}, ${f.ref}, ${f.reason.slice(0, 500)}, ${runId}::uuid)
        ON CONFLICT (org_id, portal, account_key, module, ref) DO UPDATE SET
          reason = excluded.reason, attempts = sync_failures.attempts + 1, last_seen_at = now(),
          last_run_id = excluded.last_run_id, resolved_at = NULL`);
    }
    const stillFailing = failed.map((f) => `${f.module}\u001f${f.ref}`);
    await tx.execute(sql`
      UPDATE sync_failures SET resolved_at = now()
      WHERE org_id = ${orgId} AND portal = ${portal} AND account_key = ${accountKey} AND resolved_at IS NULL
        AND (module = ANY(${sql.param([...modulesRun, 'account'])}::text[]))
        AND NOT (module || chr(31) || ref = ANY(${sql.param(stillFailing)}::text[]))`);
  });
}

import { sql } from 'drizzle-orm';
import {
  RESOURCES,
  SYNC_RUN_STATES,
  type SyncBatchProgress,
  type SyncBatchState,
  type SyncBatchSummary,
  type SyncBatchTrigger,
  type SyncRunProgress,
  type SyncRunState,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { conflict, notFound } from '../../lib/http/errors';
import { upsertRecords } from '../../lib/records/upsert';
import { cancelBatchRequests } from '../../lib/sync/sign-in-requests';
import { OPEN_STATES } from './sync-portals';

type BatchRow = {
  id: string;
  portal: string;
  account_type: string;
  queue: string;
  trigger: SyncBatchTrigger;
  modules: string[];
  account_count: number;
  skipped_count: number;
  started_by: string;
  created_at: Date;
  finished_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  summary: Totals | null;
};

type Totals = {
  counts: Record<SyncRunState, number>;
  newCount: number;
  changedCount: number;
  failedCount: number;
  lastFinishedAt?: string | null;
};

const BATCH_COLUMNS = sql`id, portal, account_type, queue, trigger, modules, account_count, skipped_count,
  started_by, created_at, finished_at, cancelled_at, cancelled_by, summary`;

/** A batch's runs: syncLog records carrying its id, started at or after the batch. */
const runsOf = (orgId: string, b: Pick<BatchRow, 'id' | 'created_at'>) =>
  sql`r.org_id = ${orgId} AND r.type = 'syncLog' AND r.issued_on >= ${new Date(b.created_at).toISOString()}::timestamptz - interval '1 minute'
      AND r.data->>'batchId' = ${b.id}`;

function emptyCounts(): Record<SyncRunState, number> {
  return Object.fromEntries(Object.keys(SYNC_RUN_STATES).map((s) => [s, 0])) as Record<SyncRunState, number>;
}

async function liveTotals(tx: Tx, orgId: string, b: BatchRow): Promise<Totals> {
  const r = await tx.execute<{
    status: string;
    n: number;
    new_count: number;
    changed_count: number;
    failed_count: number;
    last_finished: string | null;
  }>(sql`
    SELECT r.status, count(*)::int AS n,
           coalesce(sum((r.data->>'newCount')::int), 0)::int AS new_count,
           coalesce(sum((r.data->>'changedCount')::int), 0)::int AS changed_count,
           coalesce(sum((r.data->>'failedCount')::int), 0)::int AS failed_count,
           max(r.data->>'finishedAt') AS last_finished
    FROM records r WHERE ${runsOf(orgId, b)} GROUP BY r.status`);
  const totals: Totals = { counts: emptyCounts(), newCount: 0, changedCount: 0, failedCount: 0 };
  let last: string | null = null;
  for (const row of r.rows) {
    if (row.status in totals.counts) totals.counts[row.status as SyncRunState] += row.n;
    totals.newCount += row.new_count;
    totals.changedCount += row.changed_count;
    totals.failedCount += row.failed_count;
    if (row.last_finished && (!last || row.last_finished > last)) last = row.last_finished;
  }
  totals.lastFinishedAt = last;
  return totals;
}

const openRuns = (t: Totals) => OPEN_STATES.reduce((n, s) => n + (t.counts[s as SyncRunState] ?? 0), 0);

/**
 * Counts of a finished batch are kept on it; an open one is counted from its runs, and marked
 * finished here once no run is open (whoever looks first: the worker does not need to).
 */
async function totalsOf(tx: Tx, orgId: string, b: BatchRow): Promise<Totals> {
  if (b.finished_at && b.summary) return b.summary;
  const totals = await liveTotals(tx, orgId, b);
  if (openRuns(totals) === 0) {
    const finishedAt = totals.lastFinishedAt ?? new Date().toISOString();
    await tx.execute(sql`
      UPDATE sync_batches SET finished_at = ${finishedAt}::timestamptz, summary = ${JSON.stringify(totals)}::jsonb
      WHERE id = ${b.id} AND finished_at IS NULL`);
    b.finished_at = new Date(finishedAt);
  }
  return totals;
}

function stateOf(b: BatchRow, totals: Totals): SyncBatchState {
  const open = openRuns(totals) > 0;
  if (b.cancelled_at) return open ? 'cancelling' : 'cancelled';
  return open ? 'running' : 'done';
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

function summaryOf(b: BatchRow, totals: Totals): SyncBatchSummary {
  return {
    batchId: b.id,
    portal: b.portal,
    trigger: b.trigger,
    modules: b.modules,
    accountCount: b.account_count,
    skippedCount: b.skipped_count,
    startedBy: b.started_by,
    createdAt: iso(b.created_at)!,
    finishedAt: iso(b.finished_at),
    cancelledAt: iso(b.cancelled_at),
    cancelledBy: b.cancelled_by,
    state: stateOf(b, totals),
    counts: { ...emptyCounts(), ...totals.counts },
    newCount: totals.newCount,
    changedCount: totals.changedCount,
    failedCount: totals.failedCount,
  };
}

export async function listBatches(
  tx: Tx,
  orgId: string,
  portal: string,
  options: { trigger?: SyncBatchTrigger; limit: number; before?: string },
): Promise<SyncBatchSummary[]> {
  const trigger = options.trigger ? sql`AND trigger = ${options.trigger}` : sql``;
  const before = options.before ? sql`AND created_at < ${options.before}::timestamptz` : sql``;
  const r = await tx.execute<BatchRow>(sql`
    SELECT ${BATCH_COLUMNS} FROM sync_batches
    WHERE org_id = ${orgId} AND portal = ${portal} ${trigger} ${before}
    ORDER BY created_at DESC LIMIT ${options.limit}`);
  const out: SyncBatchSummary[] = [];
  for (const b of r.rows) out.push(summaryOf(b, await totalsOf(tx, orgId, b)));
  return out;
}

async function batchRow(tx: Tx, orgId: string, batchId: string, lock = false): Promise<BatchRow> {
  // A malformed id is simply not found (the column is a uuid).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(batchId))
    throw notFound('No such sync');
  const r = await tx.execute<BatchRow>(sql`
    SELECT ${BATCH_COLUMNS} FROM sync_batches WHERE org_id = ${orgId} AND id = ${batchId} ${lock ? sql`FOR UPDATE` : sql``}`);
  if (!r.rows[0]) throw notFound('No such sync');
  return r.rows[0];
}

const STATUS_ORDER = sql`CASE r.status WHEN 'waiting' THEN 0 WHEN 'running' THEN 0 WHEN 'queued' THEN 1 WHEN 'failed' THEN 2
  WHEN 'login_blocked' THEN 3 WHEN 'cancelled' THEN 4 ELSE 5 END`;

/** A batch with the state of each of its accounts. */
export async function batchProgress(tx: Tx, orgId: string, batchId: string): Promise<SyncBatchProgress> {
  const b = await batchRow(tx, orgId, batchId);
  const totals = await totalsOf(tx, orgId, b);
  const r = await tx.execute<SyncRunProgress>(sql`
    SELECT r.key AS "runId", r.account_key AS "accountKey", a.title AS "accountName", r.status,
           r.data->>'currentModule' AS "currentModule", (r.data->>'modulesDone')::int AS "modulesDone",
           (r.data->>'moduleCount')::int AS "moduleCount", coalesce(r.data->>'modules', '') AS modules,
           r.data->>'startedAt' AS "startedAt", r.data->>'finishedAt' AS "finishedAt",
           (r.data->>'durationMs')::int AS "durationMs", coalesce((r.data->>'newCount')::int, 0) AS "newCount",
           coalesce((r.data->>'changedCount')::int, 0) AS "changedCount",
           coalesce((r.data->>'failedCount')::int, 0) AS "failedCount", r.data->>'error' AS error,
           coalesce((r.data->>'rateLimitedCount')::int, 0) AS "rateLimitedCount"
    FROM records r
    LEFT JOIN records a ON a.org_id = r.org_id AND a.type = ${b.account_type} AND a.key = r.account_key
    WHERE ${runsOf(orgId, b)}
    ORDER BY ${STATUS_ORDER}, r.account_key`);
  return { ...summaryOf(b, totals), runs: r.rows };
}

/**
 * Cancels a batch: its queued runs end as cancelled at once (their jobs are cancelled in the queue
 * by the caller, with the ids answered here); a running one stops before its next module.
 */
export async function cancelBatch(
  tx: Tx,
  orgId: string,
  batchId: string,
  by: string,
  now: Date,
): Promise<{ queue: string; cancelledRunIds: string[] }> {
  const b = await batchRow(tx, orgId, batchId, true);
  if (b.cancelled_at) throw conflict('This sync is already cancelled');
  if (b.finished_at) throw conflict('This sync has already finished');
  await tx.execute(
    sql`UPDATE sync_batches SET cancelled_at = ${now.toISOString()}::timestamptz, cancelled_by = ${by} WHERE id = ${b.id}`,
  );
  const queued = await tx.execute<{ data: Record<string, unknown> }>(sql`
    SELECT r.data FROM records r WHERE ${runsOf(orgId, b)} AND r.status IN ('queued', 'waiting') FOR UPDATE`);
  // Questions of the batch leave the sign-in queue with it.
  await cancelBatchRequests(tx, orgId, b.id);
  const items = queued.rows.map((row) => ({
    data: { ...row.data, status: 'cancelled', finishedAt: now.toISOString(), error: `Cancelled by ${by}` },
  }));
  for (let i = 0; i < items.length; i += 1000)
    await upsertRecords(tx, orgId, RESOURCES.syncLog, items.slice(i, i + 1000), {
      source: 'system',
      events: false,
    });
  // A run that waited for a person runs under a job of its own id (`jobId`).
  return {
    queue: b.queue,
    cancelledRunIds: queued.rows.map((row) => String(row.data.jobId ?? row.data.runId)),
  };
}

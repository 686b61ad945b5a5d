import type pg from 'pg';
import { and, desc, eq, sql } from 'drizzle-orm';
import { records } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { notFound } from '../../lib/http/errors';
import {
  JOB_STATES,
  type JobPage,
  type JobState,
  type QueueView,
  type RawRecord,
  type RecentRecord,
} from '@taxdesk/domain';

async function hasJobQueue(owner: pg.Pool): Promise<boolean> {
  const r = await owner.query(`SELECT to_regclass('pgboss.job') AS t, to_regclass('pgboss.queue') AS q`);
  return !!r.rows[0].t && !!r.rows[0].q;
}

/**
 * Every queue with its jobs counted by state (pg-boss's own internal queues left out). pg-boss
 * keeps its tables in the `pgboss` schema, which only the owner connection reads (the app role
 * has no grant there).
 */
export async function queueCounts(owner: pg.Pool): Promise<QueueView[]> {
  if (!(await hasJobQueue(owner))) return [];
  const r = await owner.query<{ name: string; state: JobState | null; n: number; oldest: Date | null }>(`
    SELECT q.name, j.state::text AS state, count(j.id)::int AS n,
           min(j.created_on) FILTER (WHERE j.state IN ('created', 'retry')) AS oldest
    FROM pgboss.queue q LEFT JOIN pgboss.job j ON j.name = q.name
    WHERE q.name NOT LIKE '\\_\\_pgboss\\_\\_%'
    GROUP BY q.name, j.state ORDER BY q.name`);
  const byName = new Map<string, QueueView>();
  for (const row of r.rows) {
    const view =
      byName.get(row.name) ??
      ({
        name: row.name,
        counts: Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>,
        oldestWaiting: null,
      } satisfies QueueView);
    byName.set(row.name, view);
    if (row.state) view.counts[row.state] = row.n;
    if (row.oldest && (!view.oldestWaiting || row.oldest.toISOString() < view.oldestWaiting))
      view.oldestWaiting = row.oldest.toISOString();
  }
  return [...byName.values()];
}

function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return output == null ? null : String(output);
  const o = output as { message?: unknown; value?: unknown };
  if (typeof o.message === 'string') return o.message;
  if (typeof o.value === 'string') return o.value;
  return JSON.stringify(output).slice(0, 2000);
}

/** Jobs of one state (failed by default), newest first, optionally of one queue. */
export async function listJobs(
  owner: pg.Pool,
  query: { queue?: string; state: JobState; page: number; pageSize: number },
): Promise<JobPage> {
  if (!(await hasJobQueue(owner))) return { rows: [], total: 0 };
  const params: unknown[] = [query.state];
  let where = `state = $1::pgboss.job_state`;
  if (query.queue) {
    params.push(query.queue);
    where += ` AND name = $${params.length}`;
  }
  const total = await owner.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE ${where}`,
    params,
  );
  const rows = await owner.query(
    `SELECT id, name, state::text AS state, retry_count, retry_limit, created_on, started_on, completed_on, data, output
     FROM pgboss.job WHERE ${where} ORDER BY coalesce(completed_on, created_on) DESC, id
     LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    params,
  );
  return {
    total: total.rows[0]!.n,
    rows: rows.rows.map((r) => ({
      id: r.id,
      queue: r.name,
      state: r.state,
      retryCount: r.retry_count,
      retryLimit: r.retry_limit,
      createdOn: r.created_on.toISOString(),
      startedOn: r.started_on?.toISOString() ?? null,
      completedOn: r.completed_on?.toISOString() ?? null,
      data: r.data ?? null,
      error: r.state === 'failed' || r.state === 'retry' ? errorOf(r.output) : null,
    })),
  };
}

/**
 * Sends a failed job round again, as pg-boss's own retry does: back to `retry` with one more try
 * allowed, due now. Answers the job's queue, or null when no failed job has that id.
 */
export async function retryJob(owner: pg.Pool, id: string): Promise<string | null> {
  if (!(await hasJobQueue(owner))) return null;
  const r = await owner.query<{ name: string }>(
    `UPDATE pgboss.job SET state = 'retry', retry_limit = retry_count + 1, start_after = now()
     WHERE id = $1 AND state = 'failed' RETURNING name`,
    [id],
  );
  return r.rows[0]?.name ?? null;
}

/** One record of an organisation with the portal's payload behind it (run with that organisation set). */
export async function rawRecord(tx: Tx, orgId: string, type: string, key: string): Promise<RawRecord> {
  const [row] = await tx
    .select()
    .from(records)
    .where(and(eq(records.orgId, orgId), eq(records.type, type), eq(records.key, key)));
  if (!row) throw notFound(`No ${type} with the key ${key} in ${orgId}`);
  return {
    orgId,
    type,
    key,
    title: row.title,
    status: row.status,
    source: row.source,
    firstSeenAt: row.firstSeenAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
    data: row.data,
    raw: row.raw ?? null,
  };
}

/** The latest records of a type in an organisation, to pick one from. */
export async function recentKeys(tx: Tx, orgId: string, type: string): Promise<RecentRecord[]> {
  const rows = await tx
    .select({
      key: records.key,
      title: records.title,
      updatedAt: records.updatedAt,
      hasRaw: sql<boolean>`${records.raw} IS NOT NULL`,
    })
    .from(records)
    .where(and(eq(records.orgId, orgId), eq(records.type, type)))
    .orderBy(desc(records.updatedAt), records.key)
    .limit(25);
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

import type pg from 'pg';

/**
 * Dashboards read `record_counts` and `record_arrivals` (schema.ts), which triggers on `records`
 * keep: every statement that writes records adds its net change as new rows, so writers never
 * wait on one another. This merges the rows of each bucket into one, keeping reads short; a
 * second caller at the same time skips (an advisory lock), and rows added meanwhile stay.
 */
export async function foldRecordCounts(ctx: { pools: { owner: pg.Pool } }): Promise<void> {
  await ctx.pools.owner.query('SELECT record_counts_fold()');
  // Home's work counts by assignee (migration home_work_counts), kept the same way.
  await ctx.pools.owner.query('SELECT record_assignee_counts_fold()');
}

/** The buckets a full recount of `records` gives, as `record_counts` keeps them: for checking the counts. */
export const RECOUNT_SQL = `
  SELECT r.org_id, r.type, r.section, r.year, r.due_on::text, record_done(r.type, r.status) AS closed, r.work_status,
         a.year AS branch, a.section AS grp, count(*)::int AS n, coalesce(sum(r.amount), 0)::numeric(20, 2)::text AS amount
  FROM records r
  LEFT JOIN records a ON r.type IN ('itNotice', 'itProceeding') AND a.org_id = r.org_id AND a.type = 'itAccount' AND a.key = r.account_key
  WHERE r.removed_at IS NULL
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`;

/** The same buckets summed from `record_counts`. */
export const COUNTED_SQL = `
  SELECT org_id, type, section, year, due_on::text, closed, work_status, branch, grp, sum(n)::int AS n,
         sum(amount)::numeric(20, 2)::text AS amount
  FROM record_counts GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum(n) <> 0 OR sum(amount) <> 0`;

/** The buckets of `record_assignee_counts` from a full recount of `records`: for checking the counts. */
export const ASSIGNEE_RECOUNT_SQL = `
  SELECT org_id, type, record_done(type, status) AS closed, work_status, assignee_id, count(*)::int AS n
  FROM records WHERE removed_at IS NULL AND work_status IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5`;

/** The same buckets summed from `record_assignee_counts`. */
export const ASSIGNEE_COUNTED_SQL = `
  SELECT org_id, type, closed, work_status, assignee_id, sum(n)::int AS n
  FROM record_assignee_counts GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0`;

import { sql, type SQL } from 'drizzle-orm';

/**
 * What "open", "due soon" and "overdue" mean for notices, in one place: a notice is open while the
 * portal shows it open and nobody has marked it replied or closed.
 */
export const OPEN_NOTICE = sql`coalesce(n.status, 'O') <> 'C' AND coalesce(n.work_status, 'open') NOT IN ('replied', 'closed')`;

/** The same rule on a `record_counts` row (alias `c`), whose bucket says closed and work status. */
export const OPEN_COUNTED = sql`NOT c.closed AND coalesce(c.work_status, 'open') NOT IN ('replied', 'closed')`;

/** The account filter on `record_counts` (alias `c`), whose buckets carry the account's branch and group. */
export function countedAccountFilter(branch?: string, group?: string): SQL {
  const conds: SQL[] = [sql`TRUE`];
  if (branch) conds.push(sql`c.branch = ${branch}`);
  if (group) conds.push(sql`c.grp = ${group}`);
  return sql.join(conds, sql` AND `);
}

export function dueWithin(today: string, days: number, alias = 'n'): SQL {
  const due = sql.raw(`${alias}.due_on`);
  return sql`${due} >= ${today}::date AND ${due} <= ${today}::date + ${days}::int`;
}

export function overdue(today: string, alias = 'n'): SQL {
  return sql`${sql.raw(`${alias}.due_on`)} < ${today}::date`;
}

/** Optional narrowing by the account's branch and group (promoted on itAccount as year and section). */
export function accountFilter(orgId: string, branch?: string, group?: string): SQL {
  if (!branch && !group) return sql`TRUE`;
  const conds: SQL[] = [sql`a.org_id = ${orgId}`, sql`a.type = 'itAccount'`, sql`a.key = n.account_key`];
  if (branch) conds.push(sql`a.year = ${branch}`);
  if (group) conds.push(sql`a.section = ${group}`);
  return sql`EXISTS (SELECT 1 FROM records a WHERE ${sql.join(conds, sql` AND `)})`;
}

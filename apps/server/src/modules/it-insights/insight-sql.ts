import { sql, type SQL } from 'drizzle-orm';

/**
 * What "open", "due soon" and "overdue" mean for notices, in one place: a notice is open while the
 * portal shows it open and nobody has marked it replied or closed.
 */
export const OPEN_NOTICE = sql`coalesce(n.status, 'O') <> 'C' AND coalesce(n.work_status, 'open') NOT IN ('replied', 'closed')`;

export function dueWithin(today: string, days: number): SQL {
  return sql`n.due_on >= ${today}::date AND n.due_on <= ${today}::date + ${days}::int`;
}

export function overdue(today: string): SQL {
  return sql`n.due_on < ${today}::date`;
}

/** Optional narrowing by the account's branch and group (promoted on itAccount as year and section). */
export function accountFilter(orgId: string, branch?: string, group?: string): SQL {
  if (!branch && !group) return sql`TRUE`;
  const conds: SQL[] = [sql`a.org_id = ${orgId}`, sql`a.type = 'itAccount'`, sql`a.key = n.account_key`];
  if (branch) conds.push(sql`a.year = ${branch}`);
  if (group) conds.push(sql`a.section = ${group}`);
  return sql`EXISTS (SELECT 1 FROM records a WHERE ${sql.join(conds, sql` AND `)})`;
}

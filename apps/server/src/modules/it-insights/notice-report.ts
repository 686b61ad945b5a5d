import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { dueWithin, overdue } from './insight-sql';

export const NOTICE_REPORT_GROUPS = ['section', 'year', 'account', 'branch', 'workStatus', 'month'] as const;
export type NoticeReportGroup = (typeof NOTICE_REPORT_GROUPS)[number];

export type NoticeReportRow = {
  group: string;
  total: number;
  open: number;
  inProgress: number;
  replied: number;
  closed: number;
  dueIn7Days: number;
  overdue: number;
};

function groupExpr(orgId: string, by: NoticeReportGroup): SQL {
  switch (by) {
    case 'section':
      return sql`n.section`;
    case 'year':
      return sql`n.year`;
    case 'account':
      return sql`n.account_key`;
    case 'workStatus':
      return sql`coalesce(n.work_status, 'open')`;
    case 'month':
      return sql`to_char(n.issued_on AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`;
    case 'branch':
      return sql`(SELECT a.year FROM records a WHERE a.org_id = ${orgId} AND a.type = 'itAccount' AND a.key = n.account_key)`;
  }
}

/** Notices counted by status and urgency, grouped by section, year, account, branch, status or month. */
export async function noticeReport(
  tx: Tx,
  orgId: string,
  today: string,
  by: NoticeReportGroup,
  range: { from?: string; to?: string },
): Promise<NoticeReportRow[]> {
  const conds: SQL[] = [sql`n.org_id = ${orgId}`, sql`n.type = 'itNotice'`, sql`n.removed_at IS NULL`];
  if (range.from) conds.push(sql`n.issued_on >= ${range.from}::date::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  if (range.to) conds.push(sql`n.issued_on < (${range.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  const open = sql`coalesce(n.status, 'O') <> 'C' AND coalesce(n.work_status, 'open') NOT IN ('replied', 'closed')`;
  const r = await tx.execute<NoticeReportRow>(sql`
    SELECT coalesce(${groupExpr(orgId, by)}, '—') AS "group", count(*)::int AS total,
      count(*) FILTER (WHERE ${open})::int AS open,
      count(*) FILTER (WHERE n.work_status = 'in_progress')::int AS "inProgress",
      count(*) FILTER (WHERE n.work_status = 'replied')::int AS replied,
      count(*) FILTER (WHERE n.work_status = 'closed' OR n.status = 'C')::int AS closed,
      count(*) FILTER (WHERE ${open} AND ${dueWithin(today, 7)})::int AS "dueIn7Days",
      count(*) FILTER (WHERE ${open} AND ${overdue(today)})::int AS overdue
    FROM records n WHERE ${sql.join(conds, sql` AND `)}
    GROUP BY 1 ORDER BY total DESC, 1 LIMIT 1000`);
  return r.rows;
}

import { sql, type SQL } from 'drizzle-orm';
import type { NoticeReportRow } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';

/**
 * One notice report for every area: the area names the record types it counts, the portal
 * statuses that mean closed, and how each grouping reads a notice (`n`, a `records` row).
 */
export type NoticeReportSource<G extends string> = {
  types: readonly string[];
  /** Portal statuses (the promoted `status`, any case) that close a notice. */
  closedStatuses: readonly string[];
  groups: Readonly<Record<G, (orgId: string) => SQL>>;
};

/** Notices counted by work status and urgency, grouped as the source says. */
export async function noticeReport<G extends string>(
  tx: Tx,
  orgId: string,
  today: string,
  source: NoticeReportSource<G>,
  by: G,
  range: { from?: string; to?: string },
): Promise<NoticeReportRow[]> {
  const types = sql.join(
    source.types.map((t) => sql`${t}`),
    sql`, `,
  );
  const conds: SQL[] = [sql`n.org_id = ${orgId}`, sql`n.type IN (${types})`, sql`n.removed_at IS NULL`];
  if (range.from) conds.push(sql`n.issued_on >= ${range.from}::date::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  if (range.to) conds.push(sql`n.issued_on < (${range.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata'`);
  const closed = sql.join(
    source.closedStatuses.map((s) => sql`${s.toLowerCase()}`),
    sql`, `,
  );
  const portalClosed = sql`lower(coalesce(n.status, '')) IN (${closed})`;
  const open = sql`NOT ${portalClosed} AND coalesce(n.work_status, 'open') NOT IN ('replied', 'closed')`;
  const r = await tx.execute<NoticeReportRow>(sql`
    SELECT coalesce(${source.groups[by](orgId)}, '—') AS "group", count(*)::int AS total,
      count(*) FILTER (WHERE ${open})::int AS open,
      count(*) FILTER (WHERE n.work_status = 'in_progress')::int AS "inProgress",
      count(*) FILTER (WHERE n.work_status = 'replied')::int AS replied,
      count(*) FILTER (WHERE n.work_status = 'closed' OR ${portalClosed})::int AS closed,
      count(*) FILTER (WHERE ${open} AND n.due_on >= ${today}::date AND n.due_on <= ${today}::date + 7)::int AS "dueIn7Days",
      count(*) FILTER (WHERE ${open} AND n.due_on < ${today}::date)::int AS overdue
    FROM records n WHERE ${sql.join(conds, sql` AND `)}
    GROUP BY 1 ORDER BY total DESC, 1 LIMIT 1000`);
  return r.rows;
}

/** Groupings every area's notices share: their work status and the month they were issued. */
export const COMMON_NOTICE_GROUPS = {
  workStatus: () => sql`coalesce(n.work_status, 'open')`,
  month: () => sql`to_char(n.issued_on AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')`,
} as const;

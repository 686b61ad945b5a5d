import { sql, type SQL } from 'drizzle-orm';
import type { RecordRow, NoticeBucket, ProceedingDashboard } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from '../../../lib/records/record-row';
import {
  accountFilter,
  countedAccountFilter,
  dueWithin,
  OPEN_COUNTED,
  OPEN_NOTICE,
  overdue,
} from './insight-sql';

type Breakdown = {
  total: Omit<NoticeBucket, 'group'>;
  bySection: NoticeBucket[];
  byYear: NoticeBucket[];
  byBranch: NoticeBucket[];
};

/**
 * Open notices in total and by section, assessment year and the account's branch: one grouped
 * read of the counts the writes keep (record_counts buckets carry all three), not a scan of the
 * notices. Each breakdown keeps its 50 largest groups.
 */
async function openNoticeBreakdown(
  tx: Tx,
  orgId: string,
  today: string,
  filters: { branch?: string; group?: string },
): Promise<Breakdown> {
  const r = await tx.execute<NoticeBucket & { dim: keyof Omit<Breakdown, 'total'> | 'total' }>(sql`
    SELECT CASE WHEN GROUPING(c.section) = 0 THEN 'bySection' WHEN GROUPING(c.year) = 0 THEN 'byYear'
             WHEN GROUPING(c.branch) = 0 THEN 'byBranch' ELSE 'total' END AS dim,
      coalesce(c.section, c.year, c.branch, '—') AS "group", coalesce(sum(c.n), 0)::int AS open,
      coalesce(sum(c.n) FILTER (WHERE ${dueWithin(today, 7, 'c')}), 0)::int AS "dueIn7Days",
      coalesce(sum(c.n) FILTER (WHERE ${overdue(today, 'c')}), 0)::int AS overdue
    FROM record_counts c
    WHERE c.org_id = ${orgId} AND c.type = 'itNotice' AND ${OPEN_COUNTED}
      AND ${countedAccountFilter(filters.branch, filters.group)}
    GROUP BY GROUPING SETS ((c.section), (c.year), (c.branch), ())
    HAVING sum(c.n) <> 0
    ORDER BY open DESC, "group"`);
  const of = (dim: string) =>
    r.rows
      .filter((row) => row.dim === dim)
      .slice(0, 50)
      .map(({ dim: _dim, ...bucket }) => bucket);
  const total = r.rows.find((row) => row.dim === 'total');
  return {
    total: { open: total?.open ?? 0, dueIn7Days: total?.dueIn7Days ?? 0, overdue: total?.overdue ?? 0 },
    bySection: of('bySection'),
    byYear: of('byYear'),
    byBranch: of('byBranch'),
  };
}

/**
 * The latest notice of each proceeding (by issue date), where it is still open and has no reply
 * on the portal: the proceedings waiting on the firm. Earlier notices answered or not, it is the
 * latest one the department expects a response to. The writes keep a row per such proceeding
 * (proceeding_waiting, migration 0024), so this counts and pages that table by its index instead
 * of sorting every open notice and looking up each one's replies.
 */
async function latestUnanswered(
  tx: Tx,
  orgId: string,
  scope: SQL,
): Promise<{ total: number; rows: RecordRow[] }> {
  // `scope` names the notice's account as n.account_key, which the kept row carries too.
  const r = await tx.execute<RecordDbRow & { total: number }>(sql`
    WITH page AS (
      SELECT n.notice_key FROM proceeding_waiting n WHERE n.org_id = ${orgId} AND ${scope}
      ORDER BY n.due_on NULLS LAST, n.issued_on DESC, n.notice_key LIMIT 50)
    SELECT ${RECORD_COLUMNS},
      (SELECT count(*) FROM proceeding_waiting n WHERE n.org_id = ${orgId} AND ${scope})::int AS total
    FROM records n
    WHERE n.org_id = ${orgId} AND n.type = 'itNotice' AND n.key IN (SELECT notice_key FROM page)
    ORDER BY n.due_on NULLS LAST, n.issued_on DESC, n.key`);
  return { total: r.rows[0]?.total ?? 0, rows: r.rows.map(toRecordRow) };
}

/** Open proceedings and the notices in them that want a response: how many, how soon, where. */
export async function proceedingDashboard(
  tx: Tx,
  orgId: string,
  today: string,
  filters: { branch?: string; group?: string },
): Promise<ProceedingDashboard> {
  const scope = accountFilter(orgId, filters.branch, filters.group);
  const breakdown = await openNoticeBreakdown(tx, orgId, today, filters);
  const proceedings = await tx.execute<{ n: number }>(sql`
    SELECT coalesce(sum(c.n), 0)::int AS n FROM record_counts c
    WHERE c.org_id = ${orgId} AND c.type = 'itProceeding' AND NOT c.closed
      AND ${countedAccountFilter(filters.branch, filters.group)}`);
  const list = async (cond: SQL, order: SQL) =>
    (
      await tx.execute<RecordDbRow>(sql`
        SELECT ${RECORD_COLUMNS} FROM records n
        WHERE n.org_id = ${orgId} AND n.type = 'itNotice' AND n.removed_at IS NULL AND ${OPEN_NOTICE} AND ${scope} AND ${cond}
        ORDER BY ${order} LIMIT 50`)
    ).rows.map(toRecordRow);
  const unanswered = await latestUnanswered(tx, orgId, scope);
  return {
    openProceedings: proceedings.rows[0]!.n,
    openNotices: breakdown.total.open,
    dueIn7Days: breakdown.total.dueIn7Days,
    overdue: breakdown.total.overdue,
    bySection: breakdown.bySection,
    byYear: breakdown.byYear,
    byBranch: breakdown.byBranch,
    dueSoon: await list(dueWithin(today, 7), sql`n.due_on, n.key`),
    overdueNotices: await list(overdue(today), sql`n.due_on DESC, n.key`),
    latestUnanswered: unanswered.total,
    latestUnansweredNotices: unanswered.rows,
  };
}

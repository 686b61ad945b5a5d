import { sql, type SQL } from 'drizzle-orm';
import type { RecordRow } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from '../../lib/records/record-row';
import { accountFilter, dueWithin, OPEN_NOTICE, overdue } from './insight-sql';

export type Bucket = { group: string; open: number; dueIn7Days: number; overdue: number };

export type ProceedingDashboard = {
  openProceedings: number;
  openNotices: number;
  dueIn7Days: number;
  overdue: number;
  bySection: Bucket[];
  byYear: Bucket[];
  byBranch: Bucket[];
  dueSoon: RecordRow[];
  overdueNotices: RecordRow[];
  /** Proceedings whose latest notice nobody has answered: no reply filed, not marked replied or closed. */
  latestUnanswered: number;
  latestUnansweredNotices: RecordRow[];
};

type Breakdown = {
  total: Omit<Bucket, 'group'>;
  bySection: Bucket[];
  byYear: Bucket[];
  byBranch: Bucket[];
};

/**
 * Open notices counted once over: in total and by section, assessment year and the account's
 * branch, in one scan (grouping sets) rather than one per breakdown. Each breakdown keeps its
 * 50 largest groups.
 */
async function openNoticeBreakdown(tx: Tx, orgId: string, today: string, scope: SQL): Promise<Breakdown> {
  const r = await tx.execute<Bucket & { dim: keyof Omit<Breakdown, 'total'> | 'total' }>(sql`
    SELECT CASE WHEN GROUPING(n.section) = 0 THEN 'bySection' WHEN GROUPING(n.year) = 0 THEN 'byYear'
             WHEN GROUPING(acct.year) = 0 THEN 'byBranch' ELSE 'total' END AS dim,
      coalesce(n.section, n.year, acct.year, '—') AS "group", count(*)::int AS open,
      count(*) FILTER (WHERE ${dueWithin(today, 7)})::int AS "dueIn7Days",
      count(*) FILTER (WHERE ${overdue(today)})::int AS overdue
    FROM records n
    LEFT JOIN records acct ON acct.org_id = n.org_id AND acct.type = 'itAccount' AND acct.key = n.account_key
    WHERE n.org_id = ${orgId} AND n.type = 'itNotice' AND n.removed_at IS NULL AND ${OPEN_NOTICE} AND ${scope}
    GROUP BY GROUPING SETS ((n.section), (n.year), (acct.year), ())
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
 * latest one the department expects a response to.
 */
async function latestUnanswered(
  tx: Tx,
  orgId: string,
  scope: SQL,
): Promise<{ total: number; rows: RecordRow[] }> {
  // Narrow rows through the sort (a proceeding's notices, newest first); whole records only for the
  // page. A notice carries its proceeding's status, so closed proceedings drop out before the sort.
  const r = await tx.execute<RecordDbRow & { total: number }>(sql`
    WITH latest AS (
      SELECT DISTINCT ON (n.data->>'proceedingReqId') n.key, n.data->>'headerSeqNo' AS seq, n.status,
        n.work_status, n.due_on, n.issued_on
      FROM records n
      WHERE n.org_id = ${orgId} AND n.type = 'itNotice' AND n.removed_at IS NULL
        AND coalesce(n.status, 'O') <> 'C' AND n.data->>'proceedingReqId' IS NOT NULL AND ${scope}
      ORDER BY n.data->>'proceedingReqId', n.issued_on DESC NULLS LAST, n.key DESC
    ),
    waiting AS (
      SELECT n.* FROM latest n
      WHERE ${OPEN_NOTICE} AND NOT EXISTS (
        SELECT 1 FROM records r
        WHERE r.org_id = ${orgId} AND r.type = 'itReply' AND r.removed_at IS NULL AND r.data->>'headerSeqNo' = n.seq)
    ),
    page AS (SELECT key FROM waiting ORDER BY due_on NULLS LAST, issued_on DESC, key LIMIT 50)
    SELECT ${RECORD_COLUMNS}, (SELECT count(*) FROM waiting)::int AS total
    FROM records n
    WHERE n.org_id = ${orgId} AND n.type = 'itNotice' AND n.key IN (SELECT key FROM page)
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
  const breakdown = await openNoticeBreakdown(tx, orgId, today, scope);
  const proceedings = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM records n
    WHERE n.org_id = ${orgId} AND n.type = 'itProceeding' AND n.removed_at IS NULL AND coalesce(n.status, 'O') <> 'C' AND ${scope}`);
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

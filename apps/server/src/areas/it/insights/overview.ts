import { sql } from 'drizzle-orm';
import type { ItOverview } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from '../../../lib/records/record-row';
import { dueWithin, OPEN_COUNTED, overdue } from './insight-sql';

const STALE_AFTER_DAYS = 3;

/** The income-tax area at a glance: accounts by sync state, notices by urgency, what arrived this week. */
export async function itOverview(tx: Tx, orgId: string, today: string): Promise<ItOverview> {
  const accounts = await tx.execute<Record<keyof ItOverview['accounts'], number>>(sql`
    SELECT count(*)::int AS total,
      count(*) FILTER (WHERE status = 'ok' AND issued_on >= now() - make_interval(days => ${STALE_AFTER_DAYS}))::int AS synced,
      count(*) FILTER (WHERE status = 'ok' AND (issued_on IS NULL OR issued_on < now() - make_interval(days => ${STALE_AFTER_DAYS})))::int AS stale,
      count(*) FILTER (WHERE status = 'login_blocked')::int AS blocked,
      count(*) FILTER (WHERE status = 'otp_required')::int AS otp,
      count(*) FILTER (WHERE status = 'new' OR status IS NULL)::int AS "neverSynced",
      count(*) FILTER (WHERE status = 'error')::int AS failing
    FROM records WHERE org_id = ${orgId} AND type = 'itAccount'`);
  // Notice and proceeding counts from the counts the writes keep (record_counts), not a scan.
  const notices = await tx.execute<Omit<ItOverview['notices'], 'newThisWeek'>>(sql`
    SELECT coalesce(sum(c.n) FILTER (WHERE ${OPEN_COUNTED}), 0)::int AS open,
      coalesce(sum(c.n) FILTER (WHERE ${OPEN_COUNTED} AND ${dueWithin(today, 7, 'c')}), 0)::int AS "dueIn7Days",
      coalesce(sum(c.n) FILTER (WHERE ${OPEN_COUNTED} AND ${overdue(today, 'c')}), 0)::int AS overdue
    FROM record_counts c WHERE c.org_id = ${orgId} AND c.type = 'itNotice'`);
  // Whole UTC days after the one a week ago from record_arrivals; that day's later part counted by index.
  const weekAgo = sql`now() - interval '7 days'`;
  const weekAgoDay = sql`((${weekAgo}) AT TIME ZONE 'UTC')::date`;
  const arrived = await tx.execute<{ n: number }>(sql`
    SELECT ((SELECT coalesce(sum(a.n), 0) FROM record_arrivals a
             WHERE a.org_id = ${orgId} AND a.type = 'itNotice' AND a.seen_on > ${weekAgoDay})
          + (SELECT count(*) FROM records n
             WHERE n.org_id = ${orgId} AND n.type = 'itNotice' AND n.removed_at IS NULL AND n.first_seen_at >= ${weekAgo}
               AND n.first_seen_at < ((${weekAgoDay} + 1)::timestamp AT TIME ZONE 'UTC')))::int AS n`);
  const proceedings = await tx.execute<{ open: number; total: number }>(sql`
    SELECT coalesce(sum(c.n) FILTER (WHERE NOT c.closed), 0)::int AS open, coalesce(sum(c.n), 0)::int AS total
    FROM record_counts c WHERE c.org_id = ${orgId} AND c.type = 'itProceeding'`);
  const recent = await tx.execute<RecordDbRow>(sql`
    SELECT ${RECORD_COLUMNS} FROM records
    WHERE org_id = ${orgId} AND type = 'itNotice' AND first_seen_at >= now() - interval '7 days'
    ORDER BY first_seen_at DESC, issued_on DESC NULLS LAST LIMIT 10`);
  return {
    accounts: accounts.rows[0]!,
    notices: { newThisWeek: arrived.rows[0]!.n, ...notices.rows[0]! },
    proceedings: proceedings.rows[0]!,
    recentNotices: recent.rows.map(toRecordRow),
    staleAfterDays: STALE_AFTER_DAYS,
  };
}

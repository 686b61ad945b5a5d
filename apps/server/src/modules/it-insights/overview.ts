import { sql } from 'drizzle-orm';
import type { RecordRow } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { RECORD_COLUMNS, toRecordRow, type RecordDbRow } from '../../lib/records/record-row';
import { dueWithin, OPEN_NOTICE, overdue } from './insight-sql';

export const STALE_AFTER_DAYS = 3;

export type ItOverview = {
  accounts: {
    total: number;
    synced: number;
    stale: number;
    blocked: number;
    otp: number;
    neverSynced: number;
    failing: number;
  };
  notices: { newThisWeek: number; open: number; dueIn7Days: number; overdue: number };
  proceedings: { open: number; total: number };
  recentNotices: RecordRow[];
  staleAfterDays: number;
};

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
  const notices = await tx.execute<Record<keyof ItOverview['notices'], number>>(sql`
    SELECT count(*) FILTER (WHERE n.first_seen_at >= now() - interval '7 days')::int AS "newThisWeek",
      count(*) FILTER (WHERE ${OPEN_NOTICE})::int AS open,
      count(*) FILTER (WHERE ${OPEN_NOTICE} AND ${dueWithin(today, 7)})::int AS "dueIn7Days",
      count(*) FILTER (WHERE ${OPEN_NOTICE} AND ${overdue(today)})::int AS overdue
    FROM records n WHERE n.org_id = ${orgId} AND n.type = 'itNotice' AND n.removed_at IS NULL`);
  const proceedings = await tx.execute<{ open: number; total: number }>(sql`
    SELECT count(*) FILTER (WHERE coalesce(status, 'O') <> 'C')::int AS open, count(*)::int AS total
    FROM records WHERE org_id = ${orgId} AND type = 'itProceeding' AND removed_at IS NULL`);
  const recent = await tx.execute<RecordDbRow>(sql`
    SELECT ${RECORD_COLUMNS} FROM records
    WHERE org_id = ${orgId} AND type = 'itNotice' AND first_seen_at >= now() - interval '7 days'
    ORDER BY first_seen_at DESC, issued_on DESC NULLS LAST LIMIT 10`);
  return {
    accounts: accounts.rows[0]!,
    notices: notices.rows[0]!,
    proceedings: proceedings.rows[0]!,
    recentNotices: recent.rows.map(toRecordRow),
    staleAfterDays: STALE_AFTER_DAYS,
  };
}

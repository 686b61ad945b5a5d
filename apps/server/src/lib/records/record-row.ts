import { sql } from 'drizzle-orm';
import type { RecordRow } from '@taxdesk/domain';

/** The columns every record query selects, in the shape RecordRow needs. */
export const RECORD_COLUMNS = sql`type, key, account_key, status, issued_on, due_on, amount, year, section, title,
  source, data, first_seen_at, updated_at, removed_at, work_status, review_state, overrides,
  (SELECT u.email FROM users u WHERE u.id = assignee_id) AS assignee`;

export type RecordDbRow = {
  type: string;
  key: string;
  account_key: string | null;
  status: string | null;
  issued_on: string | Date | null;
  due_on: string | null;
  amount: string | null;
  year: string | null;
  section: string | null;
  title: string | null;
  source: string;
  data: Record<string, unknown>;
  first_seen_at: string | Date;
  updated_at: string | Date;
  removed_at: string | Date | null;
  work_status: string | null;
  review_state: string | null;
  overrides: Record<string, unknown> | null;
  assignee: string | null;
};

function iso(v: string | Date | null): string | null {
  if (v == null) return null;
  return v instanceof Date ? v.toISOString() : new Date(v).toISOString();
}

export function toRecordRow(r: RecordDbRow): RecordRow {
  return {
    type: r.type,
    key: r.key,
    accountKey: r.account_key,
    status: r.status,
    issuedOn: iso(r.issued_on),
    dueOn: r.due_on,
    amount: r.amount == null ? null : Number(r.amount),
    year: r.year,
    section: r.section,
    title: r.title,
    source: r.source,
    data: r.data,
    firstSeenAt: iso(r.first_seen_at)!,
    updatedAt: iso(r.updated_at)!,
    removedAt: iso(r.removed_at),
    workStatus: r.work_status,
    assignee: r.assignee,
    reviewState: r.review_state,
    overrides: r.overrides,
  };
}

/** A timestamp as `Date.toISOString()` writes it (UTC, milliseconds, `Z`), made by PostgreSQL. */
function isoSql(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The same record as one JSON object in RecordRow's shape (what `toRecordRow` makes of
 * RECORD_COLUMNS): a list page is sent as PostgreSQL writes it, without a parse and an encode in
 * between. Written as a row of the caller's `records` row, which must be in scope as `records`.
 */
export const RECORD_JSON = sql.raw(`(SELECT row_to_json(j) FROM (SELECT records.type, records.key,
  records.account_key AS "accountKey", records.status, ${isoSql('records.issued_on')} AS "issuedOn",
  records.due_on AS "dueOn", records.amount, records.year, records.section, records.title, records.source,
  records.data, ${isoSql('records.first_seen_at')} AS "firstSeenAt", ${isoSql('records.updated_at')} AS "updatedAt",
  ${isoSql('records.removed_at')} AS "removedAt", records.work_status AS "workStatus",
  (SELECT u.email FROM users u WHERE u.id = records.assignee_id) AS assignee,
  records.review_state AS "reviewState", records.overrides) j)`);

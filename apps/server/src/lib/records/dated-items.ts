import { sql, type SQL } from 'drizzle-orm';
import {
  hasToDo,
  licenceAllows,
  RESOURCES,
  workState,
  type CalendarItem,
  type Feature,
  type OrgInfo,
  type ResourceDef,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { recordPath } from './record-path';
import { stillToDoSql } from './to-do-sql';

/**
 * The dated items of every area: each record whose type maps a field to the promoted `due_on`
 * (a notice's response date, a hearing, a return's due date, ...). What the calendar, its feed
 * and any other cross-area view of "what falls due when" read.
 */
export const DATED_TYPES: readonly ResourceDef[] = Object.values(RESOURCES).filter((def) =>
  def.fields.some((f) => f.column === 'dueOn'),
);

type DatedRange = {
  from: string;
  to: string;
  /** One area (licence feature) only. */
  area?: Feature;
  /** A member's user id, or `null` for records nobody is assigned to. */
  assigneeId?: string | null;
  /** One client's records (account key). */
  client?: string;
  /** Records of any of these accounts (account keys): one client's accounts across areas. */
  clients?: readonly string[];
  /** Only what is still to do (`workState`): of a type that has a to-do, neither done by its rule nor replied to or closed. */
  openOnly?: boolean;
};

/** An item with when its record last changed (the feed's DTSTAMP and LAST-MODIFIED). */
export type DatedItem = CalendarItem & { updatedAt: string };

type Row = {
  type: string;
  key: string;
  title: string | null;
  account_key: string | null;
  due_on: string;
  status: string | null;
  work_status: string | null;
  assignee: string | null;
  data: Record<string, unknown>;
  updated_at: string;
};

/** The record types of the range the licence opens: a type of a closed area never shows. */
export function datedTypesFor(info: OrgInfo, now: Date, area?: Feature): ResourceDef[] {
  return DATED_TYPES.filter(
    (def) =>
      (area === undefined || def.feature === area) &&
      (def.feature === null || licenceAllows(info, def.feature, now)),
  );
}

/**
 * Live records due between two days (inclusive), by date, type and key, at most `limit` of them
 * (`truncated` when there were more). Each type is one arm of a UNION read through `records_due`
 * (org, type, due_on, key) and stopped at `limit + 1`, so no arm reads past what the answer needs.
 */
export async function datedItems(
  tx: Tx,
  orgId: string,
  types: readonly ResourceDef[],
  range: DatedRange,
  limit: number,
): Promise<{ items: DatedItem[]; truncated: boolean }> {
  if (range.openOnly) types = types.filter(hasToDo);
  if (types.length === 0) return { items: [], truncated: false };
  const narrow: SQL[] = [];
  if (range.client) narrow.push(sql`r.account_key = ${range.client}`);
  if (range.clients) narrow.push(sql`r.account_key = ANY(${sql.param(range.clients)}::text[])`);
  if (range.openOnly) narrow.push(stillToDoSql('r'));
  if (range.assigneeId === null) narrow.push(sql`r.assignee_id IS NULL`);
  else if (range.assigneeId) narrow.push(sql`r.assignee_id = ${range.assigneeId}::uuid`);
  const arms = types.map(
    (def) => sql`(SELECT r.type, r.key, r.title, r.account_key, r.due_on::text AS due_on, r.status,
        r.work_status, r.data, r.updated_at, r.assignee_id
      FROM records r
      WHERE r.org_id = ${orgId} AND r.type = ${def.type} AND r.due_on >= ${range.from}::date
        AND r.due_on <= ${range.to}::date AND r.removed_at IS NULL
        ${narrow.length ? sql`AND ${sql.join(narrow, sql` AND `)}` : sql``}
      ORDER BY r.due_on, r.key LIMIT ${limit + 1})`,
  );
  const result = await tx.execute<Row>(sql`
    SELECT d.type, d.key, d.title, d.account_key, d.due_on, d.status, d.work_status, d.data,
           to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
           (SELECT u.email FROM users u WHERE u.id = d.assignee_id) AS assignee
    FROM (${sql.join(arms, sql` UNION ALL `)}) d
    ORDER BY d.due_on, d.type, d.key LIMIT ${limit + 1}`);
  const rows = result.rows;
  const byType = new Map(types.map((def) => [def.type, def]));
  return {
    items: rows.slice(0, limit).map((row) => toItem(row, byType.get(row.type)!)),
    truncated: rows.length > limit,
  };
}

function toItem(row: Row, def: ResourceDef): DatedItem {
  const slot = def.schedule ? timeSlot(row.data[def.schedule.time]) : null;
  const link = def.schedule?.link ? row.data[def.schedule.link] : null;
  return {
    type: row.type,
    key: row.key,
    label: def.label,
    title: row.title,
    area: def.feature,
    client: row.account_key,
    date: row.due_on,
    start: slot?.start ?? null,
    end: slot?.end ?? null,
    link: typeof link === 'string' && /^https?:\/\//i.test(link) ? link : null,
    status: statusText(def, row.status),
    done: workState(def, row.status, row.work_status) !== 'todo',
    assignee: row.assignee,
    path: recordPath(def, row),
    updatedAt: row.updated_at,
  };
}

/** The status as its type's enum names it (`O` → `Open`), else as stored. */
function statusText(def: ResourceDef, status: string | null): string | null {
  if (status == null) return null;
  return def.fields.find((f) => f.column === 'status')?.options?.[status] ?? status;
}

/** `15:00 - 15:30` or `15:00` (then half an hour, the portal's slot) → start and end; else null. */
export function timeSlot(value: unknown): { start: string; end: string } | null {
  if (typeof value !== 'string') return null;
  const m = /^\s*([01]\d|2[0-3]):([0-5]\d)(?:\s*-\s*([01]\d|2[0-3]):([0-5]\d))?\s*$/.exec(value);
  if (!m) return null;
  const start = `${m[1]}:${m[2]}`;
  if (m[3]) return { start, end: `${m[3]}:${m[4]}` };
  const minutes = Math.min(Number(m[1]) * 60 + Number(m[2]) + 30, 23 * 60 + 59);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { start, end: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` };
}

import { sql, type SQL } from 'drizzle-orm';
import {
  accountPath,
  decodeCursor,
  encodeCursor,
  hasToDo,
  IsoDay,
  licenceAllows,
  readableKey,
  UNASSIGNED,
  WORK_LIST_TYPES,
  workState,
  workItemKey,
  type FilterValue,
  type ListQuery,
  type OrgInfo,
  type Page,
  type RangeFilter,
  type RecordRow,
  type ResourceDef,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../http/errors';
import { recordPath } from './record-path';
import { stillToDoSql } from './to-do-sql';

/**
 * The Work list (`/{orgId}/work`): live records of every type with a due date or a work status
 * (WORK_LIST_TYPES) that the licence opens, by due date (undated last), then type and key. Each
 * type is one arm of a UNION read in its index's order (`records_due`: org, type, due_on, key) and
 * stopped at the page size, so a page reads about a page per type, as the calendar's dated items do.
 */

/** A total is counted exactly up to here; past it the answer says it is at least this many. */
export const WORK_COUNT_LIMIT = 10_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MILLIS = /^\d{10,15}$/;
/** Still to do, as the dashboards count it (`stillToDoFilters`): not done, open by work status. */
const TO_DO = stillToDoSql('r');

/** The Work list's types the licence opens. */
export function workListTypes(info: OrgInfo, now: Date): ResourceDef[] {
  return WORK_LIST_TYPES.filter((def) => def.feature === null || licenceAllows(info, def.feature, now));
}

function inList(value: FilterValue | undefined): string[] | null {
  return value && 'in' in value && value.in.length ? value.in : null;
}

function range(value: FilterValue | undefined): RangeFilter | null {
  return value && !('in' in value) ? value : null;
}

/** A member's email → user id: 400 for someone who is not a member (nothing else happens). */
async function assigneeIds(tx: Tx, orgId: string, emails: readonly string[]): Promise<string[]> {
  if (!emails.length) return [];
  const r = await tx.execute<{ id: string; email: string }>(sql`
    SELECT u.id, u.email FROM users u JOIN memberships m ON m.user_id = u.id AND m.org_id = ${orgId}
    WHERE lower(u.email) = ANY(${sql.param(emails.map((e) => e.toLowerCase()))}::text[])`);
  const known = new Set(r.rows.map((row) => row.email.toLowerCase()));
  const missing = emails.filter((e) => !known.has(e.toLowerCase()));
  if (missing.length) throw badRequest('assignee', `${missing[0]} is not a member of this organisation`);
  return r.rows.map((row) => row.id);
}

/** `2026-11-28` is that day in India; a number is a moment (milliseconds since 1970). */
function momentSql(value: string, end: boolean, field: string): SQL {
  if (MILLIS.test(value)) return sql`to_timestamp(${Number(value) / 1000}::double precision)`;
  if (!IsoDay.safeParse(value).success) throw badRequest(field, 'A date looks like 2026-11-28');
  return end
    ? sql`((${value}::date + 1)::timestamp AT TIME ZONE 'Asia/Kolkata')`
    : sql`(${value}::date::timestamp AT TIME ZONE 'Asia/Kolkata')`;
}

export type WorkFilter = {
  orgId: string;
  /** The types still in the answer after the area, type and filters that only some types have. */
  types: ResourceDef[];
  /** Conditions on `records r`, the same for every type. */
  where: SQL[];
};

/**
 * The query's filters as the types they leave and conditions on `records r`; 400 for a bad value.
 * Filters that only some types have (assignee, work status, still to do) leave out the others.
 */
export async function workFilter(
  tx: Tx,
  orgId: string,
  licensed: readonly ResourceDef[],
  query: ListQuery,
): Promise<WorkFilter> {
  const f = query.filters;
  let types = [...licensed];
  const areas = inList(f.area);
  if (areas) types = types.filter((def) => def.feature !== null && areas.includes(def.feature));
  const only = inList(f.type);
  if (only) types = types.filter((def) => only.includes(def.type));
  const where: SQL[] = [];
  const clients = inList(f.client);
  if (clients) where.push(sql`r.account_key = ANY(${sql.param(clients)}::text[])`);
  const assignees = inList(f.assignee);
  if (assignees) {
    types = types.filter((def) => def.work);
    const ids = await assigneeIds(
      tx,
      orgId,
      assignees.filter((a) => a !== UNASSIGNED),
    );
    const parts: SQL[] = [];
    if (ids.length) parts.push(sql`r.assignee_id = ANY(${sql.param(ids)}::uuid[])`);
    if (assignees.includes(UNASSIGNED)) parts.push(sql`r.assignee_id IS NULL`);
    where.push(sql`(${sql.join(parts, sql` OR `)})`);
  }
  const statuses = inList(f.workStatus);
  if (statuses) {
    types = types.filter((def) => def.work);
    where.push(sql`r.work_status = ANY(${sql.param(statuses)}::text[])`);
  }
  const states = inList(f.state);
  if (states && !(states.includes('todo') && states.includes('done'))) {
    // A type that does not say what is still to do is neither: its dates are history.
    types = types.filter(hasToDo);
    if (states.includes('todo')) where.push(TO_DO);
    else if (states.includes('done')) where.push(sql`NOT (${TO_DO})`);
    else types = [];
  }
  const due = range(f.dueOn);
  for (const [part, op] of [
    ['from', sql`>=`],
    ['to', sql`<=`],
  ] as const) {
    const value = due?.[part];
    if (value === undefined) continue;
    if (!IsoDay.safeParse(value).success) throw badRequest(`dueOn.${part}`, 'A date looks like 2026-11-28');
    where.push(sql`r.due_on ${op} ${value}::date`);
  }
  const seen = range(f.firstSeenAt);
  if (seen?.from) where.push(sql`r.first_seen_at >= ${momentSql(seen.from, false, 'firstSeenAt.from')}`);
  if (seen?.to) where.push(sql`r.first_seen_at < ${momentSql(seen.to, true, 'firstSeenAt.to')}`);
  if (query.q) where.push(sql`r.search LIKE ${`%${query.q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`);
  return { orgId, types, where };
}

type Cursor = { part: 0 | 1; due: string | null; type: string; key: string };

function readCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const v = decodeCursor(cursor);
  if (
    !v ||
    v.length !== 4 ||
    (v[0] !== 0 && v[0] !== 1) ||
    (v[1] !== null && (typeof v[1] !== 'string' || !DAY.test(v[1]))) ||
    typeof v[2] !== 'string' ||
    typeof v[3] !== 'string'
  )
    throw badRequest('cursor', 'The page cursor is not valid; start from the first page');
  return { part: v[0], due: v[1], type: v[2], key: v[3] };
}

type Row = {
  type: string;
  key: string;
  title: string | null;
  account_key: string | null;
  status: string | null;
  due_on: string | null;
  work_status: string | null;
  assignee: string | null;
  source: string;
  data: Record<string, unknown>;
  first_seen_at: string;
  updated_at: string;
};

/**
 * The arms of one type: its dated records after the cursor (index order), then its undated ones.
 * Types compare as the outer query orders them (`COLLATE "C"`, code units, as JavaScript does).
 */
function typeArms(
  orgId: string,
  def: ResourceDef,
  where: SQL,
  cursor: Cursor | null,
  desc: boolean,
  limit: number,
): SQL[] {
  const dir = desc ? sql`DESC` : sql`ASC`;
  const after = (a: string, b: string) => (desc ? a < b : a > b);
  const cols = sql`r.type, r.key, r.title, r.account_key, r.status, r.due_on::text AS due_on, r.work_status,
      r.assignee_id, r.source, r.data, r.first_seen_at, r.updated_at`;
  const base = sql`r.org_id = ${orgId} AND r.type = ${def.type} AND r.removed_at IS NULL AND ${where}`;
  const arms: SQL[] = [];
  if (!cursor || cursor.part === 0) {
    let keyset = sql`r.due_on IS NOT NULL`;
    if (cursor) {
      const c = cursor.due!;
      if (def.type === cursor.type)
        keyset = desc
          ? sql`(r.due_on, r.key) < (${c}::date, ${cursor.key})`
          : sql`(r.due_on, r.key) > (${c}::date, ${cursor.key})`;
      else if (after(def.type, cursor.type))
        keyset = desc ? sql`r.due_on <= ${c}::date` : sql`r.due_on >= ${c}::date`;
      else keyset = desc ? sql`r.due_on < ${c}::date` : sql`r.due_on > ${c}::date`;
    }
    arms.push(sql`(SELECT 0 AS part, ${cols} FROM records r WHERE ${base} AND ${keyset}
      ORDER BY r.due_on ${dir}, r.key ${dir} LIMIT ${limit + 1})`);
  }
  if (cursor?.part === 1 && !after(def.type, cursor.type) && def.type !== cursor.type) return arms;
  const keyset =
    cursor?.part === 1 && def.type === cursor.type
      ? desc
        ? sql`AND r.key < ${cursor.key}`
        : sql`AND r.key > ${cursor.key}`
      : sql``;
  arms.push(sql`(SELECT 1 AS part, ${cols} FROM records r WHERE ${base} AND r.due_on IS NULL ${keyset}
      ORDER BY r.key ${dir} LIMIT ${limit + 1})`);
  return arms;
}

/** One page of the Work list, with its total (exact up to WORK_COUNT_LIMIT). */
export async function listWorkItems(
  tx: Tx,
  filter: WorkFilter,
  query: ListQuery,
  withTotal = true,
): Promise<Page<RecordRow>> {
  const cursor = readCursor(query.cursor);
  if (query.sort && query.sort !== 'dueOn') throw badRequest('sort', 'The Work list sorts by due date');
  const desc = query.dir === 'desc';
  if (!filter.types.length) return { rows: [], nextCursor: null, total: 0, totalIsEstimate: false };
  const where = filter.where.length ? sql.join(filter.where, sql` AND `) : sql`true`;
  const limit = query.limit;
  const arms = filter.types.flatMap((def) => typeArms(filter.orgId, def, where, cursor, desc, limit));
  const dir = desc ? sql`DESC` : sql`ASC`;
  const r = await tx.execute<Row & { part: number }>(sql`
    SELECT d.part, d.type, d.key, d.title, d.account_key, d.status, d.due_on, d.work_status, d.source, d.data,
           to_char(d.first_seen_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS first_seen_at,
           to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at,
           (SELECT u.email FROM users u WHERE u.id = d.assignee_id) AS assignee
    FROM (${sql.join(arms, sql` UNION ALL `)}) d
    ORDER BY d.part, d.due_on ${dir}, d.type COLLATE "C" ${dir}, d.key ${dir} LIMIT ${limit + 1}`);
  const byType = new Map(filter.types.map((def) => [def.type, def]));
  const rows = r.rows.slice(0, limit);
  const last = rows[rows.length - 1];
  const more = r.rows.length > limit && last;
  const total = withTotal ? await countWorkItems(tx, filter) : null;
  return {
    rows: rows.map((row) => toRow(row, byType.get(row.type)!)),
    nextCursor: more ? encodeCursor([last.part, last.due_on, last.type, last.key]) : null,
    total: total?.n ?? rows.length,
    totalIsEstimate: total?.capped ?? false,
  };
}

/** How many records the filter matches, counted up to WORK_COUNT_LIMIT. */
export async function countWorkItems(tx: Tx, filter: WorkFilter): Promise<{ n: number; capped: boolean }> {
  if (!filter.types.length) return { n: 0, capped: false };
  const where = filter.where.length ? sql.join(filter.where, sql` AND `) : sql`true`;
  const types = filter.types.map((def) => def.type);
  const r = await tx.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM (
      SELECT 1 FROM records r
      WHERE r.org_id = ${filter.orgId} AND r.type = ANY(${sql.param(types)}::text[]) AND r.removed_at IS NULL AND ${where}
      LIMIT ${WORK_COUNT_LIMIT}) x`);
  const n = r.rows[0]?.n ?? 0;
  return { n, capped: n >= WORK_COUNT_LIMIT };
}

function toRow(row: Row, def: ResourceDef): RecordRow {
  const ref = workItemKey(row.type, row.key);
  const statusField = def.fields.find((f) => f.column === 'status');
  const status = row.status == null ? null : (statusField?.options?.[row.status] ?? row.status);
  const title = row.title || readableKey(row.key);
  return {
    type: row.type,
    key: ref,
    accountKey: row.account_key,
    status: row.status,
    issuedOn: null,
    dueOn: row.due_on,
    amount: null,
    year: null,
    section: null,
    title,
    source: row.source,
    data: {
      ref,
      title,
      type: row.type,
      area: def.feature,
      client: row.account_key,
      clientPath: accountPath(def, row.data),
      dueOn: row.due_on,
      state: workState(def, row.status, row.work_status),
      status,
      path: recordPath(def, row),
      firstSeenAt: row.first_seen_at,
    },
    firstSeenAt: row.first_seen_at,
    updatedAt: row.updated_at,
    removedAt: null,
    workStatus: row.work_status,
    assignee: row.assignee,
  };
}

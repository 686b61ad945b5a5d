import { sql, type SQL } from 'drizzle-orm';
import {
  decodeCursor,
  encodeCursor,
  fieldOf,
  isCalendarDay,
  isWorkColumn,
  UNASSIGNED,
  type FieldDef,
  type ListQuery,
  type Page,
  type PromotedColumn,
  type RecordRow,
  type ResourceDef,
  type Facet,
} from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { WORK_RANK_SQL } from '../../db/work-rank';
import { badRequest } from '../http/errors';
import type { EstimateCache } from './list-estimates';
import { executable } from './executable';
import { RECORD_JSON } from './record-row';

export const COLUMN_SQL: Record<PromotedColumn | 'key', SQL> = {
  accountKey: sql.raw('account_key'),
  status: sql.raw('status'),
  issuedOn: sql.raw('issued_on'),
  dueOn: sql.raw('due_on'),
  amount: sql.raw('amount'),
  year: sql.raw('year'),
  section: sql.raw('section'),
  workStatus: sql.raw('work_status'),
  assignee: sql.raw('assignee_id'),
  reviewState: sql.raw('review_state'),
  key: sql.raw('key'),
};
const CAST: Record<PromotedColumn, string> = {
  accountKey: 'text',
  status: 'text',
  issuedOn: 'timestamptz',
  dueOn: 'date',
  amount: 'numeric',
  year: 'text',
  section: 'text',
  workStatus: 'text',
  assignee: 'uuid',
  reviewState: 'text',
};

/**
 * Counting stops here; past it the planner's estimate is shown as "about". Small, because the
 * count rides on every first page: counting 1,000 index entries costs a fraction of a
 * millisecond, counting 10,000 (the earlier bound) several, under a filter tens to hundreds.
 */
export const EXACT_COUNT_LIMIT = 1_000;

export type ListScope = {
  orgId: string;
  def: ResourceDef;
  fixed?: ListQuery['filters'];
  /** A route's own conditions beyond fields (e.g. `source = 'manual'`), trusted SQL. */
  where?: readonly SQL[];
  /** Where the list's route keeps totals estimated past the exact count (else each is planned). */
  estimates?: EstimateCache;
};

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** WHERE conditions for the organisation, the type, the filters and the text search. */
/**
 * A range bound the column's cast takes: a day the calendar has for dates, a number for amounts.
 * The list query lets either shape through for any field; the cast failed in SQL (500).
 */
export function rangeValueFits(cast: string, value: string): boolean {
  if (cast === 'date' || cast === 'timestamptz') return isCalendarDay(value);
  if (cast === 'numeric') return /^-?[0-9]+(\.[0-9]+)?$/.test(value);
  return true;
}

export function listConditions(scope: ListScope, query: Pick<ListQuery, 'filters' | 'q'>): SQL[] {
  const { def } = scope;
  const where: SQL[] = [sql`org_id = ${scope.orgId}`, sql`type = ${def.type}`, ...(scope.where ?? [])];
  const filters = { ...query.filters, ...scope.fixed };
  for (const [name, value] of Object.entries(filters)) {
    const field = fieldOf(def, name);
    if (!field) continue;
    if ('in' in value) {
      if (field.column === 'assignee') {
        where.push(assigneeCondition(value.in));
      } else if (field.column && value.in.length === 1) {
        // Plain equality, not `= ANY(array)`: an index whose later column is the sort then serves
        // the order too (before PostgreSQL 17 an array condition on a later column loses it).
        where.push(sql`${COLUMN_SQL[field.column]} = ${value.in[0]}::text`);
      } else if (field.column) {
        where.push(sql`${COLUMN_SQL[field.column]} = ANY(${sql.param(value.in)}::text[])`);
      } else {
        // jsonb containment uses the GIN index on data.
        const alternatives = value.in.map((v) => sql`data @> ${JSON.stringify({ [name]: v })}::jsonb`);
        where.push(sql`(${sql.join(alternatives, sql` OR `)})`);
      }
    } else {
      const target = field.column
        ? COLUMN_SQL[field.column]
        : field.kind === 'money' || field.kind === 'number'
          ? sql`(data->>${name})::numeric`
          : sql`(data->>${name})`;
      const cast = field.column
        ? CAST[field.column]
        : field.kind === 'money' || field.kind === 'number'
          ? 'numeric'
          : 'text';
      for (const part of ['from', 'to'] as const) {
        const v = value[part];
        if (v !== undefined && !rangeValueFits(cast, v))
          throw badRequest(
            `${name}.${part}`,
            `${name}.${part}: ${v.slice(0, 40)} is not ${cast === 'numeric' ? 'a number' : 'a date (YYYY-MM-DD)'}`,
          );
      }
      if (value.from) where.push(sql`${target} >= ${value.from}::${sql.raw(cast)}`);
      if (value.to) {
        // A date range's end day is included in full.
        where.push(
          cast === 'timestamptz'
            ? sql`${target} < (${value.to}::date + 1)::timestamptz`
            : sql`${target} <= ${value.to}::${sql.raw(cast)}`,
        );
      }
    }
  }
  if (query.q) {
    // Through the owner's function: under row-level security LIKE cannot use the trigram index.
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    where.push(sql`key = ANY(ARRAY(SELECT record_keys_matching(${def.type}, ${pattern})))`);
  }
  return where;
}

/**
 * The assignee filter takes members' emails (readable, bookmarkable URLs) and `unassigned`;
 * the ids are looked up first so the (org, type, assignee_id, key) index serves the rows.
 */
function assigneeCondition(values: readonly string[]): SQL {
  const emails = values.filter((v) => v !== UNASSIGNED).map((v) => v.toLowerCase());
  const parts: SQL[] = [];
  if (emails.length)
    parts.push(
      sql`assignee_id = ANY(ARRAY(SELECT id FROM users WHERE lower(email) = ANY(${sql.param(emails)}::text[])))`,
    );
  if (values.includes(UNASSIGNED)) parts.push(sql`assignee_id IS NULL`);
  return parts.length ? sql`(${sql.join(parts, sql` OR `)})` : sql`false`;
}

const SORT_TIME =
  /^(\d{4}-\d{2}-\d{2})(?: ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,6})?(?:[+-]\d{2}(?::\d{2})?)?)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a cursor's sort value is text PostgreSQL wrote for that column (so it casts back). */
function cursorValueFits(cast: string, value: string): boolean {
  if (cast === 'timestamptz' || cast === 'date') {
    const m = SORT_TIME.exec(value);
    return !!m && isCalendarDay(m[1]!) && (cast === 'timestamptz' || m[2] === undefined);
  }
  if (cast === 'numeric') return /^-?[0-9]+(\.[0-9]+)?$/.test(value);
  if (cast === 'integer') return /^-?[0-9]+$/.test(value);
  if (cast === 'uuid') return UUID.test(value);
  return true;
}

type SortSpec = { column: SQL; cast: string; dir: 'asc' | 'desc'; field: string };

function sortOf(def: ResourceDef, query: ListQuery): SortSpec {
  const wanted = query.sort ? fieldOf(def, query.sort) : undefined;
  if (query.sort && (!wanted || !wanted.sort || !wanted.column)) {
    throw badRequest('sort', `${def.plural} cannot be sorted by ${query.sort}`);
  }
  const field = wanted ?? fieldOf(def, def.defaultSort.field)!;
  const dir = wanted ? (query.dir ?? 'asc') : def.defaultSort.dir;
  // Work status sorts in workflow order (open → closed), not alphabetically.
  if (field.column === 'workStatus')
    return { column: sql.raw(WORK_RANK_SQL), cast: 'integer', dir, field: field.key };
  return { column: COLUMN_SQL[field.column!], cast: CAST[field.column!], dir, field: field.key };
}

/** Throws the 400 a list would for a bad sort: an export checks before its stream starts. */
export function checkListQuery(def: ResourceDef, query: ListQuery): void {
  sortOf(def, query);
}

/**
 * One page by keyset: rows with a value in the sort column first (in the chosen direction),
 * then rows without one, each part served by the (org, type, column, key) index.
 * The cursor is [part, value, key] of the last row. Made by `app_page` in one statement
 * (list-page.ts); here within the caller's transaction.
 */
export async function listRecords(tx: Tx, scope: ListScope, query: ListQuery): Promise<Page<RecordRow>> {
  const plan = pagePlan(scope, query);
  const r = await tx.execute<PageResult>(sql`SELECT * FROM app_page(${pageArgs(plan)})`);
  const page = pageOf(plan, r.rows[0]!, scope.estimates);
  return { ...page, rows: JSON.parse(page.rows) as RecordRow[] };
}

/** The rows of a page as JSON text (PostgreSQL's own), and what goes with them. */
export type PageText = Omit<Page<RecordRow>, 'rows'> & { rows: string };

/** What `app_page` answers. */
export type PageResult = {
  rows: string;
  next_part: number | null;
  next_sort: string | null;
  next_key: string | null;
  counted: number;
  estimate: string | number | null;
};

type PagePlan = {
  head: SQL | null;
  tail: SQL;
  count: SQL;
  /** Null where the estimate cache still holds one for these conditions (`cachedEstimate`). */
  explain: SQL | null;
  cachedEstimate: number | undefined;
  conditions: SQL;
  limit: number;
};

/** The page's statements for `app_page`; throws the 400s of a bad cursor, sort or range. */
export function pagePlan(scope: ListScope, query: ListQuery): PagePlan {
  const where = listConditions(scope, query);
  const sort = sortOf(scope.def, query);
  const cmp = sort.dir === 'asc' ? sql`>` : sql`<`;
  const order = sort.dir === 'asc' ? sql`ASC` : sql`DESC`;

  let part: 0 | 1 = 0;
  let after: { value: unknown; key: string } | null = null;
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    if (!c || c.length !== 3 || (c[0] !== 0 && c[0] !== 1) || typeof c[2] !== 'string') {
      throw badRequest('cursor', 'The page cursor is not valid; start from the first page');
    }
    part = c[0];
    // The value is the sort column's own text (part 0); a value that would not cast is not ours.
    if (part === 0 && (typeof c[1] !== 'string' || !cursorValueFits(sort.cast, c[1])))
      throw badRequest('cursor', 'The page cursor is not valid; start from the first page');
    after = { value: c[1], key: c[2] };
  }
  const want = query.limit + 1;
  const conditions = sql.join(where, sql` AND `);
  const counted = sql`(SELECT count(*)::int FROM (SELECT 1 FROM records WHERE ${conditions}
    LIMIT ${EXACT_COUNT_LIMIT + 1}::int) c)`;

  let head: SQL | null = null;
  if (part === 0) {
    const cond = [...where, sql`${sort.column} IS NOT NULL`];
    if (after) {
      cond.push(
        sql`(${sort.column}, key) ${cmp} (${after.value}::${sql.raw(sort.cast)}, ${after.key}::text)`,
      );
    }
    head = sql`SELECT ${RECORD_JSON} AS r, ${sort.column}::text AS s, key AS k, ${counted} AS n FROM records
      WHERE ${sql.join(cond, sql` AND `)}
      ORDER BY ${sort.column} ${order}, key ${order} LIMIT ${want}::int`;
  }
  const tailCond = [...where, sql`${sort.column} IS NULL`];
  if (part === 1 && after) tailCond.push(sql`key ${cmp} ${after.key}::text`);
  const tail = sql`SELECT ${RECORD_JSON} AS r, NULL::text AS s, key AS k, ${counted} AS n FROM records
    WHERE ${sql.join(tailCond, sql` AND `)}
    ORDER BY key ${order} LIMIT ${want}::int`;
  const count = sql`SELECT ${counted}`;
  const cachedEstimate = scope.estimates?.get(conditions);
  const explain =
    cachedEstimate === undefined
      ? sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM records WHERE ${conditions}`
      : null;
  return { head, tail, count, explain, cachedEstimate, conditions, limit: query.limit };
}

/** `app_page`'s arguments: each statement as text reading its values from its own text array. */
export function pageArgs(plan: PagePlan): SQL {
  const args = [plan.head, plan.tail, plan.count, plan.explain].flatMap((q) => {
    const e = q ? executable(q) : { text: null, params: null };
    return [sql`${e.text}::text`, sql`${e.params === null ? null : sql.param(e.params)}::text[]`];
  });
  return sql.join([...args, sql`${plan.limit}::int`, sql`${EXACT_COUNT_LIMIT}::int`], sql`, `);
}

/** The page as the API sends it, from `app_page`'s answer; keeps a fresh estimate for next time. */
export function pageOf(plan: PagePlan, r: PageResult, estimates: EstimateCache | undefined): PageText {
  const nextCursor =
    r.next_part === null ? null : encodeCursor([r.next_part, r.next_sort ?? null, r.next_key]);
  const n = r.counted;
  if (n <= EXACT_COUNT_LIMIT) return { rows: r.rows, nextCursor, total: n, totalIsEstimate: false };
  const planned = r.estimate === null ? undefined : Number(r.estimate);
  if (planned !== undefined) estimates?.set(plan.conditions, planned);
  const estimate = planned ?? plan.cachedEstimate ?? n;
  return { rows: r.rows, nextCursor, total: Math.max(estimate, n), totalIsEstimate: true };
}

/** Distinct values of a filterable field with their counts: the filter's choices. */
export async function facetValues(tx: Tx, scope: ListScope, fieldKey: string): Promise<Facet[]> {
  const field = fieldOf(scope.def, fieldKey);
  if (!field || field.filter !== 'in')
    throw badRequest('field', `${scope.def.plural} cannot be filtered by ${fieldKey}`);
  if (isWorkColumn(field.column)) return workFacets(tx, scope, field);
  const expr = field.column ? sql`${COLUMN_SQL[field.column]}::text` : sql`data->>${fieldKey}`;
  const where = listConditions(scope, { filters: {} });
  const r = await tx.execute<{ value: string; count: number }>(sql`
    SELECT ${expr} AS value, count(*)::int AS count FROM records
    WHERE ${sql.join(where, sql` AND `)} AND ${expr} IS NOT NULL
    GROUP BY 1 ORDER BY 1 LIMIT 500`);
  return r.rows;
}

/**
 * Work filters offer every choice, even one no record has yet: each work status (in its own
 * order), each member of the organisation as assignee (then `unassigned`), each review state.
 */
async function workFacets(tx: Tx, scope: ListScope, field: FieldDef): Promise<Facet[]> {
  const where = listConditions(scope, { filters: {} });
  if (field.column === 'assignee') {
    const r = await tx.execute<{ value: string; label: string; count: number }>(sql`
      SELECT u.email AS value, u.name AS label,
             (SELECT count(*)::int FROM records WHERE ${sql.join(where, sql` AND `)} AND assignee_id = u.id) AS count
      FROM memberships m JOIN users u ON u.id = m.user_id
      WHERE m.org_id = ${scope.orgId} ORDER BY u.name, u.email`);
    const none = await tx.execute<{ count: number }>(sql`
      SELECT count(*)::int AS count FROM records WHERE ${sql.join(where, sql` AND `)} AND assignee_id IS NULL`);
    const members = r.rows.map((m) => ({ value: m.value, count: m.count, label: `${m.label} (${m.value})` }));
    return [...members, { value: UNASSIGNED, count: none.rows[0]?.count ?? 0, label: 'Unassigned' }];
  }
  const column = COLUMN_SQL[field.column as PromotedColumn];
  const r = await tx.execute<{ value: string; count: number }>(sql`
    SELECT ${column} AS value, count(*)::int AS count FROM records
    WHERE ${sql.join(where, sql` AND `)} AND ${column} IS NOT NULL GROUP BY 1`);
  const counts = new Map(r.rows.map((row) => [row.value, row.count]));
  return Object.keys(field.options ?? {}).map((value) => ({ value, count: counts.get(value) ?? 0 }));
}

import { sql, type SQL } from 'drizzle-orm';
import { licenceAllows, RESOURCES, type OrgInfo, type ResourceDef } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import { allPortals, type ServerArea } from '../../../lib/areas/server-area';

/** Record types that are notices (income-tax notices and, as areas arrive, theirs): by name. */
function noticeTypes(): ResourceDef[] {
  return Object.values(RESOURCES).filter((d) => /notice/i.test(d.type));
}

/** Portal account types (an account is its own account) that keep a last-synced time. */
export function syncedAccountTypes(info: OrgInfo, now: Date): ResourceDef[] {
  return Object.values(RESOURCES).filter(
    (d) =>
      d.accountType === d.type &&
      d.fields.some((f) => f.key === 'lastSyncedAt') &&
      (!d.feature || licenceAllows(info, d.feature, now)),
  );
}

export type AlertItem = {
  type: string;
  key: string;
  title: string | null;
  account: string | null;
  due: string | null;
};

type NewNotices = { upTo: number; total: number; items: AlertItem[] };
type Found = { total: number; items: AlertItem[] };

/** `a, b, c` of bound values, for an `IN (...)` list; `cast` types each (e.g. `date`). */
function sqlList(values: readonly string[], cast?: string): SQL {
  return sql.join(
    values.map((v) => (cast ? sql`${v}::${sql.raw(cast)}` : sql`${v}`)),
    sql`, `,
  );
}

/** Rows counted with `count(*) OVER ()` as `n`: the total, and the rows without it. */
function found(rows: (AlertItem & { n: number })[]): Found {
  return { total: rows[0]?.n ?? 0, items: rows.map(({ n: _n, ...item }) => item) };
}

/** Live records that match `condition` and carry a due date, soonest first (50 at most). */
async function dueRecords(tx: Tx, orgId: string, condition: SQL): Promise<Found> {
  const r = await tx.execute<AlertItem & { n: number }>(sql`
    SELECT type, key, title, account_key AS account, due_on::text AS due, count(*) OVER ()::int AS n
    FROM records
    WHERE org_id = ${orgId} AND removed_at IS NULL AND ${condition}
    ORDER BY due_on, type, key
    LIMIT 50`);
  return found(r.rows);
}

/**
 * New notices recorded after `cursor`; `upTo` is where the next look starts. Without a cursor
 * (the first look) nothing is new: only the starting point is found.
 */
export async function newNoticesSince(tx: Tx, orgId: string, cursor: number | null): Promise<NewNotices> {
  const max = await tx.execute<{ max: string | null }>(
    sql`SELECT max(id)::text AS max FROM record_events WHERE org_id = ${orgId}`,
  );
  const upTo = Number(max.rows[0]?.max ?? 0);
  const types = noticeTypes().map((d) => d.type);
  if (cursor === null || upTo <= cursor || types.length === 0)
    return { upTo: Math.max(upTo, cursor ?? 0), total: 0, items: [] };
  const r = await tx.execute<AlertItem & { n: number }>(sql`
    SELECT e.type, e.key, r.title, r.account_key AS account, r.due_on::text AS due, count(*) OVER ()::int AS n
    FROM record_events e
    JOIN records r ON r.org_id = e.org_id AND r.type = e.type AND r.key = e.key
    WHERE e.org_id = ${orgId} AND e.id > ${cursor} AND e.id <= ${upTo} AND e.kind = 'new' AND e.type IN (${sqlList(types)})
    ORDER BY r.due_on NULLS LAST, e.id
    LIMIT 50`);
  return { upTo, ...found(r.rows) };
}

/** What falls due from `from` to `to` (local dates, inclusive), soonest first. */
export async function dueBetween(tx: Tx, orgId: string, from: string, to: string): Promise<Found> {
  return dueRecords(tx, orgId, sql`due_on >= ${from}::date AND due_on <= ${to}::date`);
}

/**
 * Records of the given types that fall due on one of `dates` (local dates) and whose work is not
 * done yet (not replied, not closed): what a due-date reminder lists, soonest first.
 */
export async function openDueOn(
  tx: Tx,
  orgId: string,
  types: readonly string[],
  dates: readonly string[],
): Promise<Found> {
  if (types.length === 0 || dates.length === 0) return { total: 0, items: [] };
  return dueRecords(
    tx,
    orgId,
    sql`type IN (${sqlList(types)}) AND due_on IN (${sqlList(dates, 'date')})
      AND coalesce(work_status, 'open') NOT IN ('replied', 'closed')`,
  );
}

const NOT_SYNCED_DAYS = 3;

/**
 * Accounts not synced for three days: never synced, or last synced before then. Accounts added
 * less than three days ago are left alone until they have had the time.
 */
export async function accountsNotSynced(
  tx: Tx,
  orgId: string,
  types: readonly ResourceDef[],
): Promise<{ total: number; items: AlertItem[] }> {
  const items: AlertItem[] = [];
  let total = 0;
  for (const def of types) {
    const found = await tx.execute<AlertItem & { n: number }>(sql`
      SELECT type, key, title, account_key AS account, data->>'lastSyncedAt' AS due, count(*) OVER ()::int AS n
      FROM records
      WHERE org_id = ${orgId} AND type = ${def.type} AND removed_at IS NULL
        AND first_seen_at < now() - make_interval(days => ${NOT_SYNCED_DAYS})
        AND (data->>'lastSyncedAt' IS NULL
             OR (data->>'lastSyncedAt')::timestamptz < now() - make_interval(days => ${NOT_SYNCED_DAYS}))
      ORDER BY data->>'lastSyncedAt' NULLS FIRST, key
      LIMIT 50`);
    total += found.rows[0]?.n ?? 0;
    items.push(...found.rows.map(({ n: _n, ...item }) => item));
  }
  return { total, items: items.slice(0, 50) };
}

/**
 * The account record type of each kind of login kept in portal_credentials (`portal`), from the
 * areas' sync portals that sign in by password. Their keys are the login ids.
 */
export function loginAccountTypes(areas: readonly ServerArea[]): Readonly<Record<string, string>> {
  return Object.fromEntries(
    allPortals(areas)
      .filter((p) => p.login === 'password')
      .map((p) => [p.key, p.accountType]),
  );
}

export type BlockedLogin = { type: string; loginId: string; name: string | null; reason: string };
type BlockedLogins = { upTo: string; total: number; items: BlockedLogin[] };

/**
 * Logins the portal refused (wrong password, locked) after `cursor`; `upTo` is where the next
 * look starts. Without a cursor (the first look) nothing is new. `upTo` trails the clock by a
 * minute so a block stamped just before a concurrent transaction commits is not skipped; a cursor
 * at or past it finds nothing, as the range is empty.
 */
export async function loginsBlockedSince(
  tx: Tx,
  orgId: string,
  cursor: string | null,
  accountTypes: Readonly<Record<string, string>>,
): Promise<BlockedLogins> {
  const clock = await tx.execute<{ upto: string }>(sql`SELECT (now() - interval '1 minute')::text AS upto`);
  const upTo = clock.rows[0]!.upto;
  if (cursor === null) return { upTo, total: 0, items: [] };
  const kinds = Object.entries(accountTypes);
  const typeOf = sql.join(
    kinds.map(([portal, type]) => sql`WHEN ${portal} THEN ${type}`),
    sql` `,
  );
  const r = await tx.execute<BlockedLogin & { n: number }>(sql`
    SELECT t.type, c.login_id AS "loginId", rec.title AS name, c.blocked_reason AS reason,
           count(*) OVER ()::int AS n
    FROM portal_credentials c
    CROSS JOIN LATERAL (SELECT CASE c.portal ${typeOf} END AS type) t
    LEFT JOIN records rec ON rec.org_id = c.org_id AND rec.type = t.type AND rec.key = c.login_id
    WHERE c.org_id = ${orgId} AND c.blocked_reason IS NOT NULL AND t.type IS NOT NULL
      AND c.updated_at > ${cursor}::timestamptz AND c.updated_at <= ${upTo}::timestamptz
    ORDER BY c.updated_at, c.login_id
    LIMIT 50`);
  return { upTo, total: r.rows[0]?.n ?? 0, items: r.rows.map(({ n: _n, ...item }) => item) };
}

/** Party types (lookups that mark a change since the last one) the organisation is licensed for. */
export function partyChangeTypes(info: OrgInfo, now: Date): string[] {
  return Object.values(RESOURCES)
    .filter(
      (d) =>
        d.fields.some((f) => f.key === 'changedSinceLastLookup') &&
        (!d.feature || licenceAllows(info, d.feature, now)),
    )
    .map((d) => d.type);
}

export type PartyChange = { type: string; key: string; title: string | null; changes: string };
type PartyChanges = { upTo: number; total: number; items: PartyChange[] };

/**
 * Lookups that found a change (their `changes` field set anew) after `cursor`; `upTo` is where the
 * next look starts. Without a cursor (the first look) nothing is new.
 */
export async function partyChangesSince(
  tx: Tx,
  orgId: string,
  cursor: number | null,
  types: readonly string[],
): Promise<PartyChanges> {
  const max = await tx.execute<{ max: string | null }>(
    sql`SELECT max(id)::text AS max FROM record_events WHERE org_id = ${orgId}`,
  );
  const upTo = Number(max.rows[0]?.max ?? 0);
  if (cursor === null || upTo <= cursor || types.length === 0)
    return { upTo: Math.max(upTo, cursor ?? 0), total: 0, items: [] };
  const r = await tx.execute<PartyChange & { n: number }>(sql`
    SELECT e.type, e.key, r.title, e.changes->'changes'->>'to' AS changes, count(*) OVER ()::int AS n
    FROM record_events e
    JOIN records r ON r.org_id = e.org_id AND r.type = e.type AND r.key = e.key
    WHERE e.org_id = ${orgId} AND e.id > ${cursor} AND e.id <= ${upTo} AND e.kind = 'changed'
      AND e.type IN (${sqlList(types)}) AND e.changes->'changes'->>'to' IS NOT NULL
    ORDER BY e.id
    LIMIT 50`);
  return { upTo, total: r.rows[0]?.n ?? 0, items: r.rows.map(({ n: _n, ...item }) => item) };
}

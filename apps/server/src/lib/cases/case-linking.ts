import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';

/**
 * The set-based steps every area's automatic linking is made of. A case made by the sync carries
 * the portal's shared key (`auto_key`); records are placed by that key. Placing never moves a record
 * that is already placed (by the sync or a person) nor one a person took out (a `case_records` row
 * with no case): `ON CONFLICT DO NOTHING` on the record's key keeps both. A case merged into another
 * hands what it would have received to the survivor.
 */

/** Limits a query on `records` aliased `alias` to one account, when given. */
export function forAccount(alias: string, accountKey: string | null): SQL {
  return accountKey === null ? sql`TRUE` : sql`${sql.raw(alias)}.account_key = ${accountKey}`;
}

/** Makes the cases `source` names (rows of auto_key, title, account_key) that do not exist yet. */
export async function ensureCases(tx: Tx, orgId: string, area: string, source: SQL): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`
    WITH src AS (${source}),
    made AS (
      INSERT INTO cases (org_id, area, title, account_key, auto_key)
      SELECT DISTINCT ON (auto_key) ${orgId}, ${area}, left(title, 200), account_key, auto_key FROM src
      WHERE auto_key IS NOT NULL
      ORDER BY auto_key
      ON CONFLICT (org_id, auto_key) WHERE auto_key IS NOT NULL DO NOTHING
      RETURNING id, auto_key
    ),
    logged AS (
      INSERT INTO case_events (org_id, case_id, kind, detail)
      SELECT ${orgId}, id, 'created', jsonb_build_object('by', 'sync', 'autoKey', auto_key) FROM made
    )
    SELECT count(*)::int AS n FROM made`);
  return r.rows[0]?.n ?? 0;
}

/**
 * Places the records `members` names (rows of type, key, auto_key) in the case of that key (or
 * the case it was merged into), logging a `linked` event per record placed. Returns how many.
 */
export async function placeRecords(tx: Tx, orgId: string, members: SQL): Promise<number> {
  const r = await tx.execute<{ n: number }>(sql`
    WITH m AS (${members}),
    target AS (
      SELECT DISTINCT ON (m.type, m.key) m.type, m.key, coalesce(c.merged_into, c.id) AS case_id
      FROM m JOIN cases c ON c.org_id = ${orgId} AND c.auto_key = m.auto_key
      ORDER BY m.type, m.key, m.auto_key
    ),
    placed AS (
      INSERT INTO case_records (org_id, type, key, case_id, linked_by)
      SELECT ${orgId}, type, key, case_id, 'sync' FROM target
      ON CONFLICT DO NOTHING
      RETURNING case_id, type, key
    ),
    logged AS (
      INSERT INTO case_events (org_id, case_id, kind, detail)
      SELECT ${orgId}, case_id, 'linked', jsonb_build_object('type', type, 'key', key, 'by', 'sync') FROM placed
    ),
    touched AS (
      UPDATE cases SET updated_at = now() WHERE org_id = ${orgId} AND id IN (SELECT case_id FROM placed)
    )
    SELECT count(*)::int AS n FROM placed`);
  return r.rows[0]?.n ?? 0;
}

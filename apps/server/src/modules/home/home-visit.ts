import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';

/** The member's email and previous visit to Home (to the millisecond, as the Work list's filter takes it). */
export async function readHomeVisit(
  tx: Tx,
  orgId: string,
  userId: string,
): Promise<{ email: string; lastVisitAt: string | null }> {
  const r = await tx.execute<{ email: string; visited_at: string | null }>(sql`
    SELECT u.email,
           (SELECT to_char(v.visited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            FROM home_visits v WHERE v.org_id = ${orgId} AND v.user_id = u.id) AS visited_at
    FROM users u WHERE u.id = ${userId}::uuid`);
  return { email: r.rows[0]?.email ?? '', lastVisitAt: r.rows[0]?.visited_at ?? null };
}

/**
 * Records this visit, last in Home's transaction: the answer counts what is new since the previous
 * visit, the next one from now, and the member's row is locked only for the commit.
 */
export async function recordHomeVisit(tx: Tx, orgId: string, userId: string, now: Date): Promise<void> {
  await tx.execute(sql`
    INSERT INTO home_visits (org_id, user_id, visited_at) VALUES (${orgId}, ${userId}::uuid, ${now.toISOString()}::timestamptz)
    ON CONFLICT (org_id, user_id) DO UPDATE SET visited_at = greatest(home_visits.visited_at, excluded.visited_at)`);
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';

/**
 * The member's previous visit to Home, then this one recorded (to the millisecond, the precision
 * the Work list's "first seen after" filter carries), so the answer counts what is new since the
 * previous visit and the next answer counts from now.
 */
export async function takeHomeVisit(
  tx: Tx,
  orgId: string,
  userId: string,
  now: Date,
): Promise<{ email: string; lastVisitAt: string | null }> {
  const r = await tx.execute<{ email: string; visited_at: string | null }>(sql`
    SELECT u.email,
           (SELECT to_char(v.visited_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
            FROM home_visits v WHERE v.org_id = ${orgId} AND v.user_id = u.id) AS visited_at
    FROM users u WHERE u.id = ${userId}::uuid`);
  await tx.execute(sql`
    INSERT INTO home_visits (org_id, user_id, visited_at) VALUES (${orgId}, ${userId}::uuid, ${now.toISOString()}::timestamptz)
    ON CONFLICT (org_id, user_id) DO UPDATE SET visited_at = greatest(home_visits.visited_at, excluded.visited_at)`);
  return { email: r.rows[0]?.email ?? '', lastVisitAt: r.rows[0]?.visited_at ?? null };
}

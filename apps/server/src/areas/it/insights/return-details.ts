import type { ReturnCell, ReturnDetails } from '@taxdesk/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/tenant';

/**
 * Returns by account and assessment year: every account of the organisation (also those with no
 * return) against the last `years` assessment years, each cell the returns filed for that year.
 */
export async function returnDetails(
  tx: Tx,
  orgId: string,
  options: { years: number; branch?: string; group?: string; currentAy: string },
): Promise<ReturnDetails> {
  const start = Number(options.currentAy.slice(0, 4));
  const years = Array.from({ length: options.years }, (_, i) => {
    const y = start - i;
    return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
  });
  const accountConds = [sql`org_id = ${orgId}`, sql`type = 'itAccount'`];
  if (options.branch) accountConds.push(sql`year = ${options.branch}`);
  if (options.group) accountConds.push(sql`section = ${options.group}`);
  const accounts = await tx.execute<{
    pan: string;
    name: string | null;
    branch: string | null;
    returnsSynced: boolean;
  }>(sql`
    SELECT key AS pan, title AS name, year AS branch, (data ? 'returnCount') AS "returnsSynced" FROM records WHERE ${sql.join(accountConds, sql` AND `)} ORDER BY title, key LIMIT 5000`);
  const returns = await tx.execute<{ pan: string; ay: string } & ReturnCell>(sql`
    SELECT account_key AS pan, year AS ay, key AS "ackNum", section AS form, status,
           to_char(issued_on AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS "filedOn", data->'filingTypeCd' AS "filingType"
    FROM records WHERE org_id = ${orgId} AND type = 'itReturn' AND year = ANY(${sql.param(years)}::text[])
    ORDER BY issued_on`);
  const byPan = new Map<string, Record<string, ReturnCell[]>>();
  for (const { pan, ay, ...cell } of returns.rows) {
    const cells = byPan.get(pan) ?? {};
    (cells[ay] ??= []).push(cell);
    byPan.set(pan, cells);
  }
  return { years, accounts: accounts.rows.map((a) => ({ ...a, returns: byPan.get(a.pan) ?? {} })) };
}

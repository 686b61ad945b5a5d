import { sql } from 'drizzle-orm';
import { checkPan } from '@taxdesk/domain';
import type { Tx } from '../../../../db/tenant';
import { badRequest } from '../../../../lib/http/errors';
import { LOGIN_KINDS, loginIdOf } from '../logins/logins';
import type { RunPortal } from './runs';

/** Existing accounts of the portal among `keys`, or all of them when `keys` is empty. */
export async function accountsToSync(
  tx: Tx,
  orgId: string,
  portal: RunPortal,
  keys: readonly string[] | undefined,
  searchByPan: boolean,
): Promise<string[]> {
  if (portal === 'itat') {
    if (keys?.length)
      return keys.map((k) => {
        const c = checkPan(k);
        if (!c.ok) throw badRequest('keys', `${k}: ${c.reason}`);
        return c.value;
      });
    // Every PAN with an appeal; with the search by PAN, every client PAN too (new appeals).
    const r = await tx.execute<{ key: string }>(sql`
      SELECT DISTINCT account_key AS key FROM records
      WHERE org_id = ${orgId} AND account_key IS NOT NULL
        AND (type = 'itatAppeal' OR (${searchByPan} AND type = 'itAccount'))
      ORDER BY 1`);
    return r.rows.map((row) => row.key);
  }
  const type = LOGIN_KINDS[portal].def.type;
  const wanted = keys?.length ? keys.map((k) => loginIdOf(portal, k)) : null;
  const r = await tx.execute<{ key: string }>(sql`
    SELECT account_key AS key FROM records WHERE org_id = ${orgId} AND type = ${type}
    ${wanted ? sql`AND account_key = ANY(${sql.param(wanted)}::text[])` : sql``}
    ORDER BY 1`);
  const found = r.rows.map((row) => row.key);
  const missing = wanted?.filter((k) => !found.includes(k)) ?? [];
  if (missing.length)
    throw badRequest(
      'keys',
      `Not a ${LOGIN_KINDS[portal].label.toLowerCase()} of this organisation: ${missing.join(', ')}`,
    );
  return found;
}

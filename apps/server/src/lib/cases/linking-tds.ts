import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { ensureCases, forAccount, placeRecords } from './case-linking';

/**
 * TDS: a TAN's default for a financial year is a matter (`tds:<demandId>`). TRACES keys everything
 * by TAN and year: the year's statements (whose processing raised the default), the notices the
 * e-filing inbox sent about that year, and the challans those statements consumed (a challan names
 * the statements' tokens it was consumed in).
 */
export async function linkTds(tx: Tx, orgId: string, accountKey: string | null): Promise<number> {
  await ensureCases(
    tx,
    orgId,
    'tds',
    sql`SELECT 'tds:' || r.key AS auto_key,
          'TDS default · FY ' || coalesce(r.year, '') || ' · ' || coalesce(r.account_key, '') AS title,
          r.account_key
        FROM records r
        WHERE r.org_id = ${orgId} AND r.type = 'tdsDemand' AND r.removed_at IS NULL AND ${forAccount('r', accountKey)}`,
  );
  let placed = await placeRecords(
    tx,
    orgId,
    sql`SELECT r.type, r.key, 'tds:' || d.key AS auto_key
        FROM records d
        JOIN records r ON r.org_id = d.org_id AND r.account_key = d.account_key AND r.removed_at IS NULL
          AND (r.type = 'tdsDemand' AND r.key = d.key
               OR r.type IN ('tdsStatement', 'tdsNotice') AND left(r.year, 4) = left(d.year, 4))
        WHERE d.org_id = ${orgId} AND d.type = 'tdsDemand' AND d.removed_at IS NULL
          AND ${forAccount('d', accountKey)}`,
  );
  placed += await placeRecords(
    tx,
    orgId,
    sql`SELECT ch.type, ch.key, c.auto_key
        FROM case_records cr
        JOIN cases c ON c.id = cr.case_id AND c.org_id = cr.org_id AND c.auto_key LIKE 'tds:%'
        JOIN records s ON s.org_id = cr.org_id AND s.type = cr.type AND s.key = cr.key
        JOIN records ch ON ch.org_id = s.org_id AND ch.type = 'tdsChallan' AND ch.account_key = s.account_key
          AND ch.removed_at IS NULL AND strpos(ch.data->>'consumedIn', '(' || (s.data->>'tokenNo') || ')') > 0
        WHERE cr.org_id = ${orgId} AND cr.type = 'tdsStatement' AND ${forAccount('s', accountKey)}`,
  );
  return placed;
}

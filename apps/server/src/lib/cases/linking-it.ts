import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { ensureCases, forAccount, placeRecords } from './case-linking';

/**
 * Income tax: a proceeding is a matter (`it:<proceedingReqId>`). Its notices, replies, adjournments
 * and VC requests carry the proceeding's id. The demand an assessing officer's order raised
 * (rectification rights `AO`) has the proceeding's PAN and assessment year, raised when it closed;
 * an ITAT appeal names the PAN and year of the order appealed. Where a PAN has several proceedings
 * for the year, the closed one nearest the demand (or the appeal's filing) wins.
 */
export async function linkIncomeTax(tx: Tx, orgId: string, accountKey: string | null): Promise<number> {
  await ensureCases(
    tx,
    orgId,
    'it',
    sql`SELECT 'it:' || r.key AS auto_key,
          coalesce(r.title, 'Proceeding') || coalesce(' · AY ' || r.year, '') || ' · ' || coalesce(r.account_key, '') AS title,
          r.account_key
        FROM records r
        WHERE r.org_id = ${orgId} AND r.type = 'itProceeding' AND r.removed_at IS NULL AND ${forAccount('r', accountKey)}`,
  );
  let placed = await placeRecords(
    tx,
    orgId,
    sql`SELECT r.type, r.key, 'it:' || coalesce(r.data->>'proceedingReqId', r.key) AS auto_key
        FROM records r
        WHERE r.org_id = ${orgId} AND r.removed_at IS NULL AND ${forAccount('r', accountKey)}
          AND (r.type = 'itProceeding'
               OR (r.type IN ('itNotice', 'itReply', 'itAdjournment', 'itVcRequest')
                   AND r.data->>'proceedingReqId' IS NOT NULL))`,
  );
  placed += await placeRecords(
    tx,
    orgId,
    nearestProceeding('itDemand', `r.data->>'rectificationRights' = 'AO'`, orgId, accountKey),
  );
  placed += await placeRecords(tx, orgId, nearestProceeding('itatAppeal', 'TRUE', orgId, accountKey));
  return placed;
}

/** Records of `type` with a PAN and year, each with the proceeding of that PAN and year nearest in time. */
function nearestProceeding(type: string, where: string, orgId: string, accountKey: string | null) {
  return sql`
    SELECT DISTINCT ON (r.key) r.type, r.key, 'it:' || p.key AS auto_key
    FROM records r
    JOIN records p ON p.org_id = r.org_id AND p.type = 'itProceeding' AND p.account_key = r.account_key
      AND left(p.year, 4) = left(r.year, 4) AND p.removed_at IS NULL
    WHERE r.org_id = ${orgId} AND r.type = ${type} AND r.removed_at IS NULL AND r.year IS NOT NULL
      AND ${forAccount('r', accountKey)} AND ${sql.raw(where)}
    ORDER BY r.key, (p.status = 'C') DESC,
      abs(extract(epoch FROM coalesce(r.issued_on, now()) - coalesce((p.data->>'proceedingClosureDate')::timestamptz, p.issued_on)))`;
}

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { ensureCases, forAccount, placeRecords } from './case-linking';

/**
 * GST: a litserv case is a matter (`gst:<caseId>`), whatever ids its stages get. The additional
 * notice (case task), each folder item (notices, replies, orders, applications) and the
 * application (ARN) carry the case's id; a demand names the order that raised it by the order's
 * reference number, which is the order item's `refId`.
 */
export async function linkGst(tx: Tx, orgId: string, accountKey: string | null): Promise<number> {
  await ensureCases(
    tx,
    orgId,
    'gst',
    sql`SELECT 'gst:' || (r.data->>'caseId') AS auto_key,
          coalesce(r.data->>'caseTypeName', r.title, 'GST case') || coalesce(' · ' || (r.data->>'refId'), '')
            || coalesce(' · FY ' || r.year, '') || ' · ' || coalesce(r.account_key, '') AS title,
          r.account_key
        FROM records r
        WHERE r.org_id = ${orgId} AND r.type = 'gstAdditionalNotice' AND r.removed_at IS NULL
          AND r.data->>'caseId' IS NOT NULL AND ${forAccount('r', accountKey)}`,
  );
  let placed = await placeRecords(
    tx,
    orgId,
    sql`SELECT r.type, r.key, 'gst:' || (r.data->>'caseId') AS auto_key
        FROM records r
        WHERE r.org_id = ${orgId} AND r.removed_at IS NULL AND ${forAccount('r', accountKey)}
          AND r.type IN ('gstAdditionalNotice', 'gstCase', 'gstSubmission') AND r.data->>'caseId' IS NOT NULL`,
  );
  placed += await placeRecords(
    tx,
    orgId,
    sql`SELECT d.type, d.key, 'gst:' || (o.data->>'caseId') AS auto_key
        FROM records d
        JOIN records o ON o.org_id = d.org_id AND o.type = 'gstCase' AND o.account_key = d.account_key
          AND o.data->>'refId' = d.data->>'referenceNo' AND o.removed_at IS NULL
        WHERE d.org_id = ${orgId} AND d.type = 'gstDemand' AND d.removed_at IS NULL
          AND ${forAccount('d', accountKey)}`,
  );
  return placed;
}

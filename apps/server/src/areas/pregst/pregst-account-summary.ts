import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';

/** Work that is not done yet: the same rule as the dashboard's "open". */
const OPEN = sql`coalesce(work_status, 'open') NOT IN ('replied', 'closed')`;

/**
 * The pre-GST account's summary (open notices, open proceedings, the demand of the open
 * proceedings) counted afresh from its matters, for these GSTINs: after matters are imported,
 * entered by hand or seeded. Only accounts whose counts moved are written.
 */
export async function refreshPreGstSummaries(
  tx: Tx,
  orgId: string,
  gstins: readonly string[],
  actor: string | null,
): Promise<void> {
  const unique = [...new Set(gstins)];
  if (!unique.length) return;
  const list = sql.join(
    unique.map((g) => sql`${g}`),
    sql`, `,
  );
  const rows = await tx.execute<{
    gstin: string;
    data: Record<string, unknown>;
    notices: number;
    proceedings: number;
    demand: string | null;
  }>(sql`
    SELECT a.key AS gstin, a.data,
      (SELECT count(*)::int FROM records n WHERE n.org_id = ${orgId} AND n.type = 'preGstNotice'
         AND n.account_key = a.key AND n.removed_at IS NULL AND ${OPEN}) AS notices,
      (SELECT count(*)::int FROM records p WHERE p.org_id = ${orgId} AND p.type = 'preGstProceeding'
         AND p.account_key = a.key AND p.removed_at IS NULL AND ${OPEN}) AS proceedings,
      (SELECT sum(p.amount)::text FROM records p WHERE p.org_id = ${orgId} AND p.type = 'preGstProceeding'
         AND p.account_key = a.key AND p.removed_at IS NULL AND ${OPEN}) AS demand
    FROM records a
    WHERE a.org_id = ${orgId} AND a.type = 'preGstAccount' AND a.key IN (${list})`);
  const writes = rows.rows
    .map((r): { data: Record<string, unknown> } | null => {
      const summary = {
        openNoticeCount: r.notices,
        openProceedingCount: r.proceedings,
        disputedAmount: r.demand === null ? 0 : Number(r.demand),
      };
      const same = Object.entries(summary).every(([k, v]) => r.data[k] === v);
      return same ? null : { data: { ...r.data, ...summary } };
    })
    .filter((w) => w !== null);
  if (writes.length)
    await upsertRecords(tx, orgId, RESOURCES.preGstAccount, writes, { source: 'system', actor });
}

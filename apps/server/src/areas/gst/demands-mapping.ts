import type { PortalDemand } from './demands-api';
import { headTotals } from './money-mapping';
import { amount, fyOfDay, isoDay } from './gst-values';

/** A demand from its first transaction line (the order that raised it), amounts summed by head. */
export function mapDemand(row: PortalDemand, owner: Record<string, unknown>): Record<string, unknown> {
  const line = row.nrLiabSubtxList?.[0] ?? {};
  const totals = headTotals(line);
  const from = isoDay(line.taxPeriodFrom);
  return {
    demandId: row.demandid,
    referenceNo: line.referenceNo ?? null,
    ...owner,
    date: isoDay(line.date),
    taxPeriodFrom: from,
    taxPeriodTo: isoDay(line.taxPeriodTo),
    financialYear: fyOfDay(from),
    ledgerType: line.ledgerType ?? null,
    stayStatus: row.stayStatus ?? null,
    total: amount(line.total) ?? totals.igst! + totals.cgst! + totals.sgst! + totals.cess!,
    ...totals,
  };
}

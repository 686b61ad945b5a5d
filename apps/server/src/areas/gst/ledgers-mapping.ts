import { createHash } from 'node:crypto';
import type { LedgerKind, PortalLedgerRow } from './ledgers-api';
import { headTotals } from './money-mapping';
import { amount, fyOfDay, isoDay } from './gst-values';

/**
 * A ledger row. Rows have no id of their own: the entry's id is a digest of what makes it one
 * (GSTIN, ledger, date, reference, Dr/Cr, description, period), so a re-read finds the same record.
 */
export function mapLedgerEntry(
  row: PortalLedgerRow,
  ledger: LedgerKind,
  owner: Record<string, unknown> & { gstin: string },
): Record<string, unknown> {
  const date = isoDay(row.dpt_dt ?? row.dt);
  const digest = createHash('sha256')
    .update(
      [owner.gstin, ledger, date, row.ref_no, row.tr_typ, row.desc, row.ret_period].map(String).join('|'),
    )
    .digest('hex')
    .slice(0, 20);
  const totals = headTotals(row);
  return {
    entryId: `${owner.gstin}-${ledger}-${digest}`,
    ...owner,
    ledger,
    date,
    ref_no: row.ref_no ?? null,
    desc: row.desc ?? null,
    tr_typ: row.tr_typ ?? null,
    ret_period: row.ret_period ?? null,
    financialYear: fyOfDay(date),
    tot_tr_amt: amount(row.tot_tr_amt),
    igst: totals.igst,
    cgst: totals.cgst,
    sgst: totals.sgst,
    cess: totals.cess,
    tot_rng_bal: amount(row.tot_rng_bal),
  };
}

import type { PortalChallan } from './challans-api';
import { headBlocks, headTotals } from './money-mapping';
import { amount, fyOfDay, isAbsent, isoDay, isoInstant } from './gst-values';

/** A challan; a challan no bank paid has no BRN, so its CPIN stands in as the key. */
export function mapChallan(row: PortalChallan, owner: Record<string, unknown>): Record<string, unknown> {
  const totals = headTotals(row);
  const created = isoInstant(row.chln_cre_dt);
  return {
    brn_num: isAbsent(row.brn) ? row.cpin : String(row.brn),
    cpin: row.cpin,
    cin: isAbsent(row.cin) ? null : row.cin,
    ...owner,
    chln_cre_dt: created,
    chln_exp_dt: isoDay(row.chln_exp_dt),
    payBy: row.status === 'S' ? null : isoDay(row.chln_exp_dt),
    payment_dt: isoInstant(row.payment_dt),
    payment_mod: row.payment_mod ?? null,
    bank_name: isAbsent(row.bank_name) ? null : row.bank_name,
    status: row.status ?? null,
    financialYear: fyOfDay(isoDay(row.chln_cre_dt)),
    total_amt: amount(row.total_amt),
    igst_tot_amt: amount(row.igst_tot_amt),
    cgst_tot_amt: amount(row.cgst_tot_amt),
    sgst_tot_amt: amount(row.sgst_tot_amt),
    cess_tot_amt: amount(row.cess_tot_amt),
    tax: totals.tax,
    interest: totals.interest,
    penalty: totals.penalty,
    fee: totals.fee,
    others: totals.others,
    heads: headBlocks(row),
  };
}

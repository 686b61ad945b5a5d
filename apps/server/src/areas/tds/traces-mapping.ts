import { yearLabel } from '@taxdesk/domain';
import { portalDate } from '../../lib/portal/dates';
import type { ChallanRow, ConsumptionRow, DemandRow, LdcRow, RequestRow, StatementRow } from './traces-api';
import { amount } from './tds-sync-support';

/** TRACES rows → record data, in the portal's own field names where it has them. */

export function mapStatement(tan: string, row: StatementRow, reason: string | null) {
  return {
    tan,
    tokenNo: row.tokenno,
    title: `${row.formtype} ${row.quarter} ${yearLabel(row.finyear)} (${row.stmnttype})`,
    finyear: yearLabel(row.finyear),
    quarter: row.quarter,
    formtype: row.formtype,
    dtoffiling: portalDate(row.dtoffiling),
    status: row.status,
    dtofprcng: portalDate(row.dtofprcng),
    stmnttype: row.stmnttype,
    remarks: row.remarks || null,
    reason,
  };
}

/** `2025-26` or `2025` → 2025. */
const startYear = (text: string) => Number(String(text).slice(0, 4));

export function mapDemand(tan: string, row: DemandRow) {
  const year = startYear(row.finYr);
  const aodmnd = amount(row.aodmnd) ?? 0;
  const cpcdmd = amount(row.cpcdmd) ?? 0;
  return {
    demandId: `${tan}-${year}`,
    tan,
    title: `Default ${yearLabel(year)}`,
    finYr: yearLabel(year),
    aodmnd,
    cpcdmd,
    totalDemand: aodmnd + cpcdmd,
    status: 'outstanding',
    source: 'TRACES',
  };
}

/** An active certificate nearly used up, or about to lapse (30 days, by the sync's today). */
function ldcAttention(
  status: string,
  limit: number | null,
  consumed: number | null,
  validto: string | null,
  today: string,
): 'near_limit' | 'near_expiry' | null {
  if (status !== 'active') return null;
  if (limit && consumed !== null && consumed >= 0.9 * limit) return 'near_limit';
  const soon = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  return validto && validto <= soon ? 'near_expiry' : null;
}

export function mapLdc(tan: string, row: LdcRow, today: string) {
  const validto = portalDate(row.validto);
  const canceldate = portalDate(row.canceldate);
  const status = canceldate ? 'cancelled' : validto && validto < today ? 'expired' : 'active';
  return {
    certNum: row.certino,
    certid: row.certid,
    tan,
    finyear: yearLabel(row.finyear),
    deducteepan: row.deducteepan,
    dedname: row.dedname,
    seccode: row.seccode,
    natofpayment: row.natofpayment,
    rateoftds: amount(row.rateoftds),
    certilimit: amount(row.certilimit),
    amtconsume: amount(row.amtconsume),
    validfrm: portalDate(row.validfrm),
    validto,
    canceldate,
    issuedate: portalDate(row.issuedate),
    status,
    attention: ldcAttention(status, amount(row.certilimit), amount(row.amtconsume), validto, today),
  };
}

/** The financial year (start year) a date falls in: April to March. */
function fyOfDate(date: string): number {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return m >= 4 ? y : y - 1;
}

export function mapChallan(tan: string, row: ChallanRow, consumed: readonly ConsumptionRow[]) {
  const dateOfDep = portalDate(row.dateOfDep);
  const chlnAmt = amount(row.chlnAmt);
  const claimAmt = consumed.reduce((s, c) => s + (amount(c.claimAmt) ?? 0), 0);
  return {
    recptNum: row.recptNum,
    tan,
    dateOfDep,
    finYr: dateOfDep ? yearLabel(fyOfDate(dateOfDep)) : null,
    bankCode: row.bankCode,
    chlnSNo: row.chlnSNo,
    chlnAmt,
    chlnStatus: row.chlnStatus,
    claimAmt,
    availAmt: chlnAmt === null ? null : chlnAmt - claimAmt,
    consumedIn:
      consumed
        .map((c) => `${c.formType} Q${Number(c.qtr) - 2} ${yearLabel(c.finYr)} (${c.tokenNum})`)
        .join('; ') || null,
  };
}

const QUARTER_OF_CODE: Record<string, string> = { '3': 'Q1', '4': 'Q2', '5': 'Q3', '6': 'Q4' };

export function mapDownloadRequest(tan: string, row: RequestRow) {
  const qrtr = QUARTER_OF_CODE[row.qrtr] ?? null;
  return {
    reqNo: row.reqNo,
    tan,
    title: `${row.dntype} ${row.frmType}${qrtr ? ` ${qrtr}` : ''} ${yearLabel(row.finYr)}`,
    reqDate: portalDate(row.reqDate),
    dntype: row.dntype,
    finYr: yearLabel(row.finYr),
    qrtr,
    frmType: row.frmType,
    status: row.status,
    remarks: row.remarks || null,
  };
}

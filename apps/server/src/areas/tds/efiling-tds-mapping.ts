import { yearLabel } from '@taxdesk/domain';
import { portalDate } from '../../lib/portal/dates';
import { amount } from './tds-sync-support';

/** E-filing rows of a TAN login → record data, in the portal's own field names. */

type Row = Record<string, unknown>;
const text = (v: unknown) => (v == null || v === '' ? null : String(v).trim());
/** `2024`, `2024-25` → `2024-25`; anything else null. */
const year = (v: unknown) => (/^\d{4}/.test(String(v ?? '')) ? yearLabel(String(v).slice(0, 4)) : null);

export function mapTdsFiledForm(tan: string, f: Row) {
  const form = String(f.formTypeCd ?? '').replace(/^F/, '');
  return {
    ackNum: String(f.ackNum),
    tan,
    title: `Form ${form} ${text(f.financialQrtr) ?? ''} ${year(f.refYear) ?? ''}`.replace(/\s+/g, ' ').trim(),
    formTypeCd: text(f.formTypeCd),
    refYear: year(f.refYear),
    financialQrtr: text(f.financialQrtr),
    filingTypeCd:
      f.filingTypeCd === 'R' ? 'Correction' : f.filingTypeCd === 'O' ? 'Regular' : text(f.filingTypeCd),
    ackDt: portalDate(f.ackDt),
    tempAckNo: text(f.tempAckNo),
  };
}

export function mapTdsProceeding(tan: string, p: Row, noticeCount: number) {
  return {
    proceedingReqId: String(p.proceedingReqId),
    tan,
    proceedingName: text(p.proceedingName),
    assessmentYear: year(p.assessmentYear),
    noticeSection: null as string | null,
    proceedingStatus: text(p.proceedingStatus),
    proceedingInitiatedOn: portalDate(p.issuedOn),
    responseDueDate: portalDate(p.responseDueDate),
    proceedingClosureDate: portalDate(p.proceedingClosureDate),
    noticeCount,
  };
}

export function mapTdsProceedingNotice(tan: string, n: Row) {
  return {
    headerSeqNo: String(n.headerSeqNo),
    documentIdentificationNumber: text(n.documentIdentificationNumber),
    tan,
    proceedingReqId: text(n.proceedingReqId),
    proceedingName: text(n.proceedingName),
    noticeSection: text(n.noticeSection),
    description: text(n.description),
    ay: year(n.ay),
    issuedOn: portalDate(n.issuedOn),
    responseDueDate: portalDate(n.responseDueDate),
    proceedingStatus: text(n.proceedingStatus),
  };
}

/** An e-filing demand of the TAN, by DIN (TRACES' yearly default rows use `<TAN>-<year>`). */
export function mapTdsEfilingDemand(tan: string, d: Row) {
  const total = amount(d.outstandingDemandAmount) ?? amount(d.orignalOutStDemandAmount) ?? 0;
  return {
    demandId: `${String(d.din)}${d.transactionId ? `-${String(d.transactionId)}` : ''}`,
    tan,
    title: `${text(d.sectionCode) ?? 'Demand'} ${year(d.itrAy) ?? ''}`.trim(),
    finYr: year(d.itrAy),
    aodmnd: total,
    cpcdmd: 0,
    totalDemand: total,
    status: 'outstanding',
    source: 'e-filing',
  };
}

export function mapTdsPayment(tan: string, p: Row) {
  const cin = String(p.cin).trim();
  const m = /^(\d{7})(\d{8})(\d{5})$/.exec(cin);
  const paid = /^(\d{2}-[A-Za-z]{3}-\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(String(p.paymentTime ?? ''));
  return {
    cin,
    tan,
    assessmentYear: year(p.assessmentYear),
    minorHead: text(p.minorHead),
    minorDesc: text(p.minorDesc),
    paymentType: text(p.paymentType),
    amount: amount(p.amount),
    paymentTime: paid ? `${portalDate(paid[1])}T${paid[2]}+05:30` : text(p.paymentTime),
    brnNum: text(p.brnNum),
    crn: text(p.crn),
    bsrCode: m ? m[1]! : null,
    challanSerialNo: m ? m[3]! : null,
  };
}

export function mapTdsNotice(tan: string, c: Row) {
  return {
    commInbId: String(c.commInbId),
    tan,
    subject: text(c.subject),
    category: text(c.category),
    financialYear: year(c.financialYear),
    issuedOn: portalDate(c.issuedDt),
    din: text(c.din),
    body: text(c.body),
    readStatus: text(c.readStatus) ?? 'Unread',
  };
}

export function mapTdsApplication(tan: string, a: Row) {
  return {
    acknumber: String(a.acknumber),
    tan,
    formName: text(a.formName),
    formDesc: text(a.formDesc),
    financialYear: year(a.financialYear),
    filingDate: portalDate(a.filingDate),
    applicationStatus: text(a.applicationStatus),
    statusDate: portalDate(a.statusDate),
    certificateNumber: text(a.certificateNumber),
    remarks: text(a.remarks),
  };
}

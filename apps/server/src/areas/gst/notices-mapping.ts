import type { PortalNotice } from './notices-api';
import { amount, fyOfDay, isAbsent, isoDay } from './gst-values';

/** A notice row as a gstNotice record; a GSTR-3A's summary adds the return it is about. */
export function mapNotice(
  row: PortalNotice,
  owner: Record<string, unknown>,
  gstr3a: Record<string, unknown> | null,
): Record<string, unknown> {
  const issued = isoDay(row.dtOfIssue);
  return {
    noticeOrderId: row.noticeOrderId,
    ...owner,
    type: isAbsent(row.type) ? null : row.type,
    descr: row.descr ?? null,
    dtOfIssue: issued,
    dueDate: isoDay(row.dueDate),
    issuedBy: isAbsent(row.issuedBy) ? null : row.issuedBy,
    amount: amount(row.amount),
    status: isAbsent(row.status) ? null : row.status,
    financialYear: fyOfDay(issued),
    applnCd: isAbsent(row.applnCd) ? null : row.applnCd,
    retPeriod: gstr3a?.ret_period ?? null,
    retTyp: gstr3a?.retTyp ?? null,
    docId: isAbsent(row.docId) ? null : row.docId,
    applnId: isAbsent(row.applnId) ? null : row.applnId,
    appDefId: isAbsent(row.appDefId) ? null : row.appDefId,
  };
}

export const isGstr3a = (row: PortalNotice) => row.applnCd === 'APL3A';

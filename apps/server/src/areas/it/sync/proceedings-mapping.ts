import { portalYear } from '@taxdesk/domain';
import { portalDate } from '../../../lib/portal/dates';
import type { PortalNotice, PortalProceeding } from './eproceedings-api';

const PROCEEDING_DATES = ['issuedOn', 'servedOn', 'lastResponseSubmittedOn', 'proceedingClosureDate'];
const NOTICE_DATES = ['issuedOn', 'servedOn', 'responseDueDate'];

function withDates(payload: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...payload };
  for (const k of keys) if (k in out) out[k] = portalDate(out[k]);
  return out;
}

/** A proceeding as TaxDesk keeps it: the portal's own field names, dates as YYYY-MM-DD, years as 2024-25. */
export function mapProceeding(p: PortalProceeding, flag: 'FYA' | 'FYI'): Record<string, unknown> {
  const data = withDates(p, PROCEEDING_DATES);
  data.proceedingReqId = String(p.proceedingReqId);
  data.pan = String(p.pan ?? '').toUpperCase();
  data.assessmentYear = portalYear(p.assessmentYear);
  data.financialYr = portalYear(p.financialYr);
  data.viewNoticeCount = Number(p.viewNoticeCount ?? 0);
  data.prcdngStatusFlag = flag;
  return data;
}

export function mapNotice(n: PortalNotice, proceedingReqId: string): Record<string, unknown> {
  const data = withDates(n, NOTICE_DATES);
  data.headerSeqNo = String(n.headerSeqNo);
  data.proceedingReqId = proceedingReqId;
  data.pan = String(n.pan ?? '').toUpperCase();
  data.ay = portalYear(n.ay);
  return data;
}

/** The response due date a proceeding shows: the earliest due date still ahead, else the latest one. */
export function proceedingDueDate(noticeDueDates: readonly (string | null)[], today: string): string | null {
  const dates = noticeDueDates.filter((d): d is string => !!d).sort();
  if (dates.length === 0) return null;
  return dates.find((d) => d >= today) ?? dates[dates.length - 1]!;
}

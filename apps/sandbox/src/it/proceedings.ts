import type { AccountTimeline, SandboxNotice, SandboxProceeding } from './timeline';

/**
 * What eProceedingsPaginatedService and eProceedingDetailsService show at a given instant: only
 * notices issued by then, and proceedings with at least one of them.
 */

export type ProceedingFlag = 'FYA' | 'FYI';

export type ListRequest = {
  flag: ProceedingFlag;
  pageNo: number;
  pageSize: number;
  sortBy: string;
  sortAsc: boolean;
};

export const MAX_PAGE_SIZE = 100;

export function visibleNotices(proc: SandboxProceeding, now: number): SandboxNotice[] {
  return proc.notices.filter((n) => n.issuedOn <= now);
}

export function isClosed(proc: SandboxProceeding, now: number): boolean {
  return proc.closedOn !== null && proc.closedOn <= now;
}

/** Closed proceedings and informational ones are listed For Your Information; the rest For Your Action. */
export function flagOf(proc: SandboxProceeding, now: number): ProceedingFlag {
  return isClosed(proc, now) || proc.fyiWhileOpen ? 'FYI' : 'FYA';
}

function latest(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length > 0 ? Math.max(...present) : null;
}

export function proceedingRow(timeline: AccountTimeline, proc: SandboxProceeding, now: number) {
  const notices = visibleNotices(proc, now);
  const first = notices[0]!;
  const closed = isClosed(proc, now);
  const newest = notices[notices.length - 1]!;
  return {
    proceedingReqId: proc.proceedingReqId,
    proceedingName: proc.kind.proceedingName,
    assessmentYear: String(proc.ay),
    financialYr: String(proc.ay - 1),
    pan: timeline.profile.pan,
    nameOfAssesse: timeline.profile.name.toUpperCase(),
    proceedingType: 'I',
    issuedOn: first.issuedOn,
    servedOn: first.servedOn,
    responseDueDate: closed ? null : newest.responseDueDate,
    lastResponseSubmittedOn: latest(notices.map((n) => respondedBy(n, now))),
    viewNoticeCount: notices.length,
    proceedingStatus: closed ? 'C' : 'O',
    proceedingClosureOrder: closed ? proc.closureSeqNo : null,
    proceedingClosureDate: closed && proc.closureDateShown ? proc.closedOn : null,
  };
}

function respondedBy(notice: SandboxNotice, now: number): number | null {
  return notice.respondedOn !== null && notice.respondedOn <= now ? notice.respondedOn : null;
}

export function noticeRow(
  timeline: AccountTimeline,
  proc: SandboxProceeding,
  notice: SandboxNotice,
  now: number,
) {
  return {
    proceedingReqId: proc.proceedingReqId,
    proceedingName: proc.kind.proceedingName,
    headerSeqNo: notice.headerSeqNo,
    documentIdentificationNumber: notice.din,
    noticeSection: notice.step.section,
    description: notice.step.description,
    issuedOn: notice.issuedOn,
    servedOn: notice.servedOn,
    responseDueDate: notice.responseDueDate,
    lastResponseSubmittedOn: respondedBy(notice, now),
    documentReferenceId: String(notice.docs[0]!.docId),
    ay: proc.ay,
    pan: timeline.profile.pan,
    proceedingStatus: isClosed(proc, now) ? 'C' : 'O',
  };
}

export type ProceedingRow = ReturnType<typeof proceedingRow>;

const SORT_KEYS: Record<string, (row: ProceedingRow) => number | string> = {
  createdDt: (row) => row.issuedOn,
  issuedOn: (row) => row.issuedOn,
  assessmentYear: (row) => row.assessmentYear,
  proceedingName: (row) => row.proceedingName,
};

export function listProceedings(timeline: AccountTimeline, now: number, request: ListRequest) {
  const rows = timeline.proceedings
    .filter((p) => p.notices[0]!.issuedOn <= now && flagOf(p, now) === request.flag)
    .map((p) => proceedingRow(timeline, p, now));
  const key = SORT_KEYS[request.sortBy] ?? SORT_KEYS.createdDt!;
  const direction = request.sortAsc ? 1 : -1;
  rows.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    if (ka !== kb) return (ka < kb ? -1 : 1) * direction;
    return a.proceedingReqId < b.proceedingReqId ? -1 : 1;
  });
  const start = (request.pageNo - 1) * request.pageSize;
  return { rows: rows.slice(start, start + request.pageSize), totalCount: rows.length };
}

/** A proceeding the caller may see now (its first notice is issued). */
export function findProceeding(timeline: AccountTimeline, proceedingReqId: string, now: number) {
  const proc = timeline.proceedings.find((p) => p.proceedingReqId === proceedingReqId);
  return proc && proc.notices[0]!.issuedOn <= now ? proc : undefined;
}

/** The notices of a proceeding, newest first, as the portal lists them. */
export function proceedingNotices(timeline: AccountTimeline, proc: SandboxProceeding, now: number) {
  return visibleNotices(proc, now)
    .map((n) => noticeRow(timeline, proc, n, now))
    .sort((a, b) => b.issuedOn - a.issuedOn);
}

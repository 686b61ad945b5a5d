import type { ItPortal, ItSession } from '../connector/it-portal-types';

/** The e-proceedings services of the portal (form FO-041_PCDNG). */

export type PortalProceeding = Record<string, unknown> & {
  proceedingReqId: string;
  viewNoticeCount?: number | string;
};
export type PortalNotice = Record<string, unknown> & { headerSeqNo: string | number };
type PortalFile = { docId: string; fileName: string };

const GET_ENTITY = '/iec/returnservicesapi/auth/getEntity';
const SAVE_ENTITY = '/iec/returnservicesapi/auth/saveEntity';
const FORM = 'FO-041_PCDNG';
const PAGE_SIZE = 100;
const MAX_PAGES = 50;

/** Both lists, for your action (FYA) and for your information (FYI), every page. */
export async function fetchProceedings(
  portal: ItPortal,
  session: ItSession,
): Promise<(PortalProceeding & { prcdngStatusFlag: 'FYA' | 'FYI' })[]> {
  const out: (PortalProceeding & { prcdngStatusFlag: 'FYA' | 'FYI' })[] = [];
  for (const flag of ['FYA', 'FYI'] as const) {
    for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
      const answer = (await portal.service(session, {
        endpoint: GET_ENTITY,
        serviceName: 'eProceedingsPaginatedService',
        formName: FORM,
        body: {
          prcdngStatusFlag: flag,
          pan: session.pan,
          pageConfig: { pageSize: PAGE_SIZE, pageNo, sortBy: 'issuedOn', sortAsc: false },
        },
      })) as { eProceedingPaginatedRequests?: PortalProceeding[]; totalCount?: number };
      const rows = answer.eProceedingPaginatedRequests ?? [];
      for (const row of rows) out.push({ ...row, prcdngStatusFlag: flag });
      const total = Number(answer.totalCount ?? NaN);
      if (rows.length < PAGE_SIZE || (Number.isFinite(total) && pageNo * PAGE_SIZE >= total)) break;
    }
  }
  return out;
}

export async function fetchNotices(
  portal: ItPortal,
  session: ItSession,
  proceedingReqId: string,
): Promise<PortalNotice[]> {
  // The portal answers this service with a bare array of notices.
  const answer = await portal.service(session, {
    endpoint: GET_ENTITY,
    serviceName: 'eProceedingDetailsService',
    formName: FORM,
    body: { proceedingReqId, pan: session.pan },
  });
  return Array.isArray(answer) ? (answer as PortalNotice[]) : [];
}

/** One notice can carry several PDFs, and the top-level id is not always the notice: keep every file. */
export async function fetchNoticeFiles(
  portal: ItPortal,
  session: ItSession,
  headerSeqNo: string,
  proceedingReqId: string,
): Promise<PortalFile[]> {
  const answer = (await portal.service(session, {
    endpoint: SAVE_ENTITY,
    serviceName: 'noticeletterpdf',
    body: { headerSeqNo, procdngReqId: proceedingReqId },
  })) as { docMap?: Record<string, string>; satDocId?: string | number; docNam?: string };
  const files = new Map<string, string>(Object.entries(answer.docMap ?? {}));
  if (answer.satDocId != null && !files.has(String(answer.satDocId))) {
    files.set(String(answer.satDocId), answer.docNam ?? `${answer.satDocId}.pdf`);
  }
  return [...files].map(([docId, fileName]) => ({ docId, fileName }));
}

import type { EfilingPortal, EfilingSession } from '../../../../lib/portal/efiling-types';

/** The representative's services of the e-filing portal ("Other PAN/TAN" e-proceedings, bulk requests). */

const GET = '/iec/returnservicesapi/auth/getEntity';
const SAVE = '/iec/returnservicesapi/auth/saveEntity';
const FORM = 'FO-041_PCDNG';
const PAGE_SIZE = 100;
/** Enough for thousands of proceedings; a portal that never ends a list stops here. */
const MAX_PAGES = 100;

export type PortalRow = Record<string, unknown>;

function rows(answer: unknown, field: string): PortalRow[] {
  const list = (answer as Record<string, unknown> | null)?.[field];
  return Array.isArray(list) ? (list as PortalRow[]) : [];
}

async function allPages(
  portal: EfilingPortal,
  session: EfilingSession,
  serviceName: string,
  field: string,
  body: Record<string, unknown> = {},
): Promise<PortalRow[]> {
  const out: PortalRow[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo++) {
    const answer = await portal.service(session, {
      endpoint: GET,
      serviceName,
      formName: FORM,
      body: { ...body, pageConfig: { pageNo, pageSize: PAGE_SIZE } },
    });
    const page = rows(answer, field);
    out.push(...page);
    const total = Number((answer as { totalCount?: unknown }).totalCount);
    if (page.length < PAGE_SIZE || (Number.isFinite(total) && out.length >= total)) break;
  }
  return out;
}

export async function fetchClients(portal: EfilingPortal, session: EfilingSession): Promise<PortalRow[]> {
  const answer = await portal.service(session, {
    endpoint: GET,
    serviceName: 'representedClientsService',
    formName: FORM,
  });
  return rows(answer, 'clientList');
}

/** Both lists: for your action and for your information; each row tagged with its list. */
export async function fetchRpProceedings(
  portal: EfilingPortal,
  session: EfilingSession,
): Promise<PortalRow[]> {
  const out: PortalRow[] = [];
  for (const flag of ['FYA', 'FYI'] as const) {
    const list = await allPages(
      portal,
      session,
      'rpEProceedingsPaginatedService',
      'eProceedingPaginatedRequests',
      {
        prcdngStatusFlag: flag,
      },
    );
    out.push(...list.map((r) => ({ ...r, prcdngStatusFlag: flag })));
  }
  return out;
}

export async function fetchRpNotices(
  portal: EfilingPortal,
  session: EfilingSession,
  proceedingReqId: string,
): Promise<PortalRow[]> {
  const answer = await portal.service(session, {
    endpoint: GET,
    serviceName: 'rpEProceedingDetailsService',
    formName: FORM,
    body: { proceedingReqId },
  });
  // A bare array, as the self e-proceedings details service answers.
  return Array.isArray(answer) ? (answer as PortalRow[]) : [];
}

/** Every file of a notice: `docMap` lists them all ({docId: fileName}). */
export async function fetchRpNoticeFiles(
  portal: EfilingPortal,
  session: EfilingSession,
  headerSeqNo: string,
  procdngReqId: string,
): Promise<{ docId: string; fileName: string }[]> {
  const answer = (await portal.service(session, {
    endpoint: SAVE,
    serviceName: 'rpNoticeLetterPdf',
    body: { headerSeqNo, procdngReqId },
  })) as { docMap?: Record<string, string> };
  return Object.entries(answer.docMap ?? {}).map(([docId, fileName]) => ({ docId, fileName }));
}

/** A file of a notice, by its docId (the portal serves every document at one address). */
export function downloadRpDocument(
  portal: EfilingPortal,
  session: EfilingSession,
  docId: string,
): Promise<Buffer> {
  return portal.document(session, docId);
}

export function fetchBatches(portal: EfilingPortal, session: EfilingSession): Promise<PortalRow[]> {
  return allPages(portal, session, 'rpRequestBatchListService', 'batchList');
}

export async function fetchBatchItems(
  portal: EfilingPortal,
  session: EfilingSession,
  batchSeqId: string,
): Promise<PortalRow[]> {
  const answer = await portal.service(session, {
    endpoint: GET,
    serviceName: 'rpRequestBatchDetailsService',
    formName: FORM,
    body: { batchSeqId },
  });
  return rows(answer, 'itemList');
}

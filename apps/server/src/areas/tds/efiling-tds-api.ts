import type { EfilingPortal, EfilingSession } from '../../lib/portal/efiling-types';

/** The e-filing services a TAN login uses, one function per call, answering the portal's rows. */

type Row = Record<string, unknown>;
const SERVICES_GET = '/iec/servicesapi/auth/getEntity';
const SERVICES_SAVE = '/iec/servicesapi/auth/saveEntity';
const EPROC_GET = '/iec/returnservicesapi/auth/getEntity';
const EPROC_SAVE = '/iec/returnservicesapi/auth/saveEntity';
const EPROC_FORM = 'FO-041_PCDNG';
export const TDS_FORM_CODES = ['F24Q', 'F26Q', 'F27Q', 'F27EQ'] as const;

/** viewFiledForms with the TAN as entityNum, one form code at a time, pages of five as the portal pages them. */
export async function fetchTdsFiledForms(
  portal: EfilingPortal,
  session: EfilingSession,
  formTypeCd: string,
): Promise<Row[]> {
  const out: Row[] = [];
  for (let page = 1; page <= 200; page++) {
    const answer = (await portal.service(session, {
      endpoint: SERVICES_SAVE,
      serviceName: 'viewFiledForms',
      body: {
        entityNum: session.loginId,
        formTypeCd,
        currentPage: String(page),
        pageSize: '5',
        filterParameterDetails: [],
      },
    })) as { forms?: Row[]; totalCount?: number; responseCount?: number };
    const forms = answer.forms ?? [];
    out.push(...forms);
    const total = Number(answer.totalCount ?? answer.responseCount ?? NaN);
    if (forms.length < 5 || (Number.isFinite(total) && out.length >= total)) break;
  }
  return out;
}

export async function fetchTdsProceedings(portal: EfilingPortal, session: EfilingSession): Promise<Row[]> {
  const out: Row[] = [];
  for (const flag of ['FYA', 'FYI'] as const) {
    for (let pageNo = 1; pageNo <= 50; pageNo++) {
      const answer = (await portal.service(session, {
        endpoint: EPROC_GET,
        serviceName: 'eProceedingsPaginatedService',
        formName: EPROC_FORM,
        body: {
          prcdngStatusFlag: flag,
          pan: session.loginId,
          pageConfig: { pageSize: 100, pageNo, sortBy: 'issuedOn', sortAsc: false },
        },
      })) as { eProceedingPaginatedRequests?: Row[] };
      const rows = answer.eProceedingPaginatedRequests ?? [];
      out.push(...rows);
      if (rows.length < 100) break;
    }
  }
  return out;
}

export async function fetchTdsProceedingNotices(
  portal: EfilingPortal,
  session: EfilingSession,
  proceedingReqId: string,
): Promise<Row[]> {
  const answer = await portal.service(session, {
    endpoint: EPROC_GET,
    serviceName: 'eProceedingDetailsService',
    formName: EPROC_FORM,
    body: { proceedingReqId, pan: session.loginId },
  });
  return Array.isArray(answer) ? (answer as Row[]) : [];
}

/** The PDFs of one notice: `docMap` (doc id → file name) and the top-level `satDocId`. */
export async function fetchNoticeFiles(
  portal: EfilingPortal,
  session: EfilingSession,
  headerSeqNo: string,
  proceedingReqId: string,
) {
  const answer = (await portal.service(session, {
    endpoint: EPROC_SAVE,
    serviceName: 'noticeletterpdf',
    body: { headerSeqNo, procdngReqId: proceedingReqId },
  })) as { docMap?: Record<string, string>; satDocId?: string | number; docNam?: string };
  const files = new Map<string, string>(Object.entries(answer.docMap ?? {}));
  if (answer.satDocId != null && !files.has(String(answer.satDocId)))
    files.set(String(answer.satDocId), answer.docNam ?? `${answer.satDocId}.pdf`);
  return [...files].map(([docId, fileName]) => ({ docId, fileName }));
}

export async function fetchTdsDemands(portal: EfilingPortal, session: EfilingSession): Promise<Row[]> {
  const answer = (await portal.service(session, {
    endpoint: SERVICES_GET,
    serviceName: 'outstandingDemand',
    body: { pan: session.loginId },
  })) as {
    demandList?: Row[] | null;
  };
  return answer.demandList ?? [];
}

/** Payment history as a TDS login (`loggedInUserType: "TDS"`), every page. */
export async function fetchTdsPayments(portal: EfilingPortal, session: EfilingSession): Promise<Row[]> {
  const out: Row[] = [];
  for (let pageNumber = 0; pageNumber < 100; pageNumber++) {
    const bytes = await portal.download(session, '/iec/paymentapi/auth/challan/paymenthistory', {
      header: { formName: 'PO-03-PYMNT' },
      formData: {
        actType: 'O',
        pan: session.loginId,
        loggedInUserID: session.loginId,
        loggedInUserType: 'TDS',
        pageNumber,
        pageSize: 50,
      },
    });
    const answer = JSON.parse(bytes.toString('utf8')) as {
      paymentList?: { content?: Row[]; last?: boolean };
    };
    const content = answer.paymentList?.content ?? [];
    out.push(...content);
    if (answer.paymentList?.last ?? content.length < 50) break;
  }
  return out;
}

/** The inbox of a TAN login (our sandbox's shape; nothing public shows the portal's). */
export async function fetchTdsInbox(portal: EfilingPortal, session: EfilingSession): Promise<Row[]> {
  const answer = (await portal.service(session, {
    endpoint: SERVICES_GET,
    serviceName: 'tdsCommInboxService',
    body: {},
  })) as { commList?: Row[] };
  return answer.commList ?? [];
}

export async function fetchTdsApplications(
  portal: EfilingPortal,
  session: EfilingSession,
  acknumber = '',
): Promise<Row[]> {
  const answer = (await portal.service(session, {
    endpoint: SERVICES_GET,
    serviceName: 'tdsApplicationStatusService',
    body: acknumber ? { acknumber } : {},
  })) as { applicationList?: Row[] };
  return answer.applicationList ?? [];
}

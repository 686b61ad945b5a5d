import type { FastifyReply } from 'fastify';
import { sendBadRequest } from '../http';
import type { ItDeps } from '../http';
import { IT_CODES, errorAnswer, okAnswer } from '../messages';
import { MAX_PAGE_SIZE } from '../proceedings';
import type { Session } from '../sessions';
import type { ItDocumentSource, ItServiceHandler, ItServiceTable } from '../service-table';
import { isRpLogin, rpWorld, type RpBatch, type RpNotice, type RpProceeding, type RpWorld } from './rp-data';

/**
 * The representative's view of e-proceedings ("Other PAN/TAN"): the clients a login represents,
 * their proceedings and notices, the notices' PDFs, and the bulk requests submitted under the
 * login. Service names are the sandbox's own (nothing public shows them); rows use the portal's
 * e-proceedings field names plus `entityNum`/`entityType` for the client.
 */

const FORM = 'FO-041_PCDNG';

function text(value: unknown): string {
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
}

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

function pageOf(body: Record<string, unknown>) {
  const page = (body.pageConfig && typeof body.pageConfig === 'object' ? body.pageConfig : {}) as Record<
    string,
    unknown
  >;
  const pageNo = positiveInt(page.pageNo, 1);
  const pageSize = Math.min(positiveInt(page.pageSize, 10), MAX_PAGE_SIZE);
  return {
    pageNo,
    pageSize,
    slice: <T>(rows: T[]) => rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  };
}

function notFound(reply: FastifyReply, desc: string): FastifyReply {
  return reply.code(404).send(errorAnswer(IT_CODES.notFound, desc));
}

/** The world of the signed-in login; a login that represents nobody sees empty lists. */
function worldOf(deps: ItDeps, session: Session): RpWorld | null {
  const state = deps.portal.account(session.pan);
  return state && isRpLogin(state.profile) ? rpWorld(deps.portal.seed, state.profile) : null;
}

function visible(proc: RpProceeding, now: number): RpNotice[] {
  return proc.notices.filter((n) => n.issuedOn <= now);
}

function closed(proc: RpProceeding, now: number): boolean {
  return proc.closedOn !== null && proc.closedOn <= now;
}

function latest(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.max(...present) : null;
}

function respondedBy(n: RpNotice, now: number): number | null {
  return n.respondedOn !== null && n.respondedOn <= now ? n.respondedOn : null;
}

function clientFields(proc: RpProceeding) {
  return {
    pan: proc.client.entityNum,
    entityNum: proc.client.entityNum,
    entityType: proc.client.entityType,
    nameOfAssesse: proc.client.name.toUpperCase(),
  };
}

function proceedingRow(proc: RpProceeding, now: number) {
  const notices = visible(proc, now);
  const isClosed = closed(proc, now);
  return {
    proceedingReqId: proc.proceedingReqId,
    proceedingName: proc.proceedingName,
    assessmentYear: String(proc.ay),
    financialYr: String(proc.ay - 1),
    ...clientFields(proc),
    proceedingType: 'O',
    issuedOn: notices[0]!.issuedOn,
    servedOn: notices[0]!.servedOn,
    responseDueDate: isClosed ? null : notices[notices.length - 1]!.responseDueDate,
    lastResponseSubmittedOn: latest(notices.map((n) => respondedBy(n, now))),
    viewNoticeCount: notices.length,
    proceedingStatus: isClosed ? 'C' : 'O',
    proceedingClosureDate: isClosed && proc.closureDateShown ? proc.closedOn : null,
  };
}

function noticeRow(proc: RpProceeding, n: RpNotice, now: number) {
  return {
    proceedingReqId: proc.proceedingReqId,
    proceedingName: proc.proceedingName,
    headerSeqNo: n.headerSeqNo,
    documentIdentificationNumber: n.din,
    noticeSection: n.section,
    description: n.description,
    issuedOn: n.issuedOn,
    servedOn: n.servedOn,
    responseDueDate: n.responseDueDate,
    lastResponseSubmittedOn: respondedBy(n, now),
    documentReferenceId: String(n.docs[0]!.docId),
    ay: proc.ay,
    ...clientFields(proc),
    proceedingStatus: closed(proc, now) ? 'C' : 'O',
  };
}

function batchRow(batch: RpBatch, now: number) {
  const done = batch.items.filter((i) => i.processedOn <= now);
  const failed = done.filter((i) => !i.ok).length;
  const complete = done.length === batch.items.length;
  const batchStatus = complete
    ? failed === 0
      ? 'COMPLETED'
      : failed === done.length
        ? 'FAILED'
        : 'PARTIAL'
    : done.length > 0
      ? 'IN_PROGRESS'
      : 'SUBMITTED';
  return {
    batchSeqId: batch.batchSeqId,
    requestType: batch.requestType,
    requestDesc: batch.requestDesc,
    submittedOn: batch.submittedOn,
    totalCount: batch.items.length,
    processedCount: done.length,
    failedCount: failed,
    batchStatus,
    completedOn: complete ? Math.max(...batch.items.map((i) => i.processedOn)) : null,
  };
}

const representedClientsService: ItServiceHandler = (deps, session, _body, reply) => {
  const world = worldOf(deps, session);
  const clientList = (world?.clients ?? []).map((c) => ({
    entityNum: c.entityNum,
    entityType: c.entityType,
    entityName: c.name,
    authorisationType: c.authorisationType,
    authorisedFrom: c.authorisedFrom,
  }));
  return reply.send(okAnswer({ clientList, totalCount: clientList.length }));
};

const rpEProceedingsPaginatedService: ItServiceHandler = (deps, session, body, reply) => {
  const flag = body.prcdngStatusFlag;
  if (flag !== 'FYA' && flag !== 'FYI')
    return sendBadRequest(reply, 'Invalid request: prcdngStatusFlag must be FYA or FYI.');
  const page = pageOf(body);
  const now = deps.clock.now();
  const rows = (worldOf(deps, session)?.proceedings ?? [])
    .filter((p) => p.notices[0]!.issuedOn <= now)
    .filter((p) => (closed(p, now) || p.fyiWhileOpen ? 'FYI' : 'FYA') === flag)
    .map((p) => proceedingRow(p, now))
    .sort((a, b) => b.issuedOn - a.issuedOn || (a.proceedingReqId < b.proceedingReqId ? -1 : 1));
  return reply.send(
    okAnswer({
      eProceedingPaginatedRequests: page.slice(rows),
      totalCount: rows.length,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
    }),
  );
};

function findProceeding(deps: ItDeps, session: Session, id: string): RpProceeding | undefined {
  const now = deps.clock.now();
  const proc = worldOf(deps, session)?.proceedings.find((p) => p.proceedingReqId === id);
  return proc && proc.notices[0]!.issuedOn <= now ? proc : undefined;
}

const rpEProceedingDetailsService: ItServiceHandler = (deps, session, body, reply) => {
  const id = text(body.proceedingReqId);
  if (id === '') return sendBadRequest(reply, 'Invalid request: proceedingReqId is required.');
  const proc = findProceeding(deps, session, id);
  if (!proc) return notFound(reply, 'No records found for the given proceeding.');
  const now = deps.clock.now();
  // Like eProceedingDetailsService, a bare array, newest first.
  return reply.send(
    visible(proc, now)
      .map((n) => noticeRow(proc, n, now))
      .sort((a, b) => b.issuedOn - a.issuedOn),
  );
};

const rpNoticeLetterPdf: ItServiceHandler = (deps, session, body, reply) => {
  const headerSeqNo = text(body.headerSeqNo);
  const procdngReqId = text(body.procdngReqId);
  if (headerSeqNo === '' || procdngReqId === '')
    return sendBadRequest(reply, 'Invalid request: headerSeqNo and procdngReqId are required.');
  const proc = findProceeding(deps, session, procdngReqId);
  const notice = proc && visible(proc, deps.clock.now()).find((n) => n.headerSeqNo === headerSeqNo);
  if (!notice) return notFound(reply, 'No notice letter found for the given notice.');
  return reply.send(
    okAnswer({
      headerSeqNo,
      procdngReqId,
      satDocId: notice.docs[0]!.docId,
      docNam: notice.docs[0]!.fileName,
      docMap: Object.fromEntries(notice.docs.map((d) => [String(d.docId), d.fileName])),
    }),
  );
};

/**
 * The notices' files of the clients a login represents, served at `GET /iec/document/{docId}` like
 * the login's own notices (listed in IT_DOCUMENT_SOURCES).
 */
export const rpNoticeDocuments: ItDocumentSource = (deps, session, docId) => {
  const now = deps.clock.now();
  for (const proc of worldOf(deps, session)?.proceedings ?? []) {
    for (const n of visible(proc, now)) {
      const doc = n.docs.find((d) => d.docId === docId);
      if (doc) return { fileName: doc.fileName, pdf: doc.render() };
    }
  }
  return undefined;
};

const rpRequestBatchListService: ItServiceHandler = (deps, session, body, reply) => {
  const page = pageOf(body);
  const now = deps.clock.now();
  const rows = (worldOf(deps, session)?.batches ?? [])
    .filter((b) => b.submittedOn <= now)
    .map((b) => batchRow(b, now))
    .sort((a, b) => b.submittedOn - a.submittedOn);
  return reply.send(okAnswer({ batchList: page.slice(rows), totalCount: rows.length, pageNo: page.pageNo }));
};

const rpRequestBatchDetailsService: ItServiceHandler = (deps, session, body, reply) => {
  const batchSeqId = text(body.batchSeqId);
  if (batchSeqId === '') return sendBadRequest(reply, 'Invalid request: batchSeqId is required.');
  const now = deps.clock.now();
  const batch = worldOf(deps, session)?.batches.find(
    (b) => b.batchSeqId === batchSeqId && b.submittedOn <= now,
  );
  if (!batch) return notFound(reply, 'No request batch found.');
  return reply.send(
    okAnswer({
      ...batchRow(batch, now),
      itemList: batch.items.map((i) => {
        const done = i.processedOn <= now;
        return {
          itemSeqNo: i.itemSeqNo,
          entityNum: i.entityNum,
          proceedingReqId: i.proceedingReqId,
          headerSeqNo: i.headerSeqNo,
          ay: i.ay,
          itemStatus: done ? (i.ok ? 'SUCCESS' : 'FAILED') : 'PENDING',
          remarks: done ? i.remarks : null,
          processedOn: done ? i.processedOn : null,
        };
      }),
    }),
  );
};

/** The representative's services: listed in service-tables.ts. */
export const RP_SERVICE_TABLES: ItServiceTable[] = [
  {
    endpoint: '/iec/returnservicesapi/auth/getEntity',
    formName: FORM,
    handlers: {
      representedClientsService,
      rpEProceedingsPaginatedService,
      rpEProceedingDetailsService,
      rpRequestBatchListService,
      rpRequestBatchDetailsService,
    },
  },
  { endpoint: '/iec/returnservicesapi/auth/saveEntity', handlers: { rpNoticeLetterPdf } },
];

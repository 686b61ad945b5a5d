import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  closureOrderAnswer,
  documentPdf,
  downloadName,
  findDocument,
  findNotice,
  noticeLetterAnswer,
} from './documents';
import { bodyOf, requireSession, sendBadRequest, serviceNameOf } from './http';
import type { ItDeps } from './http';
import { IT_CODES, errorAnswer, okAnswer } from './messages';
import { MAX_PAGE_SIZE, findProceeding, listProceedings, proceedingNotices } from './proceedings';
import type { ProceedingFlag } from './proceedings';
import type { Session } from './sessions';
import type { ItServiceHandler, ItServiceTable } from './service-table';
import { IT_DOCUMENT_SOURCES, IT_ROUTES, IT_SERVICE_TABLES } from './service-tables';

/** The authenticated e-proceedings services (getEntity / saveEntity) and document downloads. */

export const PROCEEDINGS_FORM = 'FO-041_PCDNG';

type Handler = ItServiceHandler;

function text(value: unknown): string {
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
}

function notFound(reply: FastifyReply, desc: string): FastifyReply {
  return reply.code(404).send(errorAnswer(IT_CODES.notFound, desc));
}

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A `pan` in the body, when sent, must be the signed-in PAN (a CA login would differ; not played). */
function otherPan(session: Session, body: Record<string, unknown>): boolean {
  const pan = text(body.pan).toUpperCase();
  return pan !== '' && pan !== session.pan;
}

const eProceedingsPaginatedService: Handler = (deps, session, body, reply) => {
  const flag = body.prcdngStatusFlag;
  if (flag !== 'FYA' && flag !== 'FYI')
    return sendBadRequest(reply, 'Invalid request: prcdngStatusFlag must be FYA or FYI.');
  const page = (body.pageConfig && typeof body.pageConfig === 'object' ? body.pageConfig : {}) as Record<
    string,
    unknown
  >;
  const pageNo = positiveInt(page.pageNo, 1);
  const pageSize = Math.min(positiveInt(page.pageSize, 10), MAX_PAGE_SIZE);
  if (otherPan(session, body))
    return reply.send(okAnswer({ eProceedingPaginatedRequests: [], totalCount: 0, pageNo, pageSize }));
  const timeline = deps.portal.timeline(session.pan)!;
  const { rows, totalCount } = listProceedings(timeline, deps.clock.now(), {
    flag: flag as ProceedingFlag,
    pageNo,
    pageSize,
    sortBy: typeof page.sortBy === 'string' ? page.sortBy : 'createdDt',
    sortAsc: page.sortAsc === true,
  });
  return reply.send(okAnswer({ eProceedingPaginatedRequests: rows, totalCount, pageNo, pageSize }));
};

const eProceedingDetailsService: Handler = (deps, session, body, reply) => {
  const id = text(body.proceedingReqId);
  if (id === '') return sendBadRequest(reply, 'Invalid request: proceedingReqId is required.');
  const timeline = deps.portal.timeline(session.pan)!;
  const now = deps.clock.now();
  const proc = otherPan(session, body) ? undefined : findProceeding(timeline, id, now);
  if (!proc) return notFound(reply, 'No records found for the given proceeding.');
  // The portal answers this service with a bare array.
  return reply.send(proceedingNotices(timeline, proc, now));
};

const downloadClosureOrder: Handler = (deps, session, body, reply) => {
  const id = text(body.procdngReqId);
  if (id === '') return sendBadRequest(reply, 'Invalid request: procdngReqId is required.');
  const now = deps.clock.now();
  const proc = findProceeding(deps.portal.timeline(session.pan)!, id, now);
  if (!proc) return notFound(reply, 'No records found for the given proceeding.');
  return reply.send(okAnswer(closureOrderAnswer(proc, now)));
};

const noticeletterpdf: Handler = (deps, session, body, reply) => {
  const headerSeqNo = text(body.headerSeqNo);
  const procdngReqId = text(body.procdngReqId);
  if (headerSeqNo === '' || procdngReqId === '') {
    return sendBadRequest(reply, 'Invalid request: headerSeqNo and procdngReqId are required.');
  }
  const found = findNotice(deps.portal.timeline(session.pan)!, headerSeqNo, deps.clock.now());
  if (!found || found.proceeding.proceedingReqId !== procdngReqId) {
    return notFound(reply, 'No notice letter found for the given notice.');
  }
  return reply.send(okAnswer(noticeLetterAnswer(found.proceeding, found.notice)));
};

/** The e-proceedings services; other areas of the portal list their tables in service-tables.ts. */
export const EPROCEEDINGS_SERVICES: ItServiceTable[] = [
  {
    endpoint: '/iec/returnservicesapi/auth/getEntity',
    formName: PROCEEDINGS_FORM,
    handlers: { eProceedingsPaginatedService, eProceedingDetailsService, downloadClosureOrder },
  },
  { endpoint: '/iec/returnservicesapi/auth/saveEntity', handlers: { noticeletterpdf } },
];

function dispatch(deps: ItDeps, tables: ItServiceTable[]) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const session = requireSession(deps, request, reply);
    if (!session) return reply;
    const serviceName = serviceNameOf(request, reply);
    if (serviceName === null) return reply;
    const table = tables.find((t) => Object.hasOwn(t.handlers, serviceName));
    if (!table) return sendBadRequest(reply, `Invalid request: unknown serviceName ${serviceName}.`);
    const body = bodyOf(request);
    const formName = (body.header as { formName?: unknown } | undefined)?.formName;
    if (table.formName && formName !== table.formName) {
      return sendBadRequest(reply, `Invalid request: header.formName must be ${table.formName}.`);
    }
    return table.handlers[serviceName]!(deps, session, body, reply);
  };
}

export function registerServiceRoutes(app: FastifyInstance, deps: ItDeps): void {
  const tables = [...EPROCEEDINGS_SERVICES, ...IT_SERVICE_TABLES];
  const byEndpoint = new Map<string, ItServiceTable[]>();
  for (const t of tables) byEndpoint.set(t.endpoint, [...(byEndpoint.get(t.endpoint) ?? []), t]);
  for (const [endpoint, group] of byEndpoint) app.post(endpoint, dispatch(deps, group));
  for (const register of IT_ROUTES) register(app, deps);

  app.get<{ Params: { docId: string } }>('/iec/document/:docId', async (request, reply) => {
    const session = requireSession(deps, request, reply);
    if (!session) return reply;
    const docId = Number(request.params.docId);
    const timeline = deps.portal.timeline(session.pan)!;
    const found = Number.isInteger(docId) ? findDocument(timeline, docId, deps.clock.now()) : undefined;
    if (!found) {
      // Other areas' documents (reply attachments, ...), each as its source finds it.
      const other = Number.isInteger(docId)
        ? IT_DOCUMENT_SOURCES.map((source) => source(deps, session, docId)).find((d) => d !== undefined)
        : undefined;
      if (!other) return notFound(reply, 'Document not found.');
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${other.fileName}"`)
        .send(other.pdf);
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${downloadName(found.doc)}"`)
      .send(documentPdf(found, timeline));
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ItDeps } from './http';
import type { Session } from './sessions';

/** One authenticated JSON service: the handler gets the signed-in session and the request body. */
export type ItServiceHandler = (
  deps: ItDeps,
  session: Session,
  body: Record<string, unknown>,
  reply: FastifyReply,
) => FastifyReply | Promise<FastifyReply>;

/**
 * The services one area of the portal answers at one generic endpoint (`serviceName` picks the
 * handler). `formName`, when set, is the `header.formName` the portal insists on there.
 */
export type ItServiceTable = {
  endpoint: string;
  formName?: string;
  handlers: Readonly<Record<string, ItServiceHandler>>;
};

/** Routes of an area that are not generic services (document downloads, payment history). */
export type ItRouteRegistrar = (app: FastifyInstance, deps: ItDeps) => void;

/** A document `GET /iec/document/{docId}` serves besides notice letters and closure orders. */
export type ItDocumentSource = (
  deps: ItDeps,
  session: Session,
  docId: number,
) => { fileName: string; pdf: Buffer } | undefined;

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { setSecurityHeaders } from './security-headers';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Envelope } from '@taxdesk/domain';
import { HttpError } from '../lib/http/errors';

function fieldName(path: string | undefined, fallback: string): string {
  const name = (path ?? '').replace(/^\//, '').replace(/\//g, '.');
  return name || fallback;
}

/**
 * Errors Fastify meets before any route runs: a path that is not valid percent-encoding (400) and
 * a path part longer than the router takes (414). Given to Fastify as `frameworkErrors`, so these
 * too leave as the envelope with a message.
 */
export function frameworkErrorAnswer(
  error: { code?: string; statusCode?: number },
  req: FastifyRequest,
  reply: FastifyReply,
): void {
  setSecurityHeaders(req, reply);
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.code(tooLong ? 414 : (error.statusCode ?? 400)).send({
    success: false,
    message: tooLong
      ? 'A part of the address is too long'
      : 'The address is not valid: it has a broken percent-encoding (%XX)',
  } satisfies Envelope);
}

/**
 * No connection free in time (pg-pool's acquire timeout) or a statement past `statement_timeout`
 * (57014): the server is overloaded, not broken. Drizzle wraps the driver's error in `cause`.
 */
function databaseBusy(error: unknown): boolean {
  for (
    let e = error as { message?: string; code?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    i++
  ) {
    if (e.code === '57014' || /timeout exceeded when trying to connect/.test(e.message ?? '')) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** Every error leaves as the envelope: a clear message, and for bad input the field and the reason. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, req, reply) => {
    if (error instanceof HttpError) {
      const body: Envelope = { success: false, message: error.message };
      if (error.errors) body.errors = error.errors;
      return reply
        .code(error.status)
        .headers(error.headers ?? {})
        .send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: fieldName(v.instancePath, String(v.params?.issue ? '' : (error.validationContext ?? 'body'))),
        message: v.message ?? 'is not valid',
      }));
      const first = errors[0];
      return reply.code(400).send({
        success: false,
        message: first ? `${first.field}: ${first.message}` : 'Bad request',
        errors,
      } satisfies Envelope);
    }
    if (databaseBusy(error)) {
      req.log.warn({ err: error }, 'database busy');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({
          success: false,
          message: 'The server is busy; please try again in a moment',
        } satisfies Envelope);
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ success: false, message: (error as Error).message } satisfies Envelope);
    }
    req.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ success: false, message: 'Something went wrong on our side' } satisfies Envelope);
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({
      success: false,
      message: `No such endpoint: ${req.method} ${req.url.split('?')[0]}`,
    } satisfies Envelope);
  });
}

import type { FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Envelope } from '@taxdesk/domain';
import { HttpError } from '../lib/http/errors';

function fieldName(path: string | undefined, fallback: string): string {
  const name = (path ?? '').replace(/^\//, '').replace(/\//g, '.');
  return name || fallback;
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

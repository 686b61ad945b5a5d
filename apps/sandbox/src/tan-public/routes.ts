import type { FastifyInstance } from 'fastify';
import type { PublicLookupDeps } from '../gst-public/routes';
import { errorAnswer, IT_CODES, okAnswer } from '../it/messages';
import { lookupTan } from './deductor';

export const TAN_SERVICE = 'knowTanDetailsService';
/** The sandbox's own code for a TAN that was never allotted (nothing public shows the portal's). */
export const TAN_NOT_FOUND = 'EF40010';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The income-tax portal's pre-login TAN search ("Know TAN Details"), in the portal's conventions:
 * JSON POST, `serviceName` in the body repeated in the `sn` header, the `messages` envelope, and
 * outcomes with HTTP 200. No public code shows this service; its path, code and fields are the
 * sandbox's own (README), kept in one place so they are easy to correct.
 */
export async function tanPublicRoutes(app: FastifyInstance, deps: PublicLookupDeps): Promise<void> {
  app.post('/iec/servicesapi/knowTanDetails', async (request, reply) => {
    const delay = deps.faults.delayFor(undefined);
    if (delay > 0) await sleep(delay);
    const retryAfter = deps.faults.throttle(`tan-public:${request.ip}`);
    if (retryAfter > 0) {
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send(errorAnswer(IT_CODES.rateLimited, 'Too many requests. Please try again after some time.'));
    }
    if (deps.faults.failure(undefined, undefined)) {
      return reply
        .code(500)
        .send(errorAnswer(IT_CODES.serverError, 'Something went wrong. Please try again later.'));
    }
    const body = (request.body ?? {}) as { serviceName?: unknown; tan?: unknown };
    if (body.serviceName !== TAN_SERVICE || request.headers.sn !== TAN_SERVICE) {
      return reply
        .code(400)
        .send(
          errorAnswer(IT_CODES.badRequest, `Invalid request: serviceName and sn must be ${TAN_SERVICE}.`),
        );
    }
    const found = lookupTan(deps.seed, typeof body.tan === 'string' ? body.tan : '');
    if (!found.found && found.reason === 'invalid') {
      return reply.code(400).send(errorAnswer(IT_CODES.badRequest, 'Invalid request: TAN is not valid.'));
    }
    if (!found.found) return reply.send(errorAnswer(TAN_NOT_FOUND, 'No record found for the given TAN.'));
    return reply.send(okAnswer({ tanDetails: found.details }));
  });
}

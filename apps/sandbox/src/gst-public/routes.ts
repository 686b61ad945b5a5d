import type { FastifyInstance } from 'fastify';
import type { FaultInjector } from '../faults';
import { lookupGstin } from './taxpayer';

export type PublicLookupDeps = { seed: string; faults: FaultInjector };

/** The portal's answer for a GSTIN it does not know or refuses (HTTP 200, as the portal does). */
const INVALID_GSTIN = {
  status_cd: '0',
  error: { message: 'Invalid GSTIN / UID', error_cd: 'SWEB_9035' },
  cmpRt: 'NA',
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The GST portal's public taxpayer search (services.gst.gov.in, no login). The real search also
 * wants the answer to a captcha fetched from `/services/captcha`; the sandbox accepts any or none.
 * The sandbox-wide faults apply: delay, throttling per caller address, server errors.
 */
export async function gstPublicRoutes(app: FastifyInstance, deps: PublicLookupDeps): Promise<void> {
  app.post('/services/api/search/taxpayerDetails', async (request, reply) => {
    const delay = deps.faults.delayFor(undefined);
    if (delay > 0) await sleep(delay);
    const retryAfter = deps.faults.throttle(`gst-public:${request.ip}`);
    if (retryAfter > 0) {
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ status_cd: '0', error: { message: 'Too many requests', error_cd: 'SWEB_9429' } });
    }
    if (deps.faults.failure(undefined, undefined)) {
      return reply
        .code(500)
        .send({ status_cd: '0', error: { message: 'System error', error_cd: 'SWEB_9999' } });
    }
    const body = request.body as { gstin?: unknown } | undefined;
    const gstin = typeof body?.gstin === 'string' ? body.gstin : '';
    const found = lookupGstin(deps.seed, gstin);
    if (!found.found) return reply.send(INVALID_GSTIN);
    return reply.send(found.details);
  });
}

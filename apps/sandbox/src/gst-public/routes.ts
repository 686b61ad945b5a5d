import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CaptchaStore } from '../captcha/captcha-store';
import type { SandboxClock } from '../clock';
import type { FaultInjector } from '../faults';
import { readCookie } from '../it/http';
import { fyStart, returnFilings } from './return-filing';
import { lookupGstin } from './taxpayer';

export type PublicLookupDeps = {
  seed: string;
  faults: FaultInjector;
  /** With these, answers follow the sandbox clock (later cancellations, filings). */
  clock?: SandboxClock;
  captchas?: CaptchaStore;
  /** The search wants the captcha from `/services/captcha` (the portal's way); else any or none. */
  requireCaptcha?: boolean;
};

/** The portal's answer for a GSTIN it does not know or refuses (HTTP 200, as the portal does). */
const INVALID_GSTIN = {
  status_cd: '0',
  error: { message: 'Invalid GSTIN / UID', error_cd: 'SWEB_9035' },
  cmpRt: 'NA',
};
/** A missing or wrong captcha: HTTP 200 with `errorCode` and no `gstin` (gst.md §10). */
const WRONG_CAPTCHA = { errorCode: 'SWEB_9000', message: 'Enter valid Letters shown.' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The GST portal's public taxpayer search (services.gst.gov.in, no login): taxpayer details
 * behind the captcha of `/services/captcha` (bound to its `CaptchaCookie`, single use), and the
 * return filing table of a GSTIN for a financial year. The sandbox-wide faults apply: delay,
 * throttling per caller address, server errors.
 */
export async function gstPublicRoutes(app: FastifyInstance, deps: PublicLookupDeps): Promise<void> {
  async function passFaults(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const delay = deps.faults.delayFor(undefined);
    if (delay > 0) await sleep(delay);
    const retryAfter = deps.faults.throttle(`gst-public:${request.ip}`);
    if (retryAfter > 0) {
      reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send({ status_cd: '0', error: { message: 'Too many requests', error_cd: 'SWEB_9429' } });
      return false;
    }
    if (deps.faults.failure(undefined, undefined)) {
      reply.code(500).send({ status_cd: '0', error: { message: 'System error', error_cd: 'SWEB_9999' } });
      return false;
    }
    return true;
  }

  const now = () => deps.clock?.now();

  app.post('/services/api/search/taxpayerDetails', async (request, reply) => {
    if (!(await passFaults(request, reply))) return reply;
    const body = request.body as { gstin?: unknown; captcha?: unknown } | undefined;
    if (deps.requireCaptcha) {
      const binding = readCookie(request, 'CaptchaCookie');
      const answer = typeof body?.captcha === 'string' ? body.captcha : '';
      if (!binding || deps.captchas?.verify(binding, answer) !== 'ok') return reply.send(WRONG_CAPTCHA);
    }
    const gstin = typeof body?.gstin === 'string' ? body.gstin : '';
    const found = lookupGstin(deps.seed, gstin, now());
    if (!found.found) return reply.send(INVALID_GSTIN);
    return reply.send(found.details);
  });

  app.post('/services/api/search/taxpayerReturnDetails', async (request, reply) => {
    if (!(await passFaults(request, reply))) return reply;
    const body = (request.body ?? {}) as { gstin?: unknown; fy?: unknown };
    const at = now() ?? Date.now();
    const found = lookupGstin(deps.seed, typeof body.gstin === 'string' ? body.gstin : '', at);
    if (!found.found) return reply.send(INVALID_GSTIN);
    const start = fyStart(typeof body.fy === 'string' ? body.fy : '');
    if (start === null) {
      return reply.send({
        status_cd: '0',
        error: { message: 'Invalid financial year', error_cd: 'RET13510' },
      });
    }
    // The portal nests the rows in one more array.
    return reply.send({ filingStatus: [returnFilings(deps.seed, found.details, start, at)] });
  });
}

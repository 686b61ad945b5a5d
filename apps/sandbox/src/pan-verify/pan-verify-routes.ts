import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CaptchaStore } from '../captcha/captcha-store';
import type { FaultInjector } from '../faults';
import { readCookie } from '../it/http';
import { errorAnswer, IT_CODES } from '../it/messages';
import { PAN_STATUS_DESC, panHolder } from './pan-holder';

export const PAN_VERIFY_SERVICE = 'verifyPanStatusService';
/** The sandbox's code for a wrong captcha on guest services (nothing public shows the portal's). */
export const GUEST_CAPTCHA_WRONG = 'EF40020';
const GUEST_COOKIE = 'GuestSession';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The e-filing portal's pre-login "Verify your PAN", reduced to what a bulk check needs: PAN and
 * captcha in, name and status out. The real service (`verifyYourPanService`) also wants name, date
 * of birth and an OTP to the holder's mobile, which a firm checking its suppliers cannot give; the
 * captcha form is ours, in the portal's conventions (apps/sandbox/README.md, PAN verification).
 */
export async function panVerifyRoutes(
  app: FastifyInstance,
  deps: { seed: string; faults: FaultInjector; captchas: CaptchaStore },
): Promise<void> {
  app.get('/iec/guestservicesapi/captcha', async (request, reply) => {
    const binding = readCookie(request, GUEST_COOKIE) ?? randomUUID();
    const issued = deps.captchas.issue(`guest:${binding}`, { length: 6, alphabet: 'mixed' });
    reply.header('set-cookie', `${GUEST_COOKIE}=${binding}; Path=/; HttpOnly; SameSite=Lax`);
    return reply.type('image/png').header('cache-control', 'no-store').send(issued.png);
  });

  app.post('/iec/guestservicesapi/verifyPan/', async (request, reply) => {
    const delay = deps.faults.delayFor(undefined);
    if (delay > 0) await sleep(delay);
    const retryAfter = deps.faults.throttle(`pan-verify:${request.ip}`);
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
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.serviceName !== PAN_VERIFY_SERVICE || request.headers.sn !== PAN_VERIFY_SERVICE) {
      return reply
        .code(400)
        .send(
          errorAnswer(
            IT_CODES.badRequest,
            `Invalid request: serviceName and sn must be ${PAN_VERIFY_SERVICE}.`,
          ),
        );
    }
    const binding = readCookie(request, GUEST_COOKIE);
    const captcha = typeof body.captcha === 'string' ? body.captcha : '';
    if (!binding || deps.captchas.verify(`guest:${binding}`, captcha) !== 'ok') {
      return reply.send(errorAnswer(GUEST_CAPTCHA_WRONG, 'Invalid Captcha. Please try again.'));
    }
    const holder = panHolder(deps.seed, typeof body.panNumber === 'string' ? body.panNumber : '');
    if (!holder) return reply.send(errorAnswer(IT_CODES.panNotFound, 'PAN does not exist.'));
    return reply.send({
      messages: [{ code: IT_CODES.ok, type: 'INFO', desc: PAN_STATUS_DESC[holder.panStatus] }],
      errors: [],
      panDetails: holder,
    });
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CaptchaStore } from '../captcha/captcha-store';
import type { SandboxClock } from '../clock';
import type { FaultInjector } from '../faults';
import { readCookie } from '../it/http';
import { uniformFor } from '../rng';
import type { GstinData, GstPortal, GstSession } from './gst-portal-state';

export type GstDeps = { gst: GstPortal; clock: SandboxClock; faults: FaultInjector; captchas: CaptchaStore };

export const ACCESS_DENIED_HTML =
  "<html><head><title>Access Denied</title></head><body><h1>Access Denied</h1><p>You don't have permission to access this resource.</p></body></html>";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The portal's error inside HTTP 200, as the services, return and payment hosts write it. */
export function errorEnvelope(errorCode: string, message: string) {
  return { status: 0, error: { errorCode, message } };
}

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function queryOf(request: FastifyRequest): Record<string, string | undefined> {
  return (request.query ?? {}) as Record<string, string | undefined>;
}

/**
 * What every signed-in GST call goes through, in the portal's order: the WAF's Referer gate on the
 * return and payment hosts, then the session (403 `{}` when absent or idle), throttling, server
 * failures, under load an empty or "Access Denied" body with HTTP 200, and (`errorInOkRate`) an
 * error envelope with HTTP 200.
 */
export async function guard(
  deps: GstDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  host: 'services' | 'return' | 'payment',
): Promise<GstSession | null> {
  const delay = deps.faults.delayFor(undefined);
  if (delay > 0) await sleep(delay);
  if (host !== 'services' && !request.headers.referer) {
    reply.code(302).header('location', '/services/error/accessdenied').send();
    return null;
  }
  const session = deps.gst.useSession(readCookie(request, 'AuthToken'), deps.clock.now());
  if (!session) {
    reply.code(403).send({});
    return null;
  }
  const retryAfter = deps.faults.throttle(`gst:${session.username}`);
  if (retryAfter > 0) {
    reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .send(errorEnvelope('SWEB_9429', 'Too many requests'));
    return null;
  }
  const account = deps.gst.account(session.username)!;
  const failure = deps.faults.failure(session.username, account.behaviour);
  if (failure === 'html503') {
    reply.code(503).type('text/html').send('<html><body><h1>503 Service Unavailable</h1></body></html>');
    return null;
  }
  if (failure === 'json500') {
    reply.code(500).send(errorEnvelope('SWEB_9999', 'System error. Please try again later.'));
    return null;
  }
  const rate = deps.faults.settings.emptyBodyRate;
  if (rate > 0) {
    const n = deps.gst.nextCall();
    if (uniformFor(deps.gst.seed, 'gst-empty', n) < rate) {
      if (uniformFor(deps.gst.seed, 'gst-empty-kind', n) < 0.5)
        reply.code(200).type('application/json').send('');
      else reply.code(200).type('text/html').send(ACCESS_DENIED_HTML);
      return null;
    }
  }
  const errorRate = deps.faults.settings.errorInOkRate;
  if (errorRate > 0 && uniformFor(deps.gst.seed, 'gst-error-in-ok', deps.gst.nextCall()) < errorRate) {
    // The portal's way of failing without saying so in the status: an error envelope with 200.
    const message = 'Your request could not be processed. Please try again later.';
    reply
      .code(200)
      .send(
        request.url.startsWith('/litserv/')
          ? { error: { error_cd: 'LIT_9999', message } }
          : errorEnvelope(
              host === 'return' ? 'RET191106' : host === 'payment' ? 'PMT9999' : 'SWEB_9998',
              message,
            ),
      );
    return null;
  }
  return session;
}

/**
 * The GSTIN a call is about: the `gstin` (or `gstIn`, `gstid`) it names, else the login's first.
 * A GSTIN of another login is refused, as the portal refuses a GSTIN outside the session.
 */
export function gstinData(
  deps: GstDeps,
  session: GstSession,
  request: FastifyRequest,
  reply: FastifyReply,
): GstinData | null {
  const body = bodyOf(request);
  const query = queryOf(request);
  const named = [query.gstin, body.gstin, body.gstIn, body.gstid].find(
    (v): v is string => typeof v === 'string' && v !== '' && v !== 'undefined',
  );
  const account = deps.gst.account(session.username)!;
  const gstin = named?.toUpperCase() ?? account.gstins[0]!;
  if (!account.gstins.includes(gstin)) {
    reply.send(errorEnvelope('SWEB_9035', 'You are not authorised to access this GSTIN'));
    return null;
  }
  return deps.gst.data(gstin);
}

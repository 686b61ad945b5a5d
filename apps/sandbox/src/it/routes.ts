import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Failure } from '../faults';
import { AUTH_COOKIE, bodyOf, readCookie } from './http';
import type { ItDeps } from './http';
import { registerLoginRoutes } from './login-routes';
import { IT_CODES, errorAnswer } from './messages';
import { registerServiceRoutes } from './services';

/**
 * The income-tax portal as one Fastify plugin. Its hooks play the portal's failure modes before
 * any route runs: slow answers, throttling, and server errors.
 */

type Caller = { key: string; pan?: string; behaviour?: string };

/** Who is calling: the session's PAN, else the PAN a login names, else only the address. */
function callerOf(deps: ItDeps, request: FastifyRequest): Caller {
  const token = readCookie(request, AUTH_COOKIE);
  const session = deps.portal.sessions.peek(token);
  if (session) {
    return {
      key: `session:${session.token}`,
      pan: session.pan,
      behaviour: deps.portal.account(session.pan)?.profile.behaviour,
    };
  }
  const entity = bodyOf(request).entity;
  const pan = typeof entity === 'string' ? entity.trim().toUpperCase() : '';
  const state = pan ? deps.portal.account(pan) : undefined;
  if (state) return { key: `pan:${pan}`, pan, behaviour: state.profile.behaviour };
  return { key: `ip:${request.ip}` };
}

const GATEWAY_PAGE =
  '<!DOCTYPE html><html><head><title>503 Service Temporarily Unavailable</title></head>' +
  '<body><h1>Service Temporarily Unavailable</h1><p>The server is temporarily unable to service your request. ' +
  'Please try again later.</p></body></html>';

function sendFailure(reply: FastifyReply, failure: Failure): FastifyReply {
  if (failure === 'html503')
    return reply.code(503).header('content-type', 'text/html; charset=utf-8').send(GATEWAY_PAGE);
  return reply
    .code(500)
    .send(errorAnswer(IT_CODES.serverError, 'Something went wrong. Please try again later.'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function itPortalRoutes(app: FastifyInstance, deps: ItDeps): Promise<void> {
  app.addHook('preHandler', async (request, reply) => {
    const caller = callerOf(deps, request);
    const delay = deps.faults.delayFor(caller.behaviour);
    if (delay > 0) await sleep(delay);
    const retryAfter = deps.faults.throttle(caller.key);
    if (retryAfter > 0) {
      return reply
        .code(429)
        .header('retry-after', String(retryAfter))
        .send(errorAnswer(IT_CODES.rateLimited, 'Too many requests. Please try again after some time.'));
    }
    const failure = deps.faults.failure(caller.pan, caller.behaviour);
    if (failure) return sendFailure(reply, failure);
  });

  registerLoginRoutes(app, deps);
  registerServiceRoutes(app, deps);
}

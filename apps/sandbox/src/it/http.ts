import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxClock } from '../clock';
import type { FaultInjector } from '../faults';
import { IT_CODES, errorAnswer } from './messages';
import type { ItPortal } from './portal-state';
import type { Session } from './sessions';

/** What the income-tax routes share. */
export type ItDeps = { portal: ItPortal; clock: SandboxClock; faults: FaultInjector };

export const AUTH_COOKIE = 'AuthToken';

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

export function sendBadRequest(reply: FastifyReply, desc: string): FastifyReply {
  return reply.code(400).send(errorAnswer(IT_CODES.badRequest, desc));
}

/** The `serviceName` of the body, checked against the `sn` header that must repeat it. */
export function serviceNameOf(request: FastifyRequest, reply: FastifyReply): string | null {
  const serviceName = bodyOf(request).serviceName;
  if (typeof serviceName !== 'string' || serviceName === '') {
    sendBadRequest(reply, 'Invalid request: serviceName is required.');
    return null;
  }
  if (request.headers.sn !== serviceName) {
    sendBadRequest(reply, 'Invalid request: the sn header must repeat the serviceName.');
    return null;
  }
  return serviceName;
}

const UNAUTHENTICATED_DESC = {
  missing: 'Request is not authenticated.',
  unknown: 'Request is not authenticated.',
  expired: 'Your session has expired due to inactivity. Please login again.',
  replaced: 'Your session has ended as you have logged in from another browser or device.',
  logged_out: 'You have logged out. Please login again.',
} as const;

/** The caller's session (counted as activity), or a 401 answer already sent. */
export function requireSession(deps: ItDeps, request: FastifyRequest, reply: FastifyReply): Session | null {
  const lookup = deps.portal.sessions.use(readCookie(request, AUTH_COOKIE), deps.clock.now());
  if (lookup.ok) return lookup.session;
  reply.code(401).send(errorAnswer(IT_CODES.notAuthenticated, UNAUTHENTICATED_DESC[lookup.reason]));
  return null;
}

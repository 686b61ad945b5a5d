import type { FastifyRequest } from 'fastify';
import type { SessionClient } from './sessions';

/** The address (as TRUST_PROXY allows, docs/security.md) and browser a session is recorded with. */
export function sessionClientOf(req: FastifyRequest): SessionClient {
  const ua = req.headers['user-agent'];
  return { address: req.ip, userAgent: Array.isArray(ua) ? ua[0] : ua };
}

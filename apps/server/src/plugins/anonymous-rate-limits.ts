import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { addressKey } from '../lib/auth/client-address';
import { HttpError } from '../lib/http/errors';

/**
 * Requests a minute one client address (IPv6: its /64) may send to each route that answers
 * strangers. Generous for an office behind one NAT, small against a flood: a sign-in hashes a
 * password (tens of milliseconds of CPU), so an unlimited stream of them is a denial of service.
 * Failed sign-ins have their own, stricter limits (lib/auth/sign-in-limits.ts). docs/security.md
 * states these figures; keep them in step.
 */
export const ANONYMOUS_LIMITS: Readonly<Record<string, number>> = {
  'POST /api/auth/login': 100,
  'POST /api/auth/register': 20,
  'POST /api/auth/signup': 20,
  'POST /api/auth/refresh': 120,
  'POST /api/auth/logout': 120,
  'GET /api/auth/oidc/start': 60,
  'GET /api/auth/oidc/callback': 60,
  'POST /api/auth/oidc/exchange': 60,
  'POST /api/invitations/lookup': 60,
  'POST /api/invitations/accept': 30,
  'POST /api/events': 600,
  'POST /api/auth/verify-email': 30,
  // Each one sends an email: a small limit keeps TaxDesk from being used to flood an inbox.
  'POST /api/auth/forgot-password': 10,
  'POST /api/auth/reset-password': 20,
  // The step after the password: wrong codes also count as failed sign-ins (their stricter limits).
  'POST /api/auth/second-factor': 60,
  'POST /api/auth/second-factor/setup': 20,
  'POST /api/auth/second-factor/setup/confirm': 30,
  // Calendar apps poll a feed every few minutes at most; a guesser of secrets gets few tries.
  'GET /api/calendar/:feed': 30,
};

/**
 * @fastify/rate-limit on the routes above, each with its own count per address (kept in this
 * process: behind several API processes a client gets the limit once per process). `factor`
 * scales every limit (RATE_LIMIT_FACTOR; browser tests sign in far faster than people do).
 */
export async function registerAnonymousRateLimits(app: FastifyInstance, factor: number): Promise<void> {
  // Runs before the plugin's own onRoute hook, so the limit is on the route when it looks.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const max = ANONYMOUS_LIMITS[`${method} ${route.url}`];
      if (max) route.config = { ...route.config, rateLimit: { max: Math.ceil(max * factor) } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    timeWindow: 60_000,
    keyGenerator: (req) => addressKey(req.ip),
    errorResponseBuilder: (_req, limit) =>
      new HttpError(429, `Too many requests from your network; please try again in ${limit.after}`),
  });
}

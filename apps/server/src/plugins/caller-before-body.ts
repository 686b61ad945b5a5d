import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { orgAccess, requireIdentity, settleAuth } from '../lib/access';

/** Methods whose body Fastify never reads. */
const BODILESS = new Set(['GET', 'HEAD']);

/** A route open to anyone says so in its OpenAPI schema: `security: []` (sign-in, sign-up, events). */
function openToAnyone(req: FastifyRequest): boolean {
  const security = (req.routeOptions.schema as { security?: unknown } | undefined)?.security;
  return Array.isArray(security) && security.length === 0;
}

/**
 * Who is asking is decided from the headers, before a byte of the body is read (Fastify's
 * `onRequest` runs before the content-type parser): on every `/api` route that may take a body, a
 * caller without a valid token or API key gets 401, and on an organisation's routes
 * (`/api/o/:orgId/...`) a non-member 404, whatever the body holds or however slowly it arrives.
 * The route checks again (role, licence) as before; this only keeps strangers from making the
 * server parse anything. A refused request's connection is closed rather than drained.
 */
export async function callerBeforeBody(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const route = req.routeOptions.url;
  if (BODILESS.has(req.method) || !route?.startsWith('/api/') || openToAnyone(req)) return;
  try {
    const orgId = (req.params as { orgId?: unknown } | undefined)?.orgId;
    if (route.startsWith('/api/o/:orgId/') && typeof orgId === 'string') {
      await orgAccess(ctx, req, orgId, null);
      return;
    }
    await settleAuth(ctx, req);
    requireIdentity(req);
  } catch (err) {
    reply.header('connection', 'close');
    throw err;
  }
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { apiKeyOf, verifyApiKey, type ApiKeyAuth } from '../lib/api-key-auth';
import { liveClaims } from '../lib/auth/sessions';
import type { TokenClaims } from '../lib/auth/tokens';
import { callerBeforeBody } from './caller-before-body';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified identity behind the AuthToken header; null when absent or invalid. */
    auth: TokenClaims | null;
    /** The verified organisation API key (`X-API-Key` or `Authorization: Bearer tdk_...`), if one was sent. */
    apiKey: ApiKeyAuth | null;
    /**
     * On routes that check the session in their own statement (`sessionCheckedByRoute`): the
     * token's claims, verified but with the session not yet asked. `auth` stays null until
     * `settleAuth` asks, so nothing else on the route can take them as checked.
     */
    authPending: TokenClaims | null;
  }
  interface FastifyContextConfig {
    /** The route asks whether the token's session holds within its own statement (one round trip). */
    sessionCheckedByRoute?: boolean;
  }
}

/**
 * Reads the caller's credential on every request: the identity token from the `AuthToken` header,
 * or an organisation API key. A key that is unknown, revoked or expired is refused at once (401).
 * An identity token counts only while its session holds: one look-up by primary key, so a session
 * signed out elsewhere stops at its next request, not when the token would have expired. Then,
 * before any body is read, a stranger is refused (`callerBeforeBody`).
 */
export function registerAuthHeader(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('apiKey', null);
  app.decorateRequest('authPending', null);
  app.addHook('onRequest', async (req, reply) => {
    await readCredential(ctx, req);
    await callerBeforeBody(ctx, req, reply);
  });
}

async function readCredential(ctx: AppContext, req: FastifyRequest): Promise<void> {
  const key = apiKeyOf(req);
  if (key) {
    req.apiKey = await verifyApiKey(ctx, key);
    return;
  }
  const header = req.headers['authtoken'];
  const token = Array.isArray(header) ? header[0] : header;
  const claims = token ? await ctx.tokens.verify(token) : null;
  if (claims?.sessionId && req.routeOptions.config.sessionCheckedByRoute) {
    req.authPending = claims;
    return;
  }
  req.auth = await liveClaims(ctx, claims);
}

import { z } from 'zod';
import { and, eq, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { identities, oidcStates } from '../../db/schema';
import { issueSession } from '../../lib/auth/sessions';
import { ok } from '../../lib/http/envelope';
import { badRequest, notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { oidcConfigurationLoader, oidcSettings } from './oidc-client';

const STATE_TTL_MS = 10 * 60 * 1000;

/** Only paths inside the app: never an open redirect. */
function safeReturnTo(value: string | undefined): string {
  return value && /^\/a\/[^/\\]/.test(value) ? value : '/a/';
}

/** Sign-in through any OpenID Connect provider: authorization code with PKCE. */
export const oidcRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const settings = oidcSettings(ctx.config);
  const configuration = settings ? oidcConfigurationLoader(settings) : null;

  r.get('/api/auth/providers', { schema: { tags: ['auth'], security: [] } }, async () =>
    ok({ oidc: settings ? { name: settings.name, startUrl: '/api/auth/oidc/start' } : null }),
  );

  r.get(
    '/api/auth/oidc/start',
    { schema: { tags: ['auth'], security: [], querystring: z.object({ returnTo: z.string().optional() }) } },
    async (req, reply) => {
      if (!settings || !configuration) throw notFound('Single sign-on is not configured');
      const config = await configuration();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      await ctx.db
        .delete(oidcStates)
        .where(lt(oidcStates.createdAt, new Date(ctx.now().getTime() - STATE_TTL_MS)));
      await ctx.db
        .insert(oidcStates)
        .values({ state, codeVerifier, nonce, returnTo: safeReturnTo(req.query.returnTo) });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return reply.redirect(url.toString());
    },
  );

  r.get('/api/auth/oidc/callback', { schema: { tags: ['auth'], security: [] } }, async (req, reply) => {
    if (!settings || !configuration) throw notFound('Single sign-on is not configured');
    const config = await configuration();
    const current = new URL(req.url, settings.redirectUri);
    const state = current.searchParams.get('state') ?? '';
    const [pending] = await ctx.db.delete(oidcStates).where(eq(oidcStates.state, state)).returning();
    if (!pending || pending.createdAt.getTime() < ctx.now().getTime() - STATE_TTL_MS) {
      throw badRequest('state', 'This sign-in link has expired; please sign in again');
    }
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw badRequest('id_token', 'The identity provider did not say who you are');
    let email = typeof claims.email === 'string' ? claims.email : null;
    if (!email) {
      // Conformant providers put scope claims in the userinfo answer rather than the ID token.
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
      email = typeof info?.email === 'string' ? info.email : null;
    }
    email = email?.toLowerCase() ?? null;
    const provider = settings.issuer;
    await ctx.db.insert(identities).values({ provider, subject: claims.sub, email }).onConflictDoNothing();
    const identity = await ctx.db.query.identities.findFirst({
      where: and(eq(identities.provider, provider), eq(identities.subject, claims.sub)),
    });
    const session = await issueSession(ctx, identity!.id);
    const fragment = new URLSearchParams({ ...session, returnTo: pending.returnTo });
    return reply.redirect(`/a/login#${fragment.toString()}`);
  });
};

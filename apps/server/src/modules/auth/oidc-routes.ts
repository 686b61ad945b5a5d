import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { and, eq, lt, sql } from 'drizzle-orm';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import { identities, oidcStates, signInHandoffs } from '../../db/schema';
import { sessionClientOf } from '../../lib/auth/session-client';
import { issueSession } from '../../lib/auth/sessions';
import { ok } from '../../lib/http/envelope';
import { badRequest, notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { oidcConfigurationLoader, oidcSettings } from './oidc-client';

const STATE_TTL_MS = 10 * 60 * 1000;
/** The app exchanges the handoff code as soon as the callback's redirect lands: a minute is ample. */
const HANDOFF_TTL_MS = 60 * 1000;

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * The browser that starts a sign-in keeps a random value in this cookie, and the callback must
 * come from a browser holding it: otherwise an attacker could start a sign-in as themselves and
 * send the callback link to a victim, who would work in the attacker's account (login CSRF).
 * Several sign-ins started side by side in one browser share the value.
 */
const OIDC_BINDING_COOKIE = 'taxdesk_oidc';
const BINDING = /^[A-Za-z0-9_-]{43}$/;

function bindingOf(req: FastifyRequest): string | null {
  const value = req.headers.cookie ? parseCookie(req.headers.cookie)[OIDC_BINDING_COOKIE] : undefined;
  return value && BINDING.test(value) ? value : null;
}

function setBinding(reply: FastifyReply, value: string, secure: boolean, maxAge: number): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: OIDC_BINDING_COOKIE,
      value,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/api/auth/oidc',
      maxAge,
    }),
  );
}

/** Only paths inside the app: never an open redirect. */
function safeReturnTo(value: string | undefined): string {
  return value && /^\/a\/[^/\\]/.test(value) ? value : '/a/';
}

/** Sign-in through any OpenID Connect provider: authorization code with PKCE. */
export const oidcRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const settings = oidcSettings(ctx.config);
  const configuration = settings ? oidcConfigurationLoader(settings) : null;
  const secureCookie = settings?.redirectUri.startsWith('https:') ?? false;

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
      const binding = bindingOf(req) ?? randomBytes(32).toString('base64url');
      await ctx.db
        .delete(oidcStates)
        .where(lt(oidcStates.createdAt, new Date(ctx.now().getTime() - STATE_TTL_MS)));
      await ctx.db.insert(oidcStates).values({
        state,
        codeVerifier,
        nonce,
        returnTo: safeReturnTo(req.query.returnTo),
        bindingHash: hashCode(binding),
      });
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      setBinding(reply, binding, secureCookie, STATE_TTL_MS / 1000);
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
    const binding = bindingOf(req);
    if (!pending.bindingHash || !binding || hashCode(binding) !== pending.bindingHash)
      throw badRequest('state', 'This sign-in was started in another browser; please sign in again here');
    const tokens = await client.authorizationCodeGrant(config, current, {
      pkceCodeVerifier: pending.codeVerifier,
      expectedState: pending.state,
      expectedNonce: pending.nonce,
    });
    const claims = tokens.claims();
    if (!claims?.sub) throw badRequest('id_token', 'The identity provider did not say who you are');
    let email = typeof claims.email === 'string' ? claims.email : null;
    let verified = claims.email_verified === true;
    if (!email) {
      // Conformant providers put scope claims in the userinfo answer rather than the ID token.
      const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub).catch(() => null);
      email = typeof info?.email === 'string' ? info.email : null;
      verified = info?.email_verified === true;
    }
    email = email?.toLowerCase() ?? null;
    const provider = settings.issuer;
    // The address counts (invitations, an operator's membership) only when the provider vouches for it.
    const emailVerifiedAt = email && verified ? ctx.now() : null;
    await ctx.db
      .insert(identities)
      .values({ provider, subject: claims.sub, email, emailVerifiedAt })
      .onConflictDoUpdate({
        target: [identities.provider, identities.subject],
        set: {
          email,
          emailVerifiedAt: emailVerifiedAt
            ? sql`coalesce(${identities.emailVerifiedAt}, ${emailVerifiedAt.toISOString()}::timestamptz)`
            : null,
        },
      });
    const identity = await ctx.db.query.identities.findFirst({
      where: and(eq(identities.provider, provider), eq(identities.subject, claims.sub)),
    });
    // No token in a URL: the browser gets a one-time code (in the fragment, so no server log or
    // referrer sees it either), which the app trades for the session with a POST.
    const code = randomBytes(32).toString('base64url');
    await ctx.db
      .delete(signInHandoffs)
      .where(lt(signInHandoffs.createdAt, new Date(ctx.now().getTime() - HANDOFF_TTL_MS)));
    await ctx.db
      .insert(signInHandoffs)
      .values({ codeHash: hashCode(code), identityId: identity!.id, returnTo: pending.returnTo });
    setBinding(reply, '', secureCookie, 0);
    return reply.redirect(`/a/login#${new URLSearchParams({ code }).toString()}`);
  });

  r.post(
    '/api/auth/oidc/exchange',
    {
      schema: {
        tags: ['auth'],
        security: [],
        body: z.object({ code: z.string().min(20).max(100) }),
      },
    },
    async (req) => {
      const [handoff] = await ctx.db
        .delete(signInHandoffs)
        .where(eq(signInHandoffs.codeHash, hashCode(req.body.code)))
        .returning();
      if (!handoff || handoff.createdAt.getTime() < ctx.now().getTime() - HANDOFF_TTL_MS)
        throw badRequest('code', 'This sign-in has expired or was already used; please sign in again');
      const session = await issueSession(ctx, handoff.identityId, sessionClientOf(req));
      return ok({ ...session, returnTo: handoff.returnTo });
    },
  );
};

import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { LogoutBody, NewPassword, Credentials } from '@taxdesk/domain';
import { identities, memberships, orgs, users } from '../../db/schema';
import { inScope } from '../../db/tenant';
import { requireIdentity } from '../../lib/access';
import { userEmailVerified } from '../../lib/auth/email-verified';
import { sessionClientOf } from '../../lib/auth/session-client';
import { signOutEverywhere } from '../../lib/auth/session-list';
import { issueSession, renewSession, revokeSession, rotateSession } from '../../lib/auth/sessions';
import { ok } from '../../lib/http/envelope';
import { noProfile, unauthorized } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { registerLocalIdentity, verifyLocalLogin } from './local-accounts';
import { sendVerificationEmail } from './email-verification';
import { afterPassword } from './second-factor-sign-in';
import { completeSignup } from './signup';

export const authRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.post(
    '/api/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        description:
          'Answers a session, or `secondFactor` (a ticket for `/api/auth/second-factor` or, when one must be set up first, `/api/auth/second-factor/setup`).',
        body: Credentials,
        security: [],
      },
    },
    async (req) =>
      ok(
        await verifyLocalLogin(ctx, req.body.email, req.body.password, req.ip, (identityId) =>
          afterPassword(ctx, req, identityId),
        ),
      ),
  );

  r.post(
    '/api/auth/register',
    { schema: { tags: ['auth'], body: Credentials.extend({ password: NewPassword }), security: [] } },
    async (req) => {
      const identityId = await registerLocalIdentity(ctx, req.body.email, req.body.password);
      // The account works at once for its own firm; what others give to the address waits for the link.
      const sent = await sendVerificationEmail(ctx, identityId);
      return ok({ ...(await issueSession(ctx, identityId, sessionClientOf(req))), emailStatus: sent.status });
    },
  );

  r.post(
    '/api/auth/refresh',
    { schema: { tags: ['auth'], body: z.object({ refreshToken: z.string().min(1) }), security: [] } },
    async (req) => ok(await rotateSession(ctx, req.body.refreshToken, sessionClientOf(req))),
  );

  r.post('/api/auth/logout', { schema: { tags: ['auth'], body: LogoutBody, security: [] } }, async (req) => {
    if (req.body.everywhere) {
      const n = await signOutEverywhere(ctx, req.body.refreshToken);
      return ok(null, n > 1 ? `Signed out of ${n} sessions` : undefined);
    }
    await revokeSession(ctx, req.body.refreshToken);
    return ok(null);
  });

  r.post(
    '/api/auth/signup',
    {
      schema: {
        tags: ['auth'],
        body: z.object({
          name: z.string().trim().min(1, 'Name is required.').max(120),
          orgName: z.string().trim().min(1, 'Organisation name is required.').max(120),
          /** A referral code the new firm was given (operator's referral tracker). */
          referralCode: z.string().trim().max(40).optional(),
        }),
      },
    },
    async (req) => {
      const auth = requireIdentity(req);
      const { orgId } = await completeSignup(ctx, auth.identityId, req.body);
      return ok({ orgId, ...(await renewSession(ctx, auth, sessionClientOf(req))) }, 'Welcome to TaxDesk');
    },
  );

  r.get('/api/me', { schema: { tags: ['auth'] } }, async (req) => {
    const auth = requireIdentity(req);
    let userId = auth.userId;
    if (!userId) {
      // The token may predate signup: look again before answering 412.
      const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, auth.identityId) });
      if (!identity) throw unauthorized();
      if (!identity.userId) throw noProfile();
      userId = identity.userId;
    }
    const user = await ctx.db.query.users.findFirst({ where: eq(users.id, userId) });
    if (!user) throw unauthorized();
    const emailVerified = await userEmailVerified(ctx.db, user);
    const mine = await inScope(ctx.db, { userId }, (tx) =>
      tx
        .select({ orgId: orgs.id, name: orgs.name, role: memberships.role })
        .from(memberships)
        .innerJoin(orgs, eq(orgs.id, memberships.orgId))
        .where(eq(memberships.userId, userId))
        .orderBy(orgs.name),
    );
    return ok({
      user: {
        id: user.id,
        email: user.email,
        name: user.name,
        isPlatformAdmin: user.isPlatformAdmin,
        emailVerified,
      },
      orgs: mine,
    });
  });
};

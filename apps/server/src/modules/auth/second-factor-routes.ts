import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  SecondFactorConfirmBody,
  SecondFactorProofBody,
  SecondFactorSetupBody,
  SecondFactorSignInBody,
  SecondFactorTicketBody,
  SecondFactorTicketConfirmBody,
  type RecoveryCodes,
  type SecondFactorSetup,
  type SecondFactorSignedIn,
  type SecondFactorStatus,
} from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { identities, users } from '../../db/schema';
import { requireUser } from '../../lib/access';
import {
  checkSecondFactorCode,
  confirmSecondFactor,
  hasSecondFactor,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  startSecondFactorSetup,
  turnOffSecondFactor,
} from '../../lib/auth/second-factor';
import { secondFactorRequirement } from '../../lib/auth/second-factor-rules';
import { sessionClientOf } from '../../lib/auth/session-client';
import { issueSession } from '../../lib/auth/sessions';
import { verifyPassword } from '../../lib/crypto/password-hash';
import { ok } from '../../lib/http/envelope';
import { conflict, forbidden, unauthorized } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { LOCAL_PROVIDER } from './local-accounts';
import { ticketHolder } from './second-factor-sign-in';

const tags = ['auth'];

/** The signed-in person, with the email their sign-in failures are counted under. */
async function signedInPerson(
  ctx: AppContext,
  req: FastifyRequest,
): Promise<{ userId: string; email: string; ip: string }> {
  const userId = requireUser(req);
  const user = await ctx.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) throw unauthorized();
  return { userId, email: user.email, ip: req.ip };
}

/** The person's built-in email and password identity, if they have one. */
function passwordIdentity(ctx: AppContext, userId: string) {
  return ctx.db.query.identities.findFirst({
    where: and(eq(identities.userId, userId), eq(identities.provider, LOCAL_PROVIDER)),
  });
}

/**
 * Proof that the person at the keyboard is the account's, before the factor is turned off or its
 * recovery codes replaced: a current code, or the built-in password.
 */
async function requireProof(
  ctx: AppContext,
  req: FastifyRequest,
  body: SecondFactorProofBody,
): Promise<{ userId: string }> {
  const who = await signedInPerson(ctx, req);
  if (body.code !== undefined) {
    await checkSecondFactorCode(ctx, who, body.code);
    return who;
  }
  const identity = await passwordIdentity(ctx, who.userId);
  if (!identity?.passwordHash || !(await verifyPassword(body.password!, identity.passwordHash)))
    throw forbidden('Your password is not right');
  return who;
}

/** Two-step sign-in: the step after the password, setting it up, and the person's own settings. */
export const secondFactorRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.post(
    '/api/auth/second-factor',
    {
      schema: {
        tags,
        summary: 'Finish a sign-in with a code from the authenticator app or a recovery code',
        body: SecondFactorSignInBody,
        security: [],
      },
    },
    async (req) => {
      const held = await ticketHolder(ctx, req.body.ticket, 'code');
      const kind = await checkSecondFactorCode(ctx, { ...held, ip: req.ip }, req.body.code);
      const session = await issueSession(ctx, held.identityId, sessionClientOf(req));
      if (kind === 'app') return ok(session);
      const left = await recoveryCodesLeft(ctx, held.userId);
      return ok(
        session,
        left > 0
          ? `Signed in with a recovery code; ${left} left. Make new ones in Settings if you lost your app.`
          : 'Signed in with your last recovery code. Make new ones in Settings now.',
      );
    },
  );

  r.post(
    '/api/auth/second-factor/setup',
    {
      schema: {
        tags,
        summary: 'Start setting up an authenticator app, asked for at sign-in',
        body: SecondFactorTicketBody,
        security: [],
      },
    },
    async (req) => {
      const held = await ticketHolder(ctx, req.body.ticket, 'setup');
      const data: SecondFactorSetup = await startSecondFactorSetup(ctx, held.userId, held.email);
      return ok(data);
    },
  );

  r.post(
    '/api/auth/second-factor/setup/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the app set up at sign-in with its first code; the sign-in ends',
        body: SecondFactorTicketConfirmBody,
        security: [],
      },
    },
    async (req) => {
      const held = await ticketHolder(ctx, req.body.ticket, 'setup');
      const recoveryCodes = await confirmSecondFactor(ctx, held.userId, req.body.code);
      const session = await issueSession(ctx, held.identityId, sessionClientOf(req));
      const data: SecondFactorSignedIn = { ...session, recoveryCodes };
      return ok(data, 'Two-step sign-in is on');
    },
  );

  r.get('/api/me/second-factor', { schema: { tags } }, async (req) => {
    const userId = requireUser(req);
    const password = await passwordIdentity(ctx, userId);
    const data: SecondFactorStatus = {
      enabled: await hasSecondFactor(ctx, userId),
      requiredBecause: await secondFactorRequirement(ctx, userId),
      recoveryCodesLeft: await recoveryCodesLeft(ctx, userId),
      hasPassword: !!password?.passwordHash,
    };
    return ok(data);
  });

  r.post('/api/me/second-factor/setup', { schema: { tags, body: SecondFactorSetupBody } }, async (req) => {
    const who = await signedInPerson(ctx, req);
    // A session alone does not change how the account signs in: the password first (ASVS 7.5.1).
    const identity = await passwordIdentity(ctx, who.userId);
    if (!identity?.passwordHash)
      throw conflict(
        'You sign in through single sign-on: your identity provider asks for its own second factor',
      );
    if (!(await verifyPassword(req.body.password, identity.passwordHash)))
      throw forbidden('Your password is not right');
    const data: SecondFactorSetup = await startSecondFactorSetup(ctx, who.userId, who.email);
    return ok(data);
  });

  r.post(
    '/api/me/second-factor/confirm',
    { schema: { tags, body: SecondFactorConfirmBody } },
    async (req) => {
      const who = await signedInPerson(ctx, req);
      const data: RecoveryCodes = {
        recoveryCodes: await confirmSecondFactor(ctx, who.userId, req.body.code),
      };
      return ok(data, 'Two-step sign-in is on');
    },
  );

  r.post(
    '/api/me/second-factor/recovery-codes',
    { schema: { tags, body: SecondFactorProofBody } },
    async (req) => {
      const who = await requireProof(ctx, req, req.body);
      if (!(await hasSecondFactor(ctx, who.userId)))
        throw conflict('Two-step sign-in is off: turn it on first.');
      const data: RecoveryCodes = { recoveryCodes: await replaceRecoveryCodes(ctx, who.userId) };
      return ok(data, 'New recovery codes made; the old ones no longer work');
    },
  );

  r.post('/api/me/second-factor/turn-off', { schema: { tags, body: SecondFactorProofBody } }, async (req) => {
    const who = await requireProof(ctx, req, req.body);
    await turnOffSecondFactor(ctx, who.userId);
    const required = await secondFactorRequirement(ctx, who.userId);
    return ok(
      null,
      required
        ? `Two-step sign-in is off. ${required} You will set it up again at your next sign-in.`
        : 'Two-step sign-in is off',
    );
  });
};

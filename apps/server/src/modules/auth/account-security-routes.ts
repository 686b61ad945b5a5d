import { and, eq, gt } from 'drizzle-orm';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResetPasswordBody,
  VerifyEmailBody,
  type PasswordChanged,
} from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { accountTokens, identities } from '../../db/schema';
import { requireIdentity } from '../../lib/access';
import { markEmailVerified, spendAccountToken } from '../../lib/auth/account-tokens';
import { signOutMySessions } from '../../lib/auth/session-list';
import { hashPassword, verifyPassword } from '../../lib/crypto/password-hash';
import { ok } from '../../lib/http/envelope';
import { conflict, forbidden, unauthorized } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { sendResetEmail, sendVerificationEmail } from './email-verification';
import { checkNewPassword, LOCAL_PROVIDER, normaliseEmail } from './local-accounts';

/** One reset email a minute per account at most: the form cannot be used to flood a mailbox. */
const RESET_EMAIL_EVERY_MS = 60_000;

const FORGOT_ANSWER =
  'If an account with a password has this address, a link to reset it is on its way. It works once, for an hour.';

/** A new password for a built-in identity: its hash, and every session of the person but `keep` ends. */
async function replacePassword(
  ctx: AppContext,
  identity: { id: string; userId: string | null },
  password: string,
  keep: string | null,
): Promise<number> {
  await ctx.db
    .update(identities)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(identities.id, identity.id));
  return signOutMySessions(ctx, { identityId: identity.id, userId: identity.userId }, keep);
}

/** Confirming the address, changing the password, and resetting a forgotten one (docs/security.md). */
export const accountSecurityRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  const tags = ['auth'];

  r.post('/api/auth/verify-email', { schema: { tags, body: VerifyEmailBody, security: [] } }, async (req) => {
    const { identityId } = await spendAccountToken(ctx, req.body.token, 'verify_email');
    await markEmailVerified(ctx, identityId);
    return ok(null, 'Your email address is confirmed');
  });

  r.post('/api/me/verify-email', { schema: { tags } }, async (req) => {
    const sent = await sendVerificationEmail(ctx, requireIdentity(req).identityId);
    return ok(
      { emailStatus: sent.status },
      sent.status === 'failed' ? 'The email could not be sent; try again later' : 'We sent you a new link',
    );
  });

  r.post(
    '/api/auth/forgot-password',
    { schema: { tags, body: ForgotPasswordBody, security: [] } },
    async (req) => {
      const email = normaliseEmail(req.body.email);
      const identity = await ctx.db.query.identities.findFirst({
        where: and(eq(identities.provider, LOCAL_PROVIDER), eq(identities.subject, email)),
      });
      if (identity?.email) {
        const recent = await ctx.db.query.accountTokens.findFirst({
          where: and(
            eq(accountTokens.identityId, identity.id),
            eq(accountTokens.purpose, 'reset_password'),
            gt(accountTokens.createdAt, new Date(ctx.now().getTime() - RESET_EMAIL_EVERY_MS)),
          ),
        });
        // Not awaited: the answer takes as long whether the account exists or not.
        if (!recent)
          void sendResetEmail(ctx, { id: identity.id, email: identity.email }).catch((err: unknown) =>
            req.log.error({ err }, 'reset email failed'),
          );
      }
      return ok(null, FORGOT_ANSWER);
    },
  );

  r.post(
    '/api/auth/reset-password',
    { schema: { tags, body: ResetPasswordBody, security: [] } },
    async (req) => {
      // Checked before the token is spent too, so a refused password does not cost the link.
      checkNewPassword(req.body.password, null);
      const { identityId, email } = await spendAccountToken(ctx, req.body.token, 'reset_password');
      checkNewPassword(req.body.password, email);
      const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, identityId) });
      if (!identity) throw unauthorized();
      const signedOut = await replacePassword(ctx, identity, req.body.password, null);
      // The link came to the address: it is confirmed now, and whoever held the account before is out.
      await markEmailVerified(ctx, identity.id);
      const data: PasswordChanged = { signedOut };
      return ok(data, 'Your password is changed; please sign in with it');
    },
  );

  r.post('/api/me/password', { schema: { tags, body: ChangePasswordBody } }, async (req) => {
    const auth = requireIdentity(req);
    const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, auth.identityId) });
    if (!identity) throw unauthorized();
    if (identity.provider !== LOCAL_PROVIDER || !identity.passwordHash)
      throw conflict('You sign in through single sign-on: change your password there');
    if (!(await verifyPassword(req.body.currentPassword, identity.passwordHash)))
      throw forbidden('Your current password is not right');
    checkNewPassword(req.body.newPassword, identity.email);
    const data: PasswordChanged = {
      signedOut: await replacePassword(ctx, identity, req.body.newPassword, auth.sessionId),
    };
    return ok(
      data,
      data.signedOut
        ? `Password changed; ${data.signedOut} other sessions were signed out`
        : 'Password changed',
    );
  });
};

import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { identities } from '../../db/schema';
import { issueAccountToken } from '../../lib/auth/account-tokens';
import { resetPasswordEmail, verifyEmail } from '../../lib/email/account-emails';
import { appUrl } from '../../lib/email/app-url';
import { sendEmail, type SentEmail } from '../../lib/email/send-email';
import { conflict, unauthorized } from '../../lib/http/errors';

/** Emails the identity a link that proves its address (the token in the fragment, as invitations do). */
export async function sendVerificationEmail(ctx: AppContext, identityId: string): Promise<SentEmail> {
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, identityId) });
  if (!identity) throw unauthorized();
  if (!identity.email) throw conflict('This account has no email address to confirm');
  if (identity.emailVerifiedAt) throw conflict('Your email address is already confirmed');
  const { token, expiresAt } = await issueAccountToken(
    ctx,
    { id: identity.id, email: identity.email },
    'verify_email',
  );
  const url = appUrl(ctx.config, `/verify-email#token=${encodeURIComponent(token)}`);
  return sendEmail(ctx, verifyEmail({ to: identity.email, url, expiresAt }));
}

/** Emails a reset link to a built-in account's address; nothing when there is none. */
export async function sendResetEmail(
  ctx: AppContext,
  identity: { id: string; email: string },
): Promise<SentEmail> {
  const { token, expiresAt } = await issueAccountToken(ctx, identity, 'reset_password');
  const url = appUrl(ctx.config, `/reset-password#token=${encodeURIComponent(token)}`);
  return sendEmail(ctx, resetPasswordEmail({ to: identity.email, url, expiresAt }));
}

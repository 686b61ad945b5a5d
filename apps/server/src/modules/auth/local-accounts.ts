import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { identities } from '../../db/schema';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/crypto/password-hash';
import { passwordRefusal } from '../../lib/auth/password-policy';
import { badRequest, conflict, unauthorized } from '../../lib/http/errors';
import {
  forgetAttempt,
  signInFailed,
  signInSucceeded,
  startSignInAttempt,
} from '../../lib/auth/sign-in-throttle';

export const LOCAL_PROVIDER = 'local';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Built-in email + password identities; failures are throttled (docs/security.md). `then` decides,
 * once the password is right, whether the sign-in is complete (true: the address's failures for
 * the account are forgotten) or waits for a second factor (false: the attempt counts neither way,
 * and the code's own check is throttled in its turn).
 */
export async function verifyLocalLogin<T>(
  ctx: AppContext,
  rawEmail: string,
  password: string,
  ip: string,
  then: (identityId: string) => Promise<{ complete: boolean; answer: T }>,
): Promise<T> {
  const email = normaliseEmail(rawEmail);
  const attempt = await startSignInAttempt(ctx, email, ip);
  let identityId: string | null;
  let next: { complete: boolean; answer: T } | null = null;
  try {
    identityId = await checkPassword(ctx, email, password);
    if (identityId) next = await then(identityId);
  } catch (err) {
    await forgetAttempt(ctx, attempt);
    throw err;
  }
  if (!next) {
    await signInFailed(ctx);
    throw unauthorized('Wrong email or password');
  }
  if (next.complete) await signInSucceeded(ctx, attempt);
  else await forgetAttempt(ctx, attempt);
  return next.answer;
}

/** The identity when the password is right; null for a wrong password or an unknown email. */
async function checkPassword(ctx: AppContext, email: string, password: string): Promise<string | null> {
  const identity = await ctx.db.query.identities.findFirst({
    where: and(eq(identities.provider, LOCAL_PROVIDER), eq(identities.subject, email)),
  });
  // Hash even when the email is unknown, so timing does not reveal which emails exist.
  const ok = identity?.passwordHash
    ? await verifyPassword(password, identity.passwordHash)
    : (await hashPassword(password), false);
  if (!identity || !ok) return null;
  // A hash made with weaker parameters than today's is replaced now, while the password is at hand.
  if (identity.passwordHash && needsRehash(identity.passwordHash))
    await ctx.db
      .update(identities)
      .set({ passwordHash: await hashPassword(password) })
      .where(and(eq(identities.id, identity.id), eq(identities.passwordHash, identity.passwordHash)));
  return identity.id;
}

/** 400 with the reason when a new password breaks the rules (docs/security.md). */
export function checkNewPassword(password: string, email: string | null, field = 'password'): void {
  const refusal = passwordRefusal(password, email);
  if (refusal) throw badRequest(field, refusal);
}

export async function registerLocalIdentity(
  ctx: AppContext,
  rawEmail: string,
  password: string,
): Promise<string> {
  const email = normaliseEmail(rawEmail);
  checkNewPassword(password, email);
  const passwordHash = await hashPassword(password);
  const [row] = await ctx.db
    .insert(identities)
    .values({ provider: LOCAL_PROVIDER, subject: email, email, passwordHash })
    .onConflictDoNothing()
    .returning({ id: identities.id });
  if (!row) throw conflict('An account with this email already exists; please sign in');
  return row.id;
}

import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { identities } from '../../db/schema';
import { hashPassword, verifyPassword } from '../../lib/crypto/password-hash';
import { conflict, unauthorized } from '../../lib/http/errors';
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

/** Built-in email + password identities; failures are throttled (docs/security.md). */
export async function verifyLocalLogin(
  ctx: AppContext,
  rawEmail: string,
  password: string,
  ip: string,
): Promise<string> {
  const email = normaliseEmail(rawEmail);
  const attempt = await startSignInAttempt(ctx, email, ip);
  let identityId: string | null;
  try {
    identityId = await checkPassword(ctx, email, password);
  } catch (err) {
    await forgetAttempt(ctx, attempt);
    throw err;
  }
  if (!identityId) {
    await signInFailed(ctx);
    throw unauthorized('Wrong email or password');
  }
  await signInSucceeded(ctx, attempt);
  return identityId;
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
  return identity && ok ? identity.id : null;
}

export async function registerLocalIdentity(
  ctx: AppContext,
  rawEmail: string,
  password: string,
): Promise<string> {
  const email = normaliseEmail(rawEmail);
  const passwordHash = await hashPassword(password);
  const [row] = await ctx.db
    .insert(identities)
    .values({ provider: LOCAL_PROVIDER, subject: email, email, passwordHash })
    .onConflictDoNothing()
    .returning({ id: identities.id });
  if (!row) throw conflict('An account with this email already exists; please sign in');
  return row.id;
}

export async function setLocalPassword(ctx: AppContext, identityId: string, password: string): Promise<void> {
  await ctx.db
    .update(identities)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(identities.id, identityId));
}

import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { accountTokens, identities } from '../../db/schema';
import { HttpError } from '../http/errors';
import { hashOpaqueToken, newOpaqueToken } from './tokens';

type AccountTokenPurpose = 'verify_email' | 'reset_password';

/** How long a link works: a verification link a couple of days, a reset link an hour (ASVS 6.4.1). */
const ACCOUNT_TOKEN_TTL_MS: Record<AccountTokenPurpose, number> = {
  verify_email: 48 * 3_600_000,
  reset_password: 3_600_000,
};

const invalid = () => new HttpError(410, 'This link has expired or was already used; ask for a new one');

/**
 * A new single-use link token for the identity's address. Earlier unused ones of the same purpose
 * stop working, so only the latest email counts.
 */
export async function issueAccountToken(
  ctx: AppContext,
  identity: { id: string; email: string },
  purpose: AccountTokenPurpose,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + ACCOUNT_TOKEN_TTL_MS[purpose]);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(accountTokens).where(lt(accountTokens.expiresAt, now));
    await tx
      .update(accountTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(accountTokens.identityId, identity.id),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      );
    await tx.insert(accountTokens).values({
      tokenHash: hashOpaqueToken(token),
      identityId: identity.id,
      purpose,
      email: identity.email,
      expiresAt,
    });
  });
  return { token, expiresAt };
}

/**
 * Spends a link token: the identity it was for, or 410 for an unknown, used or expired token, or
 * one sent to an address the identity no longer has. Either way it cannot be used again.
 */
export async function spendAccountToken(
  ctx: AppContext,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{ identityId: string; email: string }> {
  const now = ctx.now();
  const [row] = await ctx.db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountTokens.tokenHash, hashOpaqueToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
      ),
    )
    .returning();
  if (!row || row.expiresAt <= now) throw invalid();
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, row.identityId) });
  if (!identity || identity.email !== row.email) throw invalid();
  return { identityId: identity.id, email: row.email };
}

/** The address is the identity's: invitations and operator-made memberships now count for it. */
export async function markEmailVerified(ctx: AppContext, identityId: string): Promise<void> {
  await ctx.db
    .update(identities)
    .set({ emailVerifiedAt: ctx.now() })
    .where(and(eq(identities.id, identityId), isNull(identities.emailVerifiedAt)));
}

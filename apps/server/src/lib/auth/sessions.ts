import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { identities, refreshTokens } from '../../db/schema';
import { unauthorized } from '../http/errors';
import { hashOpaqueToken, newOpaqueToken, REFRESH_TOKEN_DAYS } from './tokens';

export type Session = { token: string; refreshToken: string; expiresAt: string };

/** A new identity token and a refresh token; `family` continues a rotation chain. */
export async function issueSession(
  ctx: AppContext,
  identityId: string,
  family: string = randomUUID(),
): Promise<Session> {
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, identityId) });
  if (!identity) throw unauthorized();
  const refreshToken = newOpaqueToken();
  await ctx.db.insert(refreshTokens).values({
    identityId,
    family,
    tokenHash: hashOpaqueToken(refreshToken),
    expiresAt: new Date(ctx.now().getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  const { token, expiresAt } = await ctx.tokens.sign({ identityId, userId: identity.userId });
  return { token, refreshToken, expiresAt: expiresAt.toISOString() };
}

/**
 * Spends a refresh token and issues the next one of its family. A token used twice means it
 * leaked: the whole family is revoked and the caller must sign in again.
 */
export async function rotateSession(ctx: AppContext, refreshToken: string): Promise<Session> {
  const row = await ctx.db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)),
  });
  if (!row || row.revokedAt || row.expiresAt < ctx.now())
    throw unauthorized('Your session has ended; please sign in again');
  const spent = await ctx.db
    .update(refreshTokens)
    .set({ spentAt: ctx.now() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.spentAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(ctx, row.family);
    throw unauthorized('Your session has ended; please sign in again');
  }
  return issueSession(ctx, row.identityId, row.family);
}

export async function revokeFamily(ctx: AppContext, family: string): Promise<void> {
  await ctx.db.update(refreshTokens).set({ revokedAt: ctx.now() }).where(eq(refreshTokens.family, family));
}

export async function revokeSession(ctx: AppContext, refreshToken: string): Promise<void> {
  const row = await ctx.db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)),
  });
  if (row) await revokeFamily(ctx, row.family);
}

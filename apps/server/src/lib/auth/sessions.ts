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
 * How long a spent refresh token still answers. A browser that loses the answer to a refresh (the
 * page reloads, the network drops, two tabs refresh at once) sends the same token again within
 * seconds; signing the user out everywhere for that is wrong. Like Okta's grace period and Auth0's
 * reuse interval, the first minute after the spend is forgiven; counted from the first spend, so
 * it never stretches.
 */
export const REFRESH_REUSE_WINDOW_MS = 60_000;

const ended = () => unauthorized('Your session has ended; please sign in again');

/**
 * Spends a refresh token and issues the next one of its family. Used again within
 * REFRESH_REUSE_WINDOW_MS, it answers a fresh token of the same family (only hashes are kept, so
 * the lost successor cannot be answered again; it stays valid too). Used again later, it leaked:
 * the whole family is revoked and the caller must sign in again.
 */
export async function rotateSession(ctx: AppContext, refreshToken: string): Promise<Session> {
  const row = await ctx.db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)),
  });
  if (!row || row.revokedAt || row.expiresAt < ctx.now()) throw ended();
  const spent = await ctx.db
    .update(refreshTokens)
    .set({ spentAt: ctx.now() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.spentAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    // Read again: a concurrent refresh may have spent it after the first read.
    const again = await ctx.db.query.refreshTokens.findFirst({ where: eq(refreshTokens.id, row.id) });
    if (again?.spentAt && !again.revokedAt && withinReuseWindow(again.spentAt, ctx.now()))
      return issueSession(ctx, row.identityId, row.family);
    await revokeFamily(ctx, row.family);
    throw ended();
  }
  return issueSession(ctx, row.identityId, row.family);
}

function withinReuseWindow(spentAt: Date, now: Date): boolean {
  return now.getTime() - spentAt.getTime() <= REFRESH_REUSE_WINDOW_MS;
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

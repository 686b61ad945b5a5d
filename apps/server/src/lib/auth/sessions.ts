import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { identities, refreshTokens, sessions } from '../../db/schema';
import { unauthorized } from '../http/errors';
import { describeDevice } from './device-description';
import { hashOpaqueToken, newOpaqueToken, REFRESH_TOKEN_DAYS, type TokenClaims } from './tokens';

export type Session = { token: string; refreshToken: string; expiresAt: string };

/** Who is signing in or refreshing: shown in the person's list of sessions. */
export type SessionClient = { address: string; userAgent: string | undefined };

const refreshExpiry = (now: Date) => new Date(now.getTime() + REFRESH_TOKEN_DAYS * 86_400_000);

/**
 * A session's absolute end (ASVS 7.3.2): however often it refreshes, this long after the sign-in
 * the person signs in again. SESSION_MAX_DAYS, 30 unless configured.
 */
const absoluteEnd = (ctx: AppContext, startedAt: Date) =>
  new Date(startedAt.getTime() + ctx.config.SESSION_MAX_DAYS * 86_400_000);

/** A new session (a sign-in): its record, an identity token and the first refresh token. */
export async function issueSession(
  ctx: AppContext,
  identityId: string,
  client: SessionClient,
): Promise<Session> {
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, identityId) });
  if (!identity) throw unauthorized();
  const now = ctx.now();
  const family = randomUUID();
  await ctx.db.insert(sessions).values({
    id: family,
    identityId,
    startedAt: now,
    lastUsedAt: now,
    address: client.address,
    device: describeDevice(client.userAgent),
    expiresAt: earlier(refreshExpiry(now), absoluteEnd(ctx, now)),
  });
  return tokensOf(ctx, identity, family, newOpaqueToken());
}

const earlier = (a: Date, b: Date) => (a < b ? a : b);

/**
 * New tokens for the caller's own session, whose identity just gained a profile (signup, an
 * invitation accepted): the list keeps one session for one browser. The refresh token they hold
 * is retired, since the new one replaces it. A token from before sessions were recorded gets a
 * new session.
 */
export async function renewSession(
  ctx: AppContext,
  auth: { identityId: string; sessionId: string | null },
  client: SessionClient,
): Promise<Session> {
  if (!auth.sessionId) return issueSession(ctx, auth.identityId, client);
  await ctx.db
    .update(refreshTokens)
    .set({ revokedAt: ctx.now() })
    .where(
      and(
        eq(refreshTokens.family, auth.sessionId),
        isNull(refreshTokens.spentAt),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return continueSession(ctx, auth.identityId, auth.sessionId, client, newOpaqueToken());
}

/**
 * The session goes on: its last use, address and end move forward (never past its absolute end),
 * unless it was revoked or its absolute end has come.
 */
async function continueSession(
  ctx: AppContext,
  identityId: string,
  family: string,
  client: SessionClient,
  refreshToken: string,
): Promise<Session> {
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, identityId) });
  if (!identity) throw unauthorized();
  const now = ctx.now();
  const session = await ctx.db.query.sessions.findFirst({ where: eq(sessions.id, family) });
  if (!session || absoluteEnd(ctx, session.startedAt) <= now) throw ended();
  const expiresAt = earlier(refreshExpiry(now), absoluteEnd(ctx, session.startedAt));
  const live = await ctx.db
    .update(sessions)
    .set({ lastUsedAt: now, address: client.address, expiresAt })
    .where(and(eq(sessions.id, family), eq(sessions.identityId, identityId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (!live.length) throw ended();
  return tokensOf(ctx, identity, family, refreshToken, expiresAt);
}

async function tokensOf(
  ctx: AppContext,
  identity: { id: string; userId: string | null },
  family: string,
  refreshToken: string,
  refreshEnds = earlier(refreshExpiry(ctx.now()), absoluteEnd(ctx, ctx.now())),
): Promise<Session> {
  // A successor asked for again is there already: the same token is answered.
  await ctx.db
    .insert(refreshTokens)
    .values({
      identityId: identity.id,
      family,
      tokenHash: hashOpaqueToken(refreshToken),
      expiresAt: refreshEnds,
    })
    .onConflictDoNothing();
  const { token, expiresAt } = await ctx.tokens.sign({
    identityId: identity.id,
    userId: identity.userId,
    sessionId: family,
  });
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
 * REFRESH_REUSE_WINDOW_MS, it answers the same successor (derived from the token by the server's
 * key, so only hashes are kept still), not one more token each time. Used again later, it leaked:
 * the whole family is revoked and the caller must sign in again.
 */
export async function rotateSession(
  ctx: AppContext,
  refreshToken: string,
  client: SessionClient,
): Promise<Session> {
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
      return continueSession(ctx, row.identityId, row.family, client, ctx.tokens.successorOf(refreshToken));
    await revokeFamilies(ctx, [row.family]);
    throw ended();
  }
  return continueSession(ctx, row.identityId, row.family, client, ctx.tokens.successorOf(refreshToken));
}

function withinReuseWindow(spentAt: Date, now: Date): boolean {
  return now.getTime() - spentAt.getTime() <= REFRESH_REUSE_WINDOW_MS;
}

/** Ends sessions at once: their refresh tokens are refused and their identity tokens with them. */
export async function revokeFamilies(ctx: AppContext, families: readonly string[]): Promise<void> {
  if (!families.length) return;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: ctx.now() })
      .where(and(inArray(sessions.id, [...families]), isNull(sessions.revokedAt)));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: ctx.now() })
      .where(and(inArray(refreshTokens.family, [...families]), isNull(refreshTokens.revokedAt)));
  });
}

/** The session a refresh token belongs to, or null for a token never issued. */
export async function sessionOfRefreshToken(
  ctx: AppContext,
  refreshToken: string,
): Promise<{ family: string; identityId: string; revokedAt: Date | null; expiresAt: Date } | null> {
  const row = await ctx.db.query.refreshTokens.findFirst({
    where: eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)),
  });
  return row ?? null;
}

export async function revokeSession(ctx: AppContext, refreshToken: string): Promise<void> {
  const found = await sessionOfRefreshToken(ctx, refreshToken);
  if (found) await revokeFamilies(ctx, [found.family]);
}

/**
 * The token's claims while its session holds, else null. Tokens signed before sessions were
 * recorded name none; they expire within 15 minutes.
 */
export async function liveClaims(ctx: AppContext, claims: TokenClaims | null): Promise<TokenClaims | null> {
  return claims && (!claims.sessionId || (await sessionIsLive(ctx, claims.sessionId))) ? claims : null;
}

/** Whether an identity token's session still holds: not revoked, not past its end. */
async function sessionIsLive(ctx: AppContext, sessionId: string): Promise<boolean> {
  const row = await ctx.db.query.sessions.findFirst({
    columns: { revokedAt: true, expiresAt: true },
    where: eq(sessions.id, sessionId),
  });
  return !!row && !row.revokedAt && row.expiresAt > ctx.now();
}

import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { SignedInSession } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { identities, sessions } from '../../db/schema';
import { notFound } from '../http/errors';
import { revokeFamilies, sessionOfRefreshToken } from './sessions';

/** The caller as their identity token names them. */
type SessionOwner = { identityId: string; userId: string | null; sessionId: string | null };

/**
 * A person's identities: every sign-in method linked to their profile (a password and a single
 * sign-on both), or the one identity of someone who has not completed signup.
 */
async function identitiesOf(ctx: AppContext, owner: Omit<SessionOwner, 'sessionId'>): Promise<string[]> {
  if (!owner.userId) return [owner.identityId];
  const rows = await ctx.db
    .select({ id: identities.id })
    .from(identities)
    .where(eq(identities.userId, owner.userId));
  return rows.map((r) => r.id);
}

/** Sessions that still let someone in: not revoked and not past their end. */
const live = (ctx: AppContext, ids: string[]) =>
  and(inArray(sessions.identityId, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, ctx.now()));

export async function listMySessions(ctx: AppContext, owner: SessionOwner): Promise<SignedInSession[]> {
  const rows = await ctx.db
    .select()
    .from(sessions)
    .where(live(ctx, await identitiesOf(ctx, owner)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.startedAt));
  return rows.map((s) => ({
    id: s.id,
    device: s.device,
    address: s.address,
    startedAt: s.startedAt.toISOString(),
    lastActiveAt: s.lastUsedAt.toISOString(),
    current: s.id === owner.sessionId,
  }));
}

/** Signs one of the caller's own sessions out; any other id (another person's, an ended one) is 404. */
export async function signOutMySession(
  ctx: AppContext,
  owner: SessionOwner,
  sessionId: string,
): Promise<void> {
  const [found] = await ctx.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), live(ctx, await identitiesOf(ctx, owner))));
  if (!found) throw notFound('Session not found');
  await revokeFamilies(ctx, [found.id]);
}

/**
 * Signs out every session of the person but `keep` (the caller's own, when signing out everywhere
 * else; null for everywhere). Answers how many ended.
 */
export async function signOutMySessions(
  ctx: AppContext,
  owner: Omit<SessionOwner, 'sessionId'>,
  keep: string | null,
): Promise<number> {
  const ids = await identitiesOf(ctx, owner);
  const where = keep ? and(live(ctx, ids), ne(sessions.id, keep)) : live(ctx, ids);
  const rows = await ctx.db.select({ id: sessions.id }).from(sessions).where(where);
  await revokeFamilies(
    ctx,
    rows.map((r) => r.id),
  );
  return rows.length;
}

/**
 * Signing out everywhere, asked with the caller's refresh token (as a plain sign-out is): every
 * session of the person ends, this one included. A token that no longer holds ends nothing.
 */
export async function signOutEverywhere(ctx: AppContext, refreshToken: string): Promise<number> {
  const found = await sessionOfRefreshToken(ctx, refreshToken);
  if (!found || found.revokedAt || found.expiresAt <= ctx.now()) return 0;
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, found.identityId) });
  if (!identity) return 0;
  return signOutMySessions(ctx, { identityId: identity.id, userId: identity.userId }, null);
}

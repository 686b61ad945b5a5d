import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { CALENDAR_MAX_FEEDS, isOrgId, type CalendarFeed, type CalendarFeedScope } from '@taxdesk/domain';
import { calendarFeeds } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { hashOpaqueToken } from '../../lib/auth/tokens';
import { badRequest, notFound } from '../../lib/http/errors';

type Row = typeof calendarFeeds.$inferSelect;

/**
 * A feed's secret: `cal_<orgId>_<32 random bytes>`. The organisation in it lets the anonymous
 * feed route find the row under row-level security; the random part is the secret (hash kept).
 */
function newSecret(orgId: string): { token: string; hash: string } {
  const token = `cal_${orgId}_${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashOpaqueToken(token) };
}

const TOKEN_PATTERN = /^cal_([A-Za-z0-9]{6})_[A-Za-z0-9_-]{43}$/;

/** The organisation a feed token names, or null for anything that is not a token. */
export function feedTokenOrg(token: string): string | null {
  const m = TOKEN_PATTERN.exec(token);
  return m && isOrgId(m[1]!) ? m[1]!.toUpperCase() : null;
}

function view(row: Row): CalendarFeed {
  return {
    id: row.id,
    scope: row.scope === 'mine' ? 'mine' : 'all',
    createdAt: row.createdAt.toISOString(),
    renewedAt: row.renewedAt?.toISOString() ?? null,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
  };
}

const live = (orgId: string, userId: string) =>
  and(eq(calendarFeeds.orgId, orgId), eq(calendarFeeds.userId, userId), isNull(calendarFeeds.revokedAt));

/** The member's live feeds, newest first (a feed is the member's own: nobody else sees it). */
export async function listFeeds(tx: Tx, orgId: string, userId: string): Promise<CalendarFeed[]> {
  const rows = await tx
    .select()
    .from(calendarFeeds)
    .where(live(orgId, userId))
    .orderBy(desc(calendarFeeds.createdAt))
    .limit(CALENDAR_MAX_FEEDS);
  return rows.map(view);
}

export async function createFeed(
  tx: Tx,
  orgId: string,
  userId: string,
  scope: CalendarFeedScope,
): Promise<CalendarFeed & { token: string }> {
  const [held] = await tx.select({ n: count() }).from(calendarFeeds).where(live(orgId, userId));
  if ((held?.n ?? 0) >= CALENDAR_MAX_FEEDS)
    throw badRequest('scope', `You already have ${CALENDAR_MAX_FEEDS} feeds; revoke one you no longer use`);
  const { token, hash } = newSecret(orgId);
  const [row] = await tx.insert(calendarFeeds).values({ orgId, userId, scope, secretHash: hash }).returning();
  return { ...view(row!), token };
}

/** A new secret for the member's feed: the old URL stops answering at once. */
export async function renewFeed(
  tx: Tx,
  orgId: string,
  userId: string,
  id: string,
  now: Date,
): Promise<CalendarFeed & { token: string }> {
  const { token, hash } = newSecret(orgId);
  const [row] = await tx
    .update(calendarFeeds)
    .set({ secretHash: hash, renewedAt: now })
    .where(and(live(orgId, userId), eq(calendarFeeds.id, id)))
    .returning();
  if (!row) throw notFound('No such calendar feed');
  return { ...view(row), token };
}

export async function revokeFeed(
  tx: Tx,
  orgId: string,
  userId: string,
  id: string,
  now: Date,
): Promise<void> {
  const [row] = await tx
    .update(calendarFeeds)
    .set({ revokedAt: now })
    .where(and(live(orgId, userId), eq(calendarFeeds.id, id)))
    .returning({ id: calendarFeeds.id });
  if (!row) throw notFound('No such calendar feed');
}

/** The live feed a token opens (within its organisation's scope), stamped as fetched; null if none. */
export async function openFeed(tx: Tx, orgId: string, token: string, now: Date): Promise<Row | null> {
  const [row] = await tx
    .update(calendarFeeds)
    .set({ lastFetchedAt: now })
    .where(
      and(
        eq(calendarFeeds.orgId, orgId),
        eq(calendarFeeds.secretHash, hashOpaqueToken(token)),
        isNull(calendarFeeds.revokedAt),
      ),
    )
    .returning();
  return row ?? null;
}

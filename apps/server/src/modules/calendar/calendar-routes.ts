import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  CalendarQuery,
  CALENDAR_MAX_ITEMS,
  FEATURE_LICENCE,
  isoDayInIndia,
  NewCalendarFeed,
  type CalendarFeedWithUrl,
  type CalendarPage,
} from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { memberships, orgs, users } from '../../db/schema';
import { inScope, type Tx } from '../../db/tenant';
import { inTenant, orgInfoOf } from '../../lib/access';
import { appUrl } from '../../lib/email/app-url';
import { ok } from '../../lib/http/envelope';
import { badRequest, notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { datedItems, datedTypesFor } from '../../lib/records/dated-items';
import { calendarIcs } from './calendar-ics';
import {
  createFeed,
  feedTokenOrg,
  listFeeds,
  openFeed,
  renewFeed,
  revokeFeed,
} from './calendar-feeds-service';

const OrgParams = z.object({ orgId: z.string() });
const FeedParams = OrgParams.extend({ id: z.uuid('No such calendar feed') });
const tags = ['Calendar'];

/** A feed covers a month back (what was missed) and a year ahead, at most this many events. */
const FEED_DAYS_BACK = 31;
const FEED_DAYS_AHEAD = 366;
const FEED_MAX_ITEMS = 3000;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A member's user id by email, `null` for `unassigned`; 400 for someone who is not a member. */
async function assigneeIdOf(
  tx: Tx,
  orgId: string,
  assignee: string | undefined,
): Promise<string | null | undefined> {
  if (assignee === undefined) return undefined;
  if (assignee === 'unassigned') return null;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.orgId, orgId)))
    .where(eq(users.email, assignee))
    .limit(1);
  if (!row) throw badRequest('assignee', `${assignee} is not a member of this organisation`);
  return row.id;
}

function feedUrl(ctx: AppContext, token: string): string {
  const base = (ctx.config.PUBLIC_URL ?? `http://${ctx.config.HOST}:${ctx.config.PORT}`).replace(/\/+$/, '');
  return `${base}/api/calendar/${token}.ics`;
}

export const calendarRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get(
    '/api/o/:orgId/calendar',
    { schema: { tags, params: OrgParams, querystring: CalendarQuery } },
    async (req) =>
      ok<CalendarPage>(
        await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
          const q = req.query;
          const now = ctx.now();
          const types = datedTypesFor(t.info, now);
          const areas = [...new Set(types.flatMap((def) => (def.feature ? [def.feature] : [])))].map(
            (area) => ({
              area,
              label: FEATURE_LICENCE[area].label,
            }),
          );
          const assigneeId = await assigneeIdOf(tx, t.orgId, q.assignee);
          const { items, truncated } = await datedItems(
            tx,
            t.orgId,
            datedTypesFor(t.info, now, q.area),
            { from: q.from, to: q.to, client: q.client, assigneeId },
            CALENDAR_MAX_ITEMS,
          );
          return { items: items.map(({ updatedAt: _, ...item }) => item), truncated, areas };
        }),
      ),
  );

  r.get('/api/o/:orgId/calendar/feeds', { schema: { tags, params: OrgParams } }, async (req) =>
    ok(await inTenant(ctx, req, req.params.orgId, null, (tx, t) => listFeeds(tx, t.orgId, t.userId))),
  );

  // Any member may subscribe, viewers too: a feed only reads, and only for its own member.
  r.post(
    '/api/o/:orgId/calendar/feeds',
    { schema: { tags, params: OrgParams, body: NewCalendarFeed } },
    async (req) => {
      const { token, ...feed } = await inTenant(ctx, req, req.params.orgId, null, (tx, t) => {
        if (t.apiKeyId) throw notFound('Calendar feeds belong to members, not API keys');
        return createFeed(tx, t.orgId, t.userId, req.body.scope);
      });
      return ok<CalendarFeedWithUrl>(
        { ...feed, url: feedUrl(ctx, token) },
        'Calendar feed created: copy its address now, it will not be shown again',
      );
    },
  );

  r.post('/api/o/:orgId/calendar/feeds/:id/renew', { schema: { tags, params: FeedParams } }, async (req) => {
    const { token, ...feed } = await inTenant(ctx, req, req.params.orgId, null, (tx, t) =>
      renewFeed(tx, t.orgId, t.userId, req.params.id, ctx.now()),
    );
    return ok<CalendarFeedWithUrl>(
      { ...feed, url: feedUrl(ctx, token) },
      'Calendar feed renewed: the old address no longer works',
    );
  });

  r.delete('/api/o/:orgId/calendar/feeds/:id', { schema: { tags, params: FeedParams } }, async (req) => {
    await inTenant(ctx, req, req.params.orgId, null, (tx, t) =>
      revokeFeed(tx, t.orgId, t.userId, req.params.id, ctx.now()),
    );
    return ok(null, 'Calendar feed revoked');
  });

  /**
   * The feed itself, for calendar apps: no session, the secret in the path. Anything but a live
   * feed of a current member answers the same 404, so the URL tells a stranger nothing.
   */
  r.get(
    '/api/calendar/:feed',
    { schema: { tags, params: z.object({ feed: z.string().max(200) }), security: [] } },
    async (req, reply) => {
      const token = req.params.feed.replace(/\.ics$/, '');
      const orgId = req.params.feed.endsWith('.ics') ? feedTokenOrg(token) : null;
      if (!orgId) throw notFound('No such calendar feed');
      const now = ctx.now();
      const ics = await inScope(ctx.db, { orgId }, async (tx) => {
        const feed = await openFeed(tx, orgId, token, now);
        if (!feed) return null;
        const member = await tx.query.memberships.findFirst({
          where: and(eq(memberships.orgId, orgId), eq(memberships.userId, feed.userId)),
        });
        const [org] = await tx.select().from(orgs).where(eq(orgs.id, orgId)).limit(1);
        if (!member || !org) return null;
        const today = isoDayInIndia(now);
        const { items } = await datedItems(
          tx,
          orgId,
          datedTypesFor(orgInfoOf(org), now),
          {
            from: addDays(today, -FEED_DAYS_BACK),
            to: addDays(today, FEED_DAYS_AHEAD),
            assigneeId: feed.scope === 'mine' ? feed.userId : undefined,
          },
          FEED_MAX_ITEMS,
        );
        return calendarIcs(orgId, org.name, items, (path) => appUrl(ctx.config, path));
      });
      if (ics === null) throw notFound('No such calendar feed');
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  );
};

import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import { isOrgId } from '@taxdesk/domain';
import { analyticsEvents, memberships } from '../../db/schema';
import { inScope } from '../../db/tenant';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';

const Event = z.object({
  orgId: z.string().optional(),
  name: z.enum(['page_view', 'screen_view']),
  path: z.string().min(1).max(500),
  title: z.string().max(200).optional(),
});

/**
 * Analytics from the web: stored per organisation when the caller is a member of it, else
 * without one. Signed-out page views (Login) are kept too, with no user.
 */
export const eventRoutes: RouteModule = (app, ctx) => {
  typed(app).post(
    '/api/events',
    { schema: { tags: ['analytics'], body: Event, security: [] } },
    async (req, reply) => {
      const userId = req.auth?.userId ?? null;
      const wanted = req.body.orgId?.toUpperCase();
      let orgId: string | null = null;
      if (userId && wanted && isOrgId(wanted)) {
        const member = await inScope(ctx.db, { userId }, (tx) =>
          tx.query.memberships.findFirst({
            where: and(eq(memberships.orgId, wanted), eq(memberships.userId, userId)),
          }),
        );
        if (member) orgId = wanted;
      }
      await inScope(ctx.db, { orgId, userId }, (tx) =>
        tx
          .insert(analyticsEvents)
          .values({ orgId, userId, name: req.body.name, path: req.body.path, title: req.body.title }),
      );
      return reply.code(202).send(ok(null));
    },
  );
};

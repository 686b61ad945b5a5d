import { z } from 'zod';
import { areaOf, isoDayInIndia, type AreaDef, IsoDay } from '@taxdesk/domain';
import { inTenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { badRequest, notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { MAX_TIMELINE_EVENTS, timelineEvents } from '../../lib/records/timeline';
import { areaDashboard } from './dashboard-queries';

const Params = z.object({ orgId: z.string(), area: z.string() });
const Day = IsoDay;

function areaNamed(key: string): AreaDef {
  const area = areaOf(key);
  if (!area) throw notFound('No such area');
  return area;
}

/** Any area's dashboard (counts per record type and its breakdowns) and its timelines, by its definition. */
export const areaDashboardRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get(
    '/api/o/:orgId/areas/:area/dashboard',
    { schema: { tags: ['areas'], params: Params } },
    async (req) => {
      const area = areaNamed(req.params.area);
      return ok(
        await inTenant(ctx, req, req.params.orgId, area.feature, (tx, t) =>
          areaDashboard(tx, t.orgId, area, isoDayInIndia(ctx.now())),
        ),
      );
    },
  );

  r.get(
    '/api/o/:orgId/areas/:area/timelines/:timeline',
    {
      schema: {
        tags: ['areas'],
        params: Params.extend({ timeline: z.string() }),
        querystring: z.object({ from: Day, to: Day, account: z.string().trim().max(100).optional() }),
      },
    },
    async (req) => {
      const area = areaNamed(req.params.area);
      const timeline = Object.values(area.screens.timelines ?? {}).find((t) => t.key === req.params.timeline);
      if (!timeline) throw notFound('No such timeline');
      const { from, to } = req.query;
      if (from > to) throw badRequest('from', 'The start date is after the end date');
      if ((Date.parse(to) - Date.parse(from)) / 86_400_000 > 400)
        throw badRequest('to', 'Choose at most about a year at a time');
      const events = await inTenant(ctx, req, req.params.orgId, area.feature, (tx, t) =>
        timelineEvents(tx, t.orgId, timeline.sources, { from, to, account: req.query.account || undefined }),
      );
      return ok({ events, truncated: events.length >= MAX_TIMELINE_EVENTS });
    },
  );
};

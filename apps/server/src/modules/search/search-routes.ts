import { z } from 'zod';
import { SearchQuery, type SearchAnswer } from '@taxdesk/domain';
import { inTenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { searchEverything } from './search-service';

/** Search everything: clients and records of every licensed area by any number or name (issue 24). */
export const searchRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);
  r.get(
    '/api/o/:orgId/search',
    {
      schema: {
        tags: ['Search'],
        summary: 'Find clients and records by any part of a number or name',
        params: z.object({ orgId: z.string() }),
        querystring: SearchQuery,
      },
    },
    async (req) =>
      ok<SearchAnswer>(
        await inTenant(ctx, req, req.params.orgId, null, (tx, t) =>
          searchEverything(tx, t, req.query, ctx.now()),
        ),
      ),
  );
};

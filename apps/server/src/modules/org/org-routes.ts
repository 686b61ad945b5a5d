import { z } from 'zod';
import { orgAccess } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';

export const OrgParams = z.object({ orgId: z.string() });

export const orgRoutes: RouteModule = (app, ctx) => {
  typed(app).get(
    '/api/o/:orgId/org/info',
    { schema: { tags: ['organisation'], params: OrgParams } },
    async (req) => {
      const { info } = await orgAccess(ctx, req, req.params.orgId, null);
      return ok(info);
    },
  );
};

import { ClientParams, parseClientId, type ClientPage } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { inTenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { badRequest } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { clientPage } from './client-page';

const tags = ['Clients'];

export const clientRoutes: RouteModule = (app, ctx: AppContext) => {
  const r = typed(app);

  r.get('/api/o/:orgId/clients/:id', { schema: { tags, params: ClientParams } }, async (req) => {
    const id = parseClientId(req.params.id);
    if ('error' in id) throw badRequest('id', id.error);
    return ok<ClientPage>(
      await inTenant(ctx, req, req.params.orgId, null, (tx, t) =>
        clientPage(tx, t.orgId, t.info, ctx.now(), id),
      ),
    );
  });
};

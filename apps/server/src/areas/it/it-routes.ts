import { z } from 'zod';
import { orgAccess, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { saveItAccount, updateItPassword } from './accounts/it-accounts';
import { itSyncRoutes } from './sync/it-sync-routes';

const OrgParams = z.object({ orgId: z.string() });
const Password = z.string().min(1, 'Password is required.').max(100);
const Text = z.string().trim().max(200).optional();

export const itRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.post(
    '/api/o/:orgId/it/accounts',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams,
        body: z.object({
          pan: z.string().trim().min(1, 'PAN is required.'),
          password: Password.optional(),
          name: Text,
          clientNo: Text,
          group: Text,
          branch: Text,
        }),
      },
    },
    async (req) => {
      const tenant = await orgAccess(ctx, req, req.params.orgId, 'it');
      requireWrite(tenant);
      const saved = await saveItAccount(ctx, tenant, req.body);
      return ok(saved, saved.created ? `PAN ${saved.pan} added` : `PAN ${saved.pan} updated`);
    },
  );

  r.put(
    '/api/o/:orgId/it/accounts/:pan/password',
    {
      schema: {
        tags: ['income tax'],
        params: OrgParams.extend({ pan: z.string() }),
        body: z.object({ password: Password }),
      },
    },
    async (req) => {
      const tenant = await orgAccess(ctx, req, req.params.orgId, 'it');
      requireWrite(tenant);
      await updateItPassword(ctx, tenant, req.params.pan, req.body.password);
      return ok(null, 'Password updated; the next sync will use it');
    },
  );

  itSyncRoutes(app, ctx);
};

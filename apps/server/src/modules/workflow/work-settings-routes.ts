import { WorkSettings } from '@taxdesk/domain';
import { z } from 'zod';
import { inTenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { forbidden } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { actorOf } from '../../lib/records/work';
import { loadWorkSettings, saveWorkSettings } from './work-settings';

const OrgParams = z.object({ orgId: z.string() });

/** The organisation's work settings: members read them, owners and admins change them. */
export const workSettingsRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/o/:orgId/work/settings', { schema: { tags: ['work'], params: OrgParams } }, async (req) =>
    ok(await inTenant(ctx, req, req.params.orgId, null, (tx, t) => loadWorkSettings(tx, t.orgId))),
  );

  r.put(
    '/api/o/:orgId/work/settings',
    {
      schema: {
        tags: ['work'],
        params: OrgParams,
        body: WorkSettings,
      },
    },
    async (req) => {
      const saved = await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
        if (t.role !== 'owner' && t.role !== 'admin')
          throw forbidden('Only owners and admins change the organisation’s settings');
        return saveWorkSettings(tx, t.orgId, req.body, (await actorOf(tx, t.userId)).email);
      });
      return ok(
        saved,
        saved.reviewNewNotices
          ? 'New notices from the portal will wait for review'
          : 'New notices from the portal join their proceedings directly',
      );
    },
  );
};

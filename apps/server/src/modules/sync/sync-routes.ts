import { z } from 'zod';
import { inTenant, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { batchProgress, cancelBatch, listBatches } from './sync-batches';
import { listFailures } from './sync-failures';
import { portalOf } from './sync-portals';
import { areaSettingsRoutes } from './area-settings-routes';
import { signInQueueRoutes } from './sign-in-queue-routes';
import { syncStartRoutes } from './sync-start-routes';

const OrgParams = z.object({ orgId: z.string() });
const Portal = z.string().max(40);
const BatchParams = OrgParams.extend({ portal: Portal, batchId: z.string() });

/**
 * Sync control shared by every portal: batches with their progress per account, cancel, and the
 * failed items. Each portal's own module starts batches and runs the workers.
 */
export const syncRoutes: RouteModule = async (app, ctx) => {
  await syncStartRoutes(app, ctx);
  await signInQueueRoutes(app, ctx);
  await areaSettingsRoutes(app, ctx);
  const r = typed(app);

  r.get(
    '/api/o/:orgId/sync/:portal/batches',
    {
      schema: {
        tags: ['sync'],
        params: OrgParams.extend({ portal: Portal }),
        querystring: z.object({
          trigger: z.enum(['manual', 'schedule', 'retry']).optional(),
          limit: z.coerce.number().int().min(1).max(100).default(20),
          before: z.iso.datetime({ offset: true }).optional(),
        }),
      },
    },
    async (req) => {
      const { portal } = req.params;
      const rows = await inTenant(ctx, req, req.params.orgId, portalOf(ctx, portal).feature, (tx, tenant) =>
        listBatches(tx, tenant.orgId, portal, req.query),
      );
      return ok(rows);
    },
  );

  r.get(
    '/api/o/:orgId/sync/:portal/batches/:batchId',
    { schema: { tags: ['sync'], params: BatchParams } },
    async (req) => {
      const { portal, batchId } = req.params;
      return ok(
        await inTenant(ctx, req, req.params.orgId, portalOf(ctx, portal).feature, (tx, tenant) =>
          batchProgress(tx, tenant.orgId, batchId),
        ),
      );
    },
  );

  r.post(
    '/api/o/:orgId/sync/:portal/batches/:batchId/cancel',
    { schema: { tags: ['sync'], params: BatchParams } },
    async (req) => {
      const { portal, batchId } = req.params;
      const { orgId, queue, cancelledRunIds } = await inTenant(
        ctx,
        req,
        req.params.orgId,
        portalOf(ctx, portal).feature,
        async (tx, tenant) => {
          requireWrite(tenant);
          const user = await tx.query.users.findFirst({ where: (u, { eq }) => eq(u.id, tenant.userId) });
          const who = user?.name || user?.email || 'a user';
          return {
            orgId: tenant.orgId,
            by: who,
            ...(await cancelBatch(tx, tenant.orgId, batchId, who, ctx.now())),
          };
        },
      );
      // The runs are already cancelled; a job a worker fetched meanwhile finds its run cancelled and ends.
      for (let i = 0; i < cancelledRunIds.length; i += 1000)
        await ctx.boss?.cancel(queue, cancelledRunIds.slice(i, i + 1000));
      const progress = await inTenant(ctx, req, orgId, portalOf(ctx, portal).feature, (tx) =>
        batchProgress(tx, orgId, batchId),
      );
      const running = progress.counts.running;
      const note = running ? `; ${running} account(s) stop after their current module` : '';
      return ok(progress, `Sync cancelled: ${cancelledRunIds.length} queued account(s) will not run${note}`);
    },
  );

  r.get(
    '/api/o/:orgId/sync/:portal/failures',
    {
      schema: {
        tags: ['sync'],
        params: OrgParams.extend({ portal: Portal }),
        querystring: z.object({
          state: z.enum(['open', 'resolved', 'all']).default('open'),
          module: z.string().max(100).optional(),
          account: z.string().max(100).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
          cursor: z.string().max(100).optional(),
        }),
      },
    },
    async (req) => {
      const { portal } = req.params;
      const def = portalOf(ctx, portal);
      return ok(
        await inTenant(ctx, req, req.params.orgId, def.feature, (tx, tenant) =>
          listFailures(tx, tenant.orgId, { portal: def.key, accountType: def.accountType, ...req.query }),
        ),
      );
    },
  );
};

import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { users } from '../../db/schema';
import { inTenant, requireWrite, type Tenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { badRequest, forbidden } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { deleteOrganisation } from './org-delete';
import { exportOrganisation } from './org-export';

const OrgParams = z.object({ orgId: z.string() });
const tags = ['settings'];

function requireOwner(t: Tenant): void {
  requireWrite(t);
  if (t.apiKeyId || t.role !== 'owner') throw forbidden('Only owners can export or delete the organisation');
}

/** Delete Account: the organisation's data as one ZIP first, then deletion after typing its id. */
export const accountRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/o/:orgId/account/export', { schema: { tags, params: OrgParams } }, async (req, reply) => {
    const orgId = await inTenant(ctx, req, req.params.orgId, null, async (_tx, t) => {
      requireOwner(t);
      return t.orgId;
    });
    const stamp = ctx.now().toISOString().slice(0, 10);
    reply.type('application/zip');
    reply.header('content-disposition', `attachment; filename="taxdesk-${orgId}-${stamp}.zip"`);
    return reply.send(exportOrganisation(ctx, orgId));
  });

  r.post(
    '/api/o/:orgId/account/delete',
    {
      schema: {
        tags,
        params: OrgParams,
        body: z.object({ confirm: z.string().trim().max(20) }),
      },
    },
    async (req) => {
      const { orgId, by } = await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
        requireOwner(t);
        if (req.body.confirm.toUpperCase() !== t.orgId)
          throw badRequest('confirm', `Type the organisation id ${t.orgId} to confirm`);
        const me = await tx.query.users.findFirst({ where: eq(users.id, t.userId) });
        return { orgId: t.orgId, by: me?.email ?? 'an owner' };
      });
      await deleteOrganisation(ctx, orgId, by);
      return ok({ orgId }, `Organisation ${orgId} and all its data were deleted`);
    },
  );
};

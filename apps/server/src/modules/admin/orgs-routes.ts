import { LicencePatch, NewOrg, OrgQuery } from '@taxdesk/domain';
import { z } from 'zod';
import { isOrgId } from '@taxdesk/domain';
import { ok } from '../../lib/http/envelope';
import { notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { listAudit } from './audit-log';
import { createFirmOrg } from './create-org';
import { listOrgs, orgDetail, setLicence } from './orgs-service';
import { inPlatform, requirePlatformAdmin } from './platform-admin';

const TAGS = ['operator'];
const OrgIdParams = z.object({ orgId: z.string() });

function orgIdOf(raw: string): string {
  if (!isOrgId(raw)) throw notFound('No such organisation');
  return raw.toUpperCase();
}

/** Organisations and their licences, across every organisation, for platform admins only. */
export const adminOrgsRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get(
    '/api/admin/orgs',
    {
      schema: {
        tags: TAGS,
        querystring: OrgQuery,
      },
    },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      return ok(await inPlatform(ctx.db, (tx) => listOrgs(tx, req.query, ctx.now())));
    },
  );

  r.post(
    '/api/admin/orgs',
    {
      schema: {
        tags: TAGS,
        body: NewOrg,
      },
    },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const created = await createFirmOrg(ctx, operator, req.body);
      const how =
        created.owner.status === 'member'
          ? `${created.owner.email} is its owner`
          : `${created.owner.email} is invited as its owner`;
      return ok(created, `Organisation ${created.orgId} created; ${how}`);
    },
  );

  r.get('/api/admin/orgs/:orgId', { schema: { tags: TAGS, params: OrgIdParams } }, async (req) => {
    await requirePlatformAdmin(ctx, req);
    const orgId = orgIdOf(req.params.orgId);
    return ok(await inPlatform(ctx.db, (tx) => orgDetail(tx, orgId, ctx.now()), orgId));
  });

  r.put(
    '/api/admin/orgs/:orgId/licence',
    { schema: { tags: TAGS, params: OrgIdParams, body: LicencePatch } },
    async (req) => {
      const operator = await requirePlatformAdmin(ctx, req);
      const orgId = orgIdOf(req.params.orgId);
      const result = await inPlatform(
        ctx.db,
        (tx) => setLicence(tx, operator, orgId, req.body, ctx.now()),
        orgId,
      );
      return ok(result.licence, result.changed ? `Licence of ${orgId} saved` : 'Nothing changed');
    },
  );

  r.get(
    '/api/admin/audit',
    {
      schema: {
        tags: TAGS,
        querystring: z.object({
          orgId: z.string().max(20).optional(),
          before: z.coerce.number().int().min(1).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
      },
    },
    async (req) => {
      await requirePlatformAdmin(ctx, req);
      const orgId = req.query.orgId ? req.query.orgId.toUpperCase() : undefined;
      return ok(await inPlatform(ctx.db, (tx) => listAudit(tx, { ...req.query, orgId })));
    },
  );
};

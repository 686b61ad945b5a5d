import { sql } from 'drizzle-orm';
import { ROLES } from '@taxdesk/domain';
import { z } from 'zod';
import { userImportConfigs } from '../../db/schema';
import { inTenant, orgAccess, requireWrite, type Tenant } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { badRequest, forbidden } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { normaliseHeader } from '../../lib/imports/headers';
import { commitImport, discardImport, previewImport } from '../../lib/imports/import-service';
import { IMPORT_LIMITS } from '../../lib/imports/limits';
import { acceptUploads, uploadedFile } from '../../lib/imports/upload-body';
import { inOrg } from '../../db/tenant';
import { emailInvitation } from './invitations';
import { canManageMembers } from './member-rules';
import { readUserImportConfig, userImportKind, type MadeInvitations } from './user-import-kind';

const OrgParams = z.object({ orgId: z.string() });
const tags = ['members'];
const Header = z.string().trim().min(1, 'Every column needs a header.').max(100);
const ConfigBody = z.object({
  mapping: z.object({ email: Header, name: Header, role: Header }),
  defaultRole: z.enum(ROLES),
});

function requireManager(t: Tenant): void {
  requireWrite(t);
  if (!canManageMembers(t.role)) throw forbidden('Only owners and admins manage members');
}

/** Import Users and its configuration: members added in bulk from a spreadsheet, as invitations. */
export const importUsersRoutes: RouteModule = (app, ctx) => {
  acceptUploads(app);
  const r = typed(app);

  r.get('/api/o/:orgId/members/import/config', { schema: { tags, params: OrgParams } }, async (req) =>
    ok(
      await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => ({
        ...(await readUserImportConfig(tx, t.orgId)),
        canEdit: canManageMembers(t.role) && !t.apiKeyId,
      })),
    ),
  );

  r.put(
    '/api/o/:orgId/members/import/config',
    { schema: { tags, params: OrgParams, body: ConfigBody } },
    async (req) => {
      const { mapping, defaultRole } = req.body;
      const names = Object.values(mapping).map(normaliseHeader);
      if (new Set(names).size !== names.length)
        throw badRequest('mapping', 'Each column needs its own header: two of them are the same');
      await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
        requireManager(t);
        if (defaultRole === 'owner' && t.role !== 'owner')
          throw forbidden('Only an owner can make owner the default role');
        await tx
          .insert(userImportConfigs)
          .values({ orgId: t.orgId, mapping, defaultRole })
          .onConflictDoUpdate({
            target: userImportConfigs.orgId,
            set: { mapping, defaultRole, updatedAt: sql`now()` },
          });
      });
      return ok(req.body, 'Import settings saved');
    },
  );

  const start = async (orgId: string, req: Parameters<typeof orgAccess>[1]) => {
    const tenant = await orgAccess(ctx, req, orgId, null);
    requireManager(tenant);
    const config = await inOrg(ctx.db, tenant.orgId, (tx) => readUserImportConfig(tx, tenant.orgId));
    const user = await ctx.db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, tenant.userId) });
    return { tenant, config, actor: user?.email ?? tenant.userId };
  };

  r.post('/api/o/:orgId/members/import/preview', { schema: { tags, params: OrgParams } }, async (req) => {
    const { tenant, config, actor } = await start(req.params.orgId, req);
    const upload = await uploadedFile(req, IMPORT_LIMITS.maxBytes);
    const kind = userImportKind(ctx, tenant, config, []);
    return ok(await previewImport(ctx, tenant, actor, kind, upload.fileName, upload.body));
  });

  r.post(
    '/api/o/:orgId/members/import/:id/commit',
    {
      schema: {
        tags,
        params: OrgParams.extend({ id: z.string() }),
        body: z.object({ skipErrors: z.boolean().default(false) }).default({ skipErrors: false }),
      },
    },
    async (req) => {
      const { tenant, config, actor } = await start(req.params.orgId, req);
      const made: MadeInvitations = [];
      const kind = userImportKind(ctx, tenant, config, made);
      const result = await commitImport(ctx, tenant, actor, kind, req.params.id, req.body);
      // Emails go once the invitations are safely stored.
      const outcomes = [];
      for (const invitation of made) outcomes.push(await emailInvitation(ctx, tenant, invitation));
      const failed = outcomes.filter((o) => o.status === 'failed').length;
      const sent = outcomes.filter((o) => o.status === 'sent').length;
      const notice =
        `${made.length} invitation(s) created` +
        (sent ? `, ${sent} emailed` : '') +
        (failed ? `; ${failed} email(s) could not be sent` : '') +
        (result.counts.skipped ? `; ${result.counts.skipped} row(s) skipped` : '');
      return ok({ ...result, emails: { sent, failed, logged: outcomes.length - sent - failed } }, notice);
    },
  );

  r.delete(
    '/api/o/:orgId/members/import/:id',
    { schema: { tags, params: OrgParams.extend({ id: z.string() }) } },
    async (req) => {
      const { tenant, config } = await start(req.params.orgId, req);
      await discardImport(ctx, tenant, userImportKind(ctx, tenant, config, []), req.params.id);
      return ok(null, 'Import discarded');
    },
  );
};

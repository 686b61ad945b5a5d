import { z } from 'zod';
import { ROLES } from '@taxdesk/domain';
import { inTenant, requireWrite } from '../../lib/access';
import { ok } from '../../lib/http/envelope';
import { typed, type RouteModule } from '../../lib/http/route-types';
import { listInvitations } from './invitations';
import { canManageMembers } from './member-rules';
import { changeRole, listMembers, removeMember } from './members-service';

const OrgParams = z.object({ orgId: z.string() });
const MemberParams = OrgParams.extend({ userId: z.string().uuid('No such member') });
const tags = ['members'];

/** The organisation's members: list, change a role, remove. */
export const membersRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  r.get('/api/o/:orgId/members', { schema: { tags, params: OrgParams } }, async (req) =>
    ok(
      await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
        const manage = canManageMembers(t.role);
        return {
          members: await listMembers(tx, t.orgId),
          // Invitations carry email addresses of people not yet in: only managers see them.
          invitations: manage ? await listInvitations(tx, t.orgId, ctx.now()) : [],
          you: t.apiKeyId ? null : t.userId,
          role: t.role,
          canManage: manage,
        };
      }),
    ),
  );

  r.patch(
    '/api/o/:orgId/members/:userId',
    { schema: { tags, params: MemberParams, body: z.object({ role: z.enum(ROLES) }) } },
    async (req) => {
      const role = await inTenant(ctx, req, req.params.orgId, null, (tx, t) => {
        requireWrite(t);
        return changeRole(tx, t, req.params.userId, req.body.role);
      });
      return ok({ userId: req.params.userId, role }, `Role changed to ${role}`);
    },
  );

  r.delete('/api/o/:orgId/members/:userId', { schema: { tags, params: MemberParams } }, async (req) => {
    await inTenant(ctx, req, req.params.orgId, null, (tx, t) => {
      requireWrite(t);
      return removeMember(tx, t, req.params.userId);
    });
    return ok(null, 'Member removed');
  });
};

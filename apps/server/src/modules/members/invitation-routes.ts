import { z } from 'zod';
import { isOrgId, ROLES } from '@taxdesk/domain';
import { inTenant, requireIdentity, requireWrite, type Tenant } from '../../lib/access';
import { sessionClientOf } from '../../lib/auth/session-client';
import { renewSession } from '../../lib/auth/sessions';
import { ok } from '../../lib/http/envelope';
import { forbidden, notFound } from '../../lib/http/errors';
import { typed, type RouteModule } from '../../lib/http/route-types';
import {
  acceptInvitation,
  createInvitation,
  emailInvitation,
  lookupInvitation,
  revokeInvitation,
  type NewInvitation,
} from './invitations';
import { canManageMembers } from './member-rules';
import { isRole } from './members-service';

const OrgParams = z.object({ orgId: z.string() });
const InvitationParams = OrgParams.extend({ id: z.string().uuid('No such invitation') });
const Email = z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254);
const LinkBody = z.object({ orgId: z.string(), token: z.string().min(10).max(200) });
const tags = ['members'];

function requireManager(t: Tenant): void {
  requireWrite(t);
  if (!canManageMembers(t.role)) throw forbidden('Only owners and admins manage members');
}

function sentNotice(email: string, outcome: { status: string; error: string | null }): string {
  if (outcome.status === 'sent') return `Invitation sent to ${email}`;
  if (outcome.status === 'logged')
    return `Invitation for ${email} created; email is not configured, so share the link yourself`;
  return `Invitation for ${email} created, but the email could not be sent: ${outcome.error}`;
}

function orgIdOf(raw: string): string {
  if (!isOrgId(raw)) throw notFound('This invitation link is not valid');
  return raw.toUpperCase();
}

/** Inviting people by email, and the link's side: looking at an invitation and accepting it. */
export const invitationRoutes: RouteModule = (app, ctx) => {
  const r = typed(app);

  const answer = async (t: Tenant, created: NewInvitation) => {
    const delivery = await emailInvitation(ctx, t, created);
    // The link is given to the inviter once, so it can be passed on when email is not set up.
    return ok(
      { ...created.invitation, acceptUrl: created.acceptUrl, delivery },
      sentNotice(created.invitation.email, delivery),
    );
  };

  r.post(
    '/api/o/:orgId/members/invitations',
    { schema: { tags, params: OrgParams, body: z.object({ email: Email, role: z.enum(ROLES) }) } },
    async (req) => {
      const { t, created } = await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
        requireManager(t);
        return { t, created: await createInvitation(ctx, tx, t, req.body) };
      });
      return answer(t, created);
    },
  );

  r.post(
    '/api/o/:orgId/members/invitations/:id/resend',
    { schema: { tags, params: InvitationParams } },
    async (req) => {
      const { t, created } = await inTenant(ctx, req, req.params.orgId, null, async (tx, t) => {
        requireManager(t);
        const old = await revokeInvitation(tx, t, req.params.id, ctx.now());
        const role = isRole(old.role) ? old.role : 'viewer';
        return { t, created: await createInvitation(ctx, tx, t, { email: old.email, role }) };
      });
      return answer(t, created);
    },
  );

  r.delete(
    '/api/o/:orgId/members/invitations/:id',
    { schema: { tags, params: InvitationParams } },
    async (req) => {
      await inTenant(ctx, req, req.params.orgId, null, (tx, t) => {
        requireManager(t);
        return revokeInvitation(tx, t, req.params.id, ctx.now());
      });
      return ok(null, 'Invitation withdrawn');
    },
  );

  r.post('/api/invitations/lookup', { schema: { tags, body: LinkBody } }, async (req) => {
    requireIdentity(req);
    return ok(await lookupInvitation(ctx, orgIdOf(req.body.orgId), req.body.token));
  });

  r.post(
    '/api/invitations/accept',
    { schema: { tags, body: LinkBody.extend({ name: z.string().trim().max(120).optional() }) } },
    async (req) => {
      const auth = requireIdentity(req);
      const joined = await acceptInvitation(ctx, auth.identityId, {
        ...req.body,
        orgId: orgIdOf(req.body.orgId),
      });
      // A profile made just now is not in the caller's token yet: hand over fresh tokens.
      const session = joined.profileCreated ? await renewSession(ctx, auth, sessionClientOf(req)) : null;
      return ok({ ...joined, session }, `You joined ${joined.orgId} as ${joined.role}`);
    },
  );
};

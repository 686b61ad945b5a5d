import { randomBytes } from 'node:crypto';
import { type Role, type Invitation, type InvitationInfo, type InvitationStatus } from '@taxdesk/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { identities, invitations, memberships, orgs, users } from '../../db/schema';
import { inScope, type Tx } from '../../db/tenant';
import type { Tenant } from '../../lib/access';
import { hashOpaqueToken } from '../../lib/auth/tokens';
import { appUrl } from '../../lib/email/app-url';
import { inviteEmail } from '../../lib/email/invite-email';
import { sendEmail, type SentEmail } from '../../lib/email/send-email';
import { conflict, forbidden, HttpError, notFound, unauthorized } from '../../lib/http/errors';
import { roleChangeRefusal } from './member-rules';
import { isRole } from './members-service';

/** How long an invitation can be accepted. */
const INVITE_DAYS = 7;

type InvitationRow = typeof invitations.$inferSelect;

function statusOf(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  return row.expiresAt <= now ? 'expired' : 'pending';
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Invitations not yet accepted or revoked (pending, and expired ones that can be sent again). */
export async function listInvitations(tx: Tx, orgId: string, now: Date): Promise<Invitation[]> {
  const rows = await tx
    .select({ inv: invitations, by: users.name })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.orgId, orgId), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
    .orderBy(desc(invitations.createdAt))
    .limit(500);
  return rows.map(({ inv, by }) => ({
    id: inv.id,
    email: inv.email,
    role: inv.role as Role,
    source: inv.source,
    invitedBy: by,
    createdAt: inv.createdAt.toISOString(),
    expiresAt: inv.expiresAt.toISOString(),
    status: statusOf(inv, now),
  }));
}

export type NewInvitation = { invitation: Invitation; token: string; acceptUrl: string };

/**
 * Invites `email` as `role`: refused for someone who is already a member, and for a role the
 * inviter may not give. An earlier open invitation to the same address is replaced.
 */
export async function createInvitation(
  ctx: AppContext,
  tx: Tx,
  tenant: Tenant,
  input: { email: string; role: Role; source?: 'invite' | 'import' },
): Promise<NewInvitation> {
  const email = normaliseEmail(input.email);
  const refusal = roleChangeRefusal(tenant.role, null, input.role);
  if (refusal) throw forbidden(refusal);
  const member = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, tenant.orgId), eq(users.email, email)))
    .limit(1);
  if (member.length) throw conflict(`${email} is already a member of this organisation`);
  const now = ctx.now();
  await tx
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.orgId, tenant.orgId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    );
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(invitations)
    .values({
      orgId: tenant.orgId,
      email,
      role: input.role,
      tokenHash: hashOpaqueToken(token),
      source: input.source ?? 'invite',
      invitedBy: tenant.apiKeyId ? null : tenant.userId,
      expiresAt: new Date(now.getTime() + INVITE_DAYS * 86_400_000),
    })
    .returning();
  const inviter = await tx.query.users.findFirst({ where: eq(users.id, tenant.userId) });
  return {
    invitation: {
      id: row!.id,
      email,
      role: input.role,
      source: row!.source,
      invitedBy: inviter?.name ?? null,
      createdAt: row!.createdAt.toISOString(),
      expiresAt: row!.expiresAt.toISOString(),
      status: 'pending',
    },
    token,
    acceptUrl: inviteUrl(ctx, tenant.orgId, token),
  };
}

export function inviteUrl(ctx: AppContext, orgId: string, token: string): string {
  // In the fragment: browsers send it to no server and in no Referer; the app moves it out of the address.
  return appUrl(ctx.config, `/${orgId}/user#invite=${encodeURIComponent(token)}`);
}

/** Emails the invitation; the outcome (sent, logged, failed) goes back to the inviter. */
export async function emailInvitation(
  ctx: AppContext,
  tenant: Tenant,
  created: NewInvitation,
): Promise<SentEmail> {
  const { org, inviter } = await inScope(ctx.db, { orgId: tenant.orgId }, async (tx) => ({
    org: await tx.query.orgs.findFirst({ where: eq(orgs.id, tenant.orgId) }),
    inviter: await tx.query.users.findFirst({ where: eq(users.id, tenant.userId) }),
  }));
  return sendEmail(
    ctx,
    inviteEmail({
      orgId: tenant.orgId,
      orgName: org?.name ?? tenant.orgId,
      to: created.invitation.email,
      role: created.invitation.role,
      invitedBy: tenant.apiKeyId ? 'An administrator' : (inviter?.name ?? inviter?.email ?? 'A colleague'),
      acceptUrl: created.acceptUrl,
      expiresAt: new Date(created.invitation.expiresAt),
    }),
  );
}

export async function revokeInvitation(
  tx: Tx,
  tenant: Tenant,
  id: string,
  now: Date,
): Promise<InvitationRow> {
  const row = await tx.query.invitations.findFirst({
    where: and(eq(invitations.orgId, tenant.orgId), eq(invitations.id, id)),
  });
  if (!row || row.acceptedAt || row.revokedAt) throw notFound('No such open invitation');
  const refusal = roleChangeRefusal(tenant.role, null, row.role as Role);
  if (refusal) throw forbidden(refusal);
  await tx.update(invitations).set({ revokedAt: now }).where(eq(invitations.id, id));
  return row;
}

const gone = (message: string) => new HttpError(410, message);

async function findByToken(tx: Tx, orgId: string, token: string, lock: boolean) {
  const q = tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.orgId, orgId), eq(invitations.tokenHash, hashOpaqueToken(token))))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

/** What an invitation link offers, for the page that accepts it. */
export async function lookupInvitation(
  ctx: AppContext,
  orgId: string,
  token: string,
): Promise<InvitationInfo> {
  return inScope(ctx.db, { orgId }, async (tx) => {
    const row = await findByToken(tx, orgId, token, false);
    if (!row) throw notFound('This invitation link is not valid');
    const org = await tx.query.orgs.findFirst({ where: eq(orgs.id, orgId) });
    const by = row.invitedBy ? await tx.query.users.findFirst({ where: eq(users.id, row.invitedBy) }) : null;
    return {
      orgId,
      orgName: org?.name ?? orgId,
      email: row.email,
      role: row.role as Role,
      invitedBy: by?.name ?? null,
      expiresAt: row.expiresAt.toISOString(),
      status: statusOf(row, ctx.now()),
    };
  });
}

/**
 * Accepts an invitation for the signed-in identity, whose email must be the invited one; the
 * link, sent only to that address, confirms it (an identity that registered someone's address
 * cannot take what is sent to it without the mailbox). An
 * identity without a TaxDesk profile yet (a new account, a first single sign-on) gets one here,
 * named `name`, instead of going through Signup. Someone already a member keeps their role.
 */
export async function acceptInvitation(
  ctx: AppContext,
  identityId: string,
  input: { orgId: string; token: string; name?: string },
): Promise<{ orgId: string; role: Role; profileCreated: boolean }> {
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, identityId) });
  if (!identity) throw unauthorized();
  const email = identity.email ? normaliseEmail(identity.email) : null;
  return inScope(ctx.db, { orgId: input.orgId }, async (tx) => {
    const row = await findByToken(tx, input.orgId, input.token, true);
    if (!row) throw notFound('This invitation link is not valid');
    const status = statusOf(row, ctx.now());
    if (status === 'accepted') throw gone('This invitation has already been accepted');
    if (status === 'revoked') throw gone('This invitation was withdrawn; ask for a new one');
    if (status === 'expired') throw gone('This invitation has expired; ask for a new one');
    if (email !== row.email)
      throw forbidden(
        `This invitation is for ${row.email}; you are signed in as ${email ?? 'an account without an email address'}`,
      );
    // The invitation's link went to this address alone (single use, expiring): holding it shows the
    // address is the account's, as the confirmation link would. Registering someone's address gets
    // nothing without it (docs/security.md, pre-account takeover).
    if (!identity.emailVerifiedAt)
      await tx.update(identities).set({ emailVerifiedAt: ctx.now() }).where(eq(identities.id, identityId));
    let userId = identity.userId;
    const profileCreated = !userId;
    if (!userId) {
      const taken = await tx.query.users.findFirst({ where: eq(users.email, row.email) });
      if (taken) throw conflict('A profile with this email already exists; sign in with it');
      const name = input.name?.trim() || row.email.split('@')[0]!;
      const [user] = await tx.insert(users).values({ email: row.email, name }).returning({ id: users.id });
      userId = user!.id;
      await tx.update(identities).set({ userId }).where(eq(identities.id, identityId));
    }
    await tx.insert(memberships).values({ orgId: input.orgId, userId, role: row.role }).onConflictDoNothing();
    await tx
      .update(invitations)
      .set({ acceptedAt: sql`now()`, acceptedBy: userId })
      .where(eq(invitations.id, row.id));
    const member = await tx.query.memberships.findFirst({
      where: and(eq(memberships.orgId, input.orgId), eq(memberships.userId, userId)),
    });
    const role = member?.role ?? row.role;
    return { orgId: input.orgId, role: isRole(role) ? role : 'viewer', profileCreated };
  });
}

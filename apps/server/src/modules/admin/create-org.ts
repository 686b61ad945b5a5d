import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isOrgId, type CreatedFirm } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { invitations, memberships, orgs, users } from '../../db/schema';
import { applyScope } from '../../db/tenant';
import { userEmailVerified } from '../../lib/auth/email-verified';
import { hashOpaqueToken } from '../../lib/auth/tokens';
import { appUrl } from '../../lib/email/app-url';
import { inviteEmail } from '../../lib/email/invite-email';
import { sendEmail } from '../../lib/email/send-email';
import { badRequest, conflict } from '../../lib/http/errors';
import { fullLicence } from '../../lib/licence-defaults';
import { generateOrgId, isReservedOrgId } from '../../lib/org-id';
import { writeAudit } from './audit-log';
import { inPlatform, type Operator } from './platform-admin';

/** An organisation the operator creates for a firm is licensed for everything for a year, unless told otherwise. */
const OPERATOR_LICENCE_DAYS = 365;
/** A new firm's owner gets longer than a colleague's invitation to accept. */
const OWNER_INVITE_DAYS = 14;

type NewFirm = { name: string; ownerEmail: string; orgId?: string; days?: number };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates an organisation for a firm with every feature licensed for `days`. The owner is made
 * owner at once when they already have a TaxDesk profile whose address they have confirmed;
 * otherwise they are invited by email (the same invitation a firm sends its colleagues, as owner)
 * and become owner on accepting it with a confirmed address.
 */
export async function createFirmOrg(
  ctx: AppContext,
  operator: Operator,
  input: NewFirm,
): Promise<CreatedFirm> {
  const name = input.name.trim();
  if (!name || name.length > 120)
    throw badRequest('name', 'Organisation name is required (at most 120 characters).');
  const email = input.ownerEmail.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254)
    throw badRequest('ownerEmail', 'Please enter a valid email address.');
  const days = input.days ?? OPERATOR_LICENCE_DAYS;
  if (!Number.isInteger(days) || days < 1 || days > 3650)
    throw badRequest('days', 'Licence days must be a whole number from 1 to 3650.');
  let orgId = input.orgId?.trim().toUpperCase();
  if (orgId !== undefined && orgId !== '') {
    if (!isOrgId(orgId)) throw badRequest('orgId', 'Organisation id must be exactly six letters or digits.');
    if (isReservedOrgId(orgId)) throw badRequest('orgId', `${orgId} is reserved; choose another id.`);
  } else {
    orgId = undefined;
  }

  const now = ctx.now();
  const created = await inPlatform(ctx.db, async (tx) => {
    let id = orgId ?? generateOrgId();
    for (let tries = 0; ; tries++) {
      const taken = await tx.query.orgs.findFirst({ where: eq(orgs.id, id) });
      if (!taken) break;
      if (orgId) throw conflict(`Organisation ${orgId} already exists`);
      if (tries > 20) throw new Error('Could not find a free organisation id');
      id = generateOrgId();
    }
    // Memberships and invitations are organisation-scoped under row-level security: the new organisation is the scope.
    await applyScope(tx, { platform: true, orgId: id });
    await tx.insert(orgs).values({ id, name, ...fullLicence(now, days) });
    const found = await tx.query.users.findFirst({ where: eq(users.email, email) });
    const user = found && (await userEmailVerified(tx, found)) ? found : null;
    let token: string | null = null;
    let expiresAt: Date | null = null;
    if (user) {
      await tx.insert(memberships).values({ orgId: id, userId: user.id, role: 'owner' });
    } else {
      token = randomBytes(32).toString('base64url');
      expiresAt = new Date(now.getTime() + OWNER_INVITE_DAYS * 86_400_000);
      await tx.insert(invitations).values({
        orgId: id,
        email,
        role: 'owner',
        tokenHash: hashOpaqueToken(token),
        source: 'operator',
        invitedBy: operator.userId,
        expiresAt,
      });
    }
    await writeAudit(tx, operator, {
      action: 'org.create',
      orgId: id,
      target: email,
      details: { name, licenceDays: days, owner: user ? 'member' : 'invited' },
    });
    return { id, token, expiresAt };
  });

  const result: CreatedFirm = {
    orgId: created.id,
    name,
    owner: { email, status: created.token ? 'invited' : 'member' },
    licenceDays: days,
  };
  if (created.token && created.expiresAt) {
    // The Users screen accepts invitations, owners' included (the token in the fragment: see inviteUrl).
    const acceptUrl = appUrl(ctx.config, `/${created.id}/user#invite=${encodeURIComponent(created.token)}`);
    const sent = await sendEmail(
      ctx,
      inviteEmail({
        orgId: created.id,
        orgName: name,
        to: email,
        role: 'owner',
        invitedBy: 'TaxDesk',
        acceptUrl,
        expiresAt: created.expiresAt,
      }),
    );
    result.owner.emailStatus = sent.status;
    result.owner.acceptUrl = acceptUrl;
  }
  return result;
}

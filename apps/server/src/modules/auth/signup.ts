import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { identities, memberships, orgs, users } from '../../db/schema';
import { applyScope } from '../../db/tenant';
import { conflict, unauthorized } from '../../lib/http/errors';
import { fullLicence, TRIAL_DAYS } from '../../lib/licence-defaults';
import { generateOrgId } from '../../lib/org-id';
import { recordReferral } from '../../lib/referrals';

/** Completes registration: a profile for the identity and a first organisation it owns, at once. */
export async function completeSignup(
  ctx: AppContext,
  identityId: string,
  input: { name: string; orgName: string; referralCode?: string },
): Promise<{ userId: string; orgId: string }> {
  return ctx.db.transaction(async (tx) => {
    const identity = await tx.query.identities.findFirst({ where: eq(identities.id, identityId) });
    if (!identity) throw unauthorized();
    if (identity.userId) throw conflict('Your profile already exists');
    const email = identity.email;
    if (!email) throw conflict('Your identity provider did not give an email address');
    const taken = await tx.query.users.findFirst({ where: eq(users.email, email) });
    if (taken) throw conflict('A profile with this email already exists; sign in with it');
    const [user] = await tx.insert(users).values({ email, name: input.name }).returning({ id: users.id });
    const userId = user!.id;
    await tx.update(identities).set({ userId }).where(eq(identities.id, identityId));
    const orgId = generateOrgId();
    await applyScope(tx, { orgId, userId });
    await tx.insert(orgs).values({ id: orgId, name: input.orgName, ...fullLicence(ctx.now(), TRIAL_DAYS) });
    await tx.insert(memberships).values({ orgId, userId, role: 'owner' });
    if (input.referralCode)
      await recordReferral(tx, { code: input.referralCode, orgId, orgName: input.orgName, userId, email });
    return { userId, orgId };
  });
}

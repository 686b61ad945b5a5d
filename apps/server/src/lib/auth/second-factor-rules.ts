import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { usesSandbox } from '../../config-portals';
import { identities, memberships, orgs, users } from '../../db/schema';
import { inScope } from '../../db/tenant';

/**
 * Whether platform admins must have a second factor: `ADMIN_SECOND_FACTOR`, else yes, except in
 * the embedded default (the sandbox plays every portal), whose demo admin signs in with a password.
 */
export function adminSecondFactorRequired(ctx: AppContext): boolean {
  const setting = ctx.config.ADMIN_SECOND_FACTOR;
  return setting ? setting === 'required' : !usesSandbox(ctx.config);
}

/**
 * Why this person must sign in with a second factor, as a sentence to show them, or null when
 * nothing asks it of them: being a platform admin, or a member of an organisation that requires it.
 */
export async function secondFactorRequirement(ctx: AppContext, userId: string): Promise<string | null> {
  const user = await ctx.db.query.users.findFirst({ where: eq(users.id, userId) });
  if (!user) return null;
  if (user.isPlatformAdmin && adminSecondFactorRequired(ctx))
    return 'Platform admins sign in with a second factor.';
  const [org] = await inScope(ctx.db, { userId }, (tx) =>
    tx
      .select({ name: orgs.name })
      .from(memberships)
      .innerJoin(orgs, eq(orgs.id, memberships.orgId))
      .where(and(eq(memberships.userId, userId), eq(orgs.requireSecondFactor, true)))
      .orderBy(orgs.name)
      .limit(1),
  );
  return org ? `${org.name} asks its members to sign in with a second factor.` : null;
}

/**
 * Whether a session's identity is a built-in password one (the second factor is TaxDesk's to ask),
 * rather than the identity provider's (which asks its own: docs/security.md).
 */
export async function signedInWithPassword(ctx: AppContext, identityId: string): Promise<boolean> {
  const identity = await ctx.db.query.identities.findFirst({ where: eq(identities.id, identityId) });
  return identity?.provider === 'local';
}

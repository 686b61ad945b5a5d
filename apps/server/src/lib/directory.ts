import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/pool';
import { identities, memberships, orgs, sessions, users } from '../db/schema';
import { inScope } from '../db/tenant';
import { hashPassword } from './crypto/password-hash';
import type { Role } from '@taxdesk/domain';

/** Users, organisations and memberships: the primitives signup, seeds and the operator use. */

export async function ensureLocalUser(
  db: Db,
  input: { email: string; password: string; name: string; isPlatformAdmin?: boolean },
): Promise<string> {
  const email = input.email.trim().toLowerCase();
  const existing = await db.query.users.findFirst({ where: eq(users.email, email) });
  const userId =
    existing?.id ??
    (
      await db
        .insert(users)
        .values({ email, name: input.name, isPlatformAdmin: input.isPlatformAdmin ?? false })
        .returning()
    )[0]!.id;
  const identity = await db.query.identities.findFirst({
    where: and(eq(identities.provider, 'local'), eq(identities.subject, email)),
  });
  // The operator vouches for the address: the account counts as confirmed.
  if (!identity) {
    await db.insert(identities).values({
      provider: 'local',
      subject: email,
      email,
      passwordHash: await hashPassword(input.password),
      userId,
      emailVerifiedAt: new Date(),
    });
  } else if (!identity.emailVerifiedAt) {
    // Someone registered this address and never confirmed it: they do not keep it. The password is
    // the operator's now, and the sessions it had end.
    await db
      .update(identities)
      .set({ userId, passwordHash: await hashPassword(input.password), emailVerifiedAt: new Date() })
      .where(eq(identities.id, identity.id));
    await db.delete(sessions).where(eq(sessions.identityId, identity.id));
  } else if (!identity.userId) {
    await db.update(identities).set({ userId }).where(eq(identities.id, identity.id));
  }
  return userId;
}

export async function createOrg(db: Db, input: typeof orgs.$inferInsert): Promise<string> {
  const id = input.id.toUpperCase();
  await inScope(db, { orgId: id }, (tx) => tx.insert(orgs).values({ ...input, id }));
  return id;
}

export async function updateOrgLicence(
  db: Db,
  orgId: string,
  licence: Partial<typeof orgs.$inferInsert>,
): Promise<void> {
  await inScope(db, { orgId }, (tx) => tx.update(orgs).set(licence).where(eq(orgs.id, orgId)));
}

export async function addMember(db: Db, orgId: string, userId: string, role: Role): Promise<void> {
  await inScope(db, { orgId }, (tx) =>
    tx
      .insert(memberships)
      .values({ orgId, userId, role })
      .onConflictDoUpdate({
        target: [memberships.orgId, memberships.userId],
        set: { role },
      }),
  );
}

export async function orgExists(db: Db, orgId: string): Promise<boolean> {
  const row = await inScope(db, { orgId }, (tx) => tx.query.orgs.findFirst({ where: eq(orgs.id, orgId) }));
  return !!row;
}

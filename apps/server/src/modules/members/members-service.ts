import { and, asc, eq, sql } from 'drizzle-orm';
import { ROLES, type Role, type Member } from '@taxdesk/domain';
import { memberships, users } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { type Tenant } from '../../lib/access';
import { conflict, forbidden, notFound } from '../../lib/http/errors';
import { LAST_OWNER_MESSAGE, removalRefusal, roleChangeRefusal } from './member-rules';

export async function listMembers(tx: Tx, orgId: string): Promise<Member[]> {
  const rows = await tx
    .select({
      userId: memberships.userId,
      name: users.name,
      email: users.email,
      role: memberships.role,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.orgId, orgId))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((r) => ({ ...r, role: r.role as Role, joinedAt: r.joinedAt.toISOString() }));
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** The member's role, locking the organisation's owner rows so two demotions cannot both pass. */
async function memberRole(tx: Tx, orgId: string, userId: string): Promise<Role> {
  await tx.execute(sql`SELECT 1 FROM memberships WHERE org_id = ${orgId} AND role = 'owner' FOR UPDATE`);
  const row = await tx.query.memberships.findFirst({
    where: and(eq(memberships.orgId, orgId), eq(memberships.userId, userId)),
  });
  if (!row) throw notFound('No such member');
  return row.role as Role;
}

async function ownerCount(tx: Tx, orgId: string): Promise<number> {
  const r = await tx.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM memberships WHERE org_id = ${orgId} AND role = 'owner'`,
  );
  return r.rows[0]?.n ?? 0;
}

/** Changes a member's role: owners/admins only, owners for the owner role, never the last owner. */
export async function changeRole(tx: Tx, tenant: Tenant, userId: string, to: Role): Promise<Role> {
  const from = await memberRole(tx, tenant.orgId, userId);
  const refusal = roleChangeRefusal(tenant.role, from, to);
  if (refusal) throw forbidden(refusal);
  if (from === to) return to;
  if (from === 'owner' && (await ownerCount(tx, tenant.orgId)) <= 1) throw conflict(LAST_OWNER_MESSAGE);
  await tx
    .update(memberships)
    .set({ role: to })
    .where(and(eq(memberships.orgId, tenant.orgId), eq(memberships.userId, userId)));
  return to;
}

/**
 * Removes a member. Anyone may leave (remove themselves); owners and admins remove others. The
 * last owner can do neither.
 */
export async function removeMember(tx: Tx, tenant: Tenant, userId: string): Promise<void> {
  const target = await memberRole(tx, tenant.orgId, userId);
  const self = userId === tenant.userId && !tenant.apiKeyId;
  if (!self) {
    const refusal = removalRefusal(tenant.role, target);
    if (refusal) throw forbidden(refusal);
  }
  if (target === 'owner' && (await ownerCount(tx, tenant.orgId)) <= 1) throw conflict(LAST_OWNER_MESSAGE);
  await tx
    .delete(memberships)
    .where(and(eq(memberships.orgId, tenant.orgId), eq(memberships.userId, userId)));
}

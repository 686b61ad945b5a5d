import type { TestServer } from './harness';

/**
 * The callers every operator API is tried with: a platform admin (who belongs to no organisation
 * in particular), an owner and a member of an organisation, and someone from another organisation.
 */
export type Cast = { admin: string; owner: string; member: string; outsider: string; adminUserId: string };

export async function adminCast(s: TestServer, orgId: string): Promise<Cast> {
  const admin = await s.memberOf(
    `${orgId.slice(0, 4)}AD`,
    'owner',
    `operator-${orgId.toLowerCase()}@example.com`,
  );
  await s.ctx.pools.owner.query('UPDATE users SET is_platform_admin = true WHERE id = $1', [admin.userId]);
  const owner = await s.memberOf(orgId, 'owner');
  const member = await s.memberOf(orgId, 'member');
  const outsider = await s.memberOf(`${orgId.slice(0, 4)}XX`, 'owner');
  return {
    admin: admin.token,
    owner: owner.token,
    member: member.token,
    outsider: outsider.token,
    adminUserId: admin.userId,
  };
}

/** Everyone but the platform admin: each must get 404 from an operator API. */
export function nonAdmins(cast: Cast): [string, string][] {
  return [
    ['owner', cast.owner],
    ['member', cast.member],
    ['non-member', cast.outsider],
  ];
}

import { and, eq, isNotNull } from 'drizzle-orm';
import { identities } from '../../db/schema';
import type { Db } from '../../db/pool';
import type { Tx } from '../../db/tenant';

/**
 * Whether the person behind a profile has shown that its address is theirs, through one of their
 * sign-ins (docs/security.md). Someone who registered another's address and never opened the
 * link is not given what is meant for that address: an operator's membership, an invitation, the
 * platform-admin role.
 */
export async function userEmailVerified(db: Db | Tx, user: { id: string; email: string }): Promise<boolean> {
  const [row] = await db
    .select({ id: identities.id })
    .from(identities)
    .where(
      and(
        eq(identities.userId, user.id),
        eq(identities.email, user.email),
        isNotNull(identities.emailVerifiedAt),
      ),
    )
    .limit(1);
  return !!row;
}

import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { Tx } from '../db/tenant';

/** How a log names who started something: the user's name, else their email. */
export async function userLabel(tx: Tx, userId: string): Promise<string> {
  const [u] = await tx
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return u?.name || u?.email || 'a user';
}

import { and, count, eq, gt, gte, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { SignInLock } from '@taxdesk/domain';
import type { Db } from '../../db/pool';
import { loginAttempts, signInAddresses } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import {
  ACCOUNT_LIMIT,
  ADDRESS_LIMIT,
  lockedUntil,
  PAIR_LIMIT,
  SIGN_IN_MEMORY_MS,
  type SignInLimit,
} from './sign-in-limits';

type Group = { address: string | null; email: string | null; failures: number; last: Date | null };

/** Every lock in force at `now`, the longest first. */
export async function listSignInLocks(db: Db | Tx, now: Date): Promise<SignInLock[]> {
  const since = gt(loginAttempts.at, new Date(now.getTime() - SIGN_IN_MEMORY_MS));
  const { ip, email, at } = loginAttempts;
  const groups = (by: 'pair' | 'address' | 'account', limit: SignInLimit): Promise<Group[]> =>
    db
      .select({
        address: by === 'account' ? sql<string | null>`NULL::text` : ip,
        email: by === 'address' ? sql<string | null>`NULL::text` : email,
        failures: count(),
        last: max(at),
      })
      .from(loginAttempts)
      .where(since)
      .groupBy(...(by === 'pair' ? [ip, email] : by === 'address' ? [ip] : [email]))
      .having(gte(count(), limit.free));
  const found = await Promise.all([
    groups('pair', PAIR_LIMIT).then((g) => locks('pair', PAIR_LIMIT, g, now)),
    groups('address', ADDRESS_LIMIT).then((g) => locks('address', ADDRESS_LIMIT, g, now)),
    groups('account', ACCOUNT_LIMIT).then((g) => locks('account', ACCOUNT_LIMIT, g, now)),
  ]);
  const all = found.flat();
  await countKnownAddresses(db, all);
  return all.sort((a, b) => b.lockedUntil.localeCompare(a.lockedUntil));
}

/** Fills in, for each account lock, how many addresses the account still lets in. */
async function countKnownAddresses(db: Db | Tx, found: SignInLock[]): Promise<void> {
  const accounts = found.filter((l) => l.kind === 'account' && l.email);
  if (!accounts.length) return;
  const rows = await db
    .select({ email: signInAddresses.email, n: count() })
    .from(signInAddresses)
    .where(
      inArray(
        signInAddresses.email,
        accounts.map((l) => l.email!),
      ),
    )
    .groupBy(signInAddresses.email);
  const byEmail = new Map(rows.map((r) => [r.email, r.n]));
  for (const lock of accounts) lock.knownAddresses = byEmail.get(lock.email!) ?? 0;
}

/**
 * Forgets the failures behind a lock: of an address, of an account, or of the two together.
 * Answers how many failures were forgotten.
 */
export async function clearSignInFailures(
  db: Db | Tx,
  which: { address?: string; email?: string },
): Promise<number> {
  const where: SQL[] = [];
  if (which.address) where.push(eq(loginAttempts.ip, which.address));
  if (which.email) where.push(eq(loginAttempts.email, which.email));
  if (!where.length) return 0;
  const gone = await db
    .delete(loginAttempts)
    .where(and(...where))
    .returning({ id: loginAttempts.id });
  return gone.length;
}

function locks(kind: SignInLock['kind'], limit: SignInLimit, groups: Group[], now: Date): SignInLock[] {
  return groups.flatMap((g) => {
    const until = lockedUntil(limit, { failures: g.failures, last: g.last });
    if (!until || until <= now || !g.last) return [];
    return [
      {
        kind,
        address: g.address,
        email: g.email,
        failures: g.failures,
        lastFailureAt: g.last.toISOString(),
        lockedUntil: until.toISOString(),
      },
    ];
  });
}

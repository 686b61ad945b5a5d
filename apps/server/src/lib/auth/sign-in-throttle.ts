import { createHash } from 'node:crypto';
import { and, desc, eq, gt, lt, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginAttempts, signInAddresses } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { tooMany } from '../http/errors';
import { addressKey } from './client-address';
import {
  refusalMessage,
  retryAfterSeconds,
  SIGN_IN_ADDRESSES_KEPT,
  SIGN_IN_MEMORY_MS,
  signInRefusal,
  type SignInCounts,
} from './sign-in-limits';

/** A password check under way: its row in `login_attempts` counts as a failure until it succeeds. */
type SignInAttempt = { id: number; email: string; address: string };

/**
 * Weighs the failures so far and, unless they refuse it, records the attempt, all while holding
 * a lock on the account and one on the address (PostgreSQL advisory locks, released at commit).
 * A burst of parallel guesses therefore goes one at a time through the count: each sees every
 * earlier member's row, and none can slip past before it is counted. A refused attempt leaves no
 * trace: waiting is never made longer by asking.
 */
export async function startSignInAttempt(ctx: AppContext, email: string, ip: string): Promise<SignInAttempt> {
  const address = addressKey(ip);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    for (const key of lockKeys(email, address))
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${key}::bigint)`);
    const refusal = signInRefusal(await failuresSoFar(tx, { email, address }, now), now);
    if (refusal) throw tooMany(refusalMessage(refusal, now), retryAfterSeconds(refusal, now));
    const [row] = await tx
      .insert(loginAttempts)
      .values({ email, ip: address, at: now })
      .returning({ id: loginAttempts.id });
    return { id: row!.id, email, address };
  });
}

/**
 * The two locks' keys, in one order for everyone so two attempts never wait on each other's
 * second lock. 63 bits of a SHA-256 keep two different accounts or addresses from sharing a lock.
 */
function lockKeys(email: string, address: string): string[] {
  const key = (what: string) =>
    BigInt(`0x${createHash('sha256').update(`sign-in:${what}`).digest('hex').slice(0, 16)}`) >> 1n;
  return [key(`account:${email}`), key(`address:${address}`)]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map(String);
}

/**
 * The right password: this address's failures for this account are forgotten. The address's
 * failures for other accounts and the account's from other addresses stay, or a sprayer with one
 * account of their own could wipe their record by signing in to it. The address joins the
 * account's known ones, which an account under attack still lets in; the oldest beyond
 * SIGN_IN_ADDRESSES_KEPT go.
 */
export async function signInSucceeded(ctx: AppContext, attempt: SignInAttempt): Promise<void> {
  const { email, address } = attempt;
  await ctx.db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, address)));
  await ctx.db
    .insert(signInAddresses)
    .values({ email, address, lastAt: ctx.now() })
    .onConflictDoUpdate({
      target: [signInAddresses.email, signInAddresses.address],
      set: { lastAt: ctx.now() },
    });
  const kept = ctx.db
    .select({ address: signInAddresses.address })
    .from(signInAddresses)
    .where(eq(signInAddresses.email, email))
    .orderBy(desc(signInAddresses.lastAt))
    .limit(SIGN_IN_ADDRESSES_KEPT);
  await ctx.db
    .delete(signInAddresses)
    .where(and(eq(signInAddresses.email, email), notInArray(signInAddresses.address, kept)));
}

/**
 * A wrong password: the attempt's row stays as the failure, and every row past remembering goes.
 * The table then holds at most an hour of failures, which the limits keep small, so sweeping it
 * costs less than the password hash that came before.
 */
export async function signInFailed(ctx: AppContext): Promise<void> {
  const since = new Date(ctx.now().getTime() - SIGN_IN_MEMORY_MS);
  await ctx.db.delete(loginAttempts).where(lt(loginAttempts.at, since));
}

/** The check itself broke (not a wrong password): the attempt is not held against anyone. */
export async function forgetAttempt(ctx: AppContext, attempt: SignInAttempt): Promise<void> {
  await ctx.db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
}

async function failuresSoFar(
  db: Tx,
  attempt: { email: string; address: string },
  now: Date,
): Promise<SignInCounts> {
  const { email, ip, at } = loginAttempts;
  const pair = sql`${ip} = ${attempt.address} AND ${email} = ${attempt.email}`;
  const address = sql`${ip} = ${attempt.address}`;
  const account = sql`${email} = ${attempt.email}`;
  const [row] = await db
    .select({
      pair: sql<number>`count(*) FILTER (WHERE ${pair})`.mapWith(Number),
      pairLast: sql<Date | null>`max(${at}) FILTER (WHERE ${pair})`.mapWith(at),
      address: sql<number>`count(*) FILTER (WHERE ${address})`.mapWith(Number),
      addressLast: sql<Date | null>`max(${at}) FILTER (WHERE ${address})`.mapWith(at),
      account: sql<number>`count(*) FILTER (WHERE ${account})`.mapWith(Number),
      accountLast: sql<Date | null>`max(${at}) FILTER (WHERE ${account})`.mapWith(at),
    })
    .from(loginAttempts)
    .where(
      and(
        or(eq(email, attempt.email), eq(ip, attempt.address)),
        gt(at, new Date(now.getTime() - SIGN_IN_MEMORY_MS)),
      ),
    );
  const known = await db
    .select({ address: signInAddresses.address })
    .from(signInAddresses)
    .where(and(eq(signInAddresses.email, attempt.email), eq(signInAddresses.address, attempt.address)));
  return {
    knownAddress: known.length > 0,
    pair: { failures: row?.pair ?? 0, last: row?.pairLast ?? null },
    address: { failures: row?.address ?? 0, last: row?.addressLast ?? null },
    account: { failures: row?.account ?? 0, last: row?.accountLast ?? null },
  };
}

import { and, desc, eq, gt, lt, notInArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/pool';
import { loginAttempts, signInAddresses } from '../../db/schema';
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
 * Records the attempt first and then weighs only the attempts before it, so a burst of parallel
 * guesses sees its own earlier members and cannot all slip through before any is counted. A
 * refused attempt leaves no trace: waiting is never made longer by asking.
 */
export async function startSignInAttempt(ctx: AppContext, email: string, ip: string): Promise<SignInAttempt> {
  const address = addressKey(ip);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(loginAttempts)
    .values({ email, ip: address, at: now })
    .returning({ id: loginAttempts.id });
  const attempt = { id: row!.id, email, address };
  const refusal = signInRefusal(await failuresBefore(ctx.db, attempt, now), now);
  if (refusal) {
    await forgetAttempt(ctx, attempt);
    throw tooMany(refusalMessage(refusal, now), retryAfterSeconds(refusal, now));
  }
  return attempt;
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

async function failuresBefore(db: Db, attempt: SignInAttempt, now: Date): Promise<SignInCounts> {
  const { email, ip, at, id } = loginAttempts;
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
        lt(id, attempt.id),
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

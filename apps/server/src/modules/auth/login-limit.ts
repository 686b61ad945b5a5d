import { and, count, eq, gt, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { loginAttempts } from '../../db/schema';
import { tooMany } from '../../lib/http/errors';

const WINDOW_MS = 15 * 60 * 1000;
const PER_EMAIL = 5;
const PER_ADDRESS = 30;

/** Refuses a sign-in when this email or address failed too often in the last 15 minutes. */
export async function checkLoginLimit(ctx: AppContext, email: string, ip: string): Promise<void> {
  const since = new Date(ctx.now().getTime() - WINDOW_MS);
  const [byEmail] = await ctx.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email), gt(loginAttempts.at, since)));
  const [byIp] = await ctx.db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), gt(loginAttempts.at, since)));
  if ((byEmail?.n ?? 0) >= PER_EMAIL || (byIp?.n ?? 0) >= PER_ADDRESS) {
    throw tooMany('Too many sign-in attempts. Please wait 15 minutes and try again.', WINDOW_MS / 1000);
  }
}

export async function recordLoginFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.db.insert(loginAttempts).values({ email, ip });
}

export async function clearLoginFailures(ctx: AppContext, email: string, ip: string): Promise<void> {
  await ctx.db.delete(loginAttempts).where(or(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
}

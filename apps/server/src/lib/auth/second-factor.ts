import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recoveryCodes, secondFactors } from '../../db/schema';
import { badRequest, conflict } from '../http/errors';
import { hashRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';
import { forgetAttempt, signInFailed, signInSucceeded, startSignInAttempt } from './sign-in-throttle';
import { matchTotp, newTotpSecret, TOTP_CODE, totpUri } from './totp';

/**
 * A person's authenticator (TOTP) and recovery codes. The seed is sealed bound to the person
 * (associated data naming them), so a sealed seed copied to another person's row does not open.
 */
export function secondFactorAd(userId: string): string {
  return JSON.stringify(['second_factors', userId]);
}

const WRONG_CODE = 'That code is not right. Use the newest code your app shows, or an unused recovery code.';

async function confirmedFactor(ctx: AppContext, userId: string) {
  return ctx.db.query.secondFactors.findFirst({
    where: and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)),
  });
}

export async function hasSecondFactor(ctx: AppContext, userId: string): Promise<boolean> {
  return !!(await confirmedFactor(ctx, userId));
}

export async function recoveryCodesLeft(ctx: AppContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/**
 * A new seed for the person's app, kept until a first code confirms it. Refused while one is
 * confirmed: replacing it takes turning it off first, which needs a code or the password.
 */
export async function startSecondFactorSetup(
  ctx: AppContext,
  userId: string,
  account: string,
): Promise<{ secret: string; uri: string }> {
  if (await confirmedFactor(ctx, userId))
    throw conflict('Two-step sign-in is already on. Turn it off first to move to another app.');
  const secret = newTotpSecret();
  const sealed = ctx.box.encrypt(secret, secondFactorAd(userId));
  await ctx.db
    .insert(secondFactors)
    .values({ userId, secret: sealed })
    .onConflictDoUpdate({
      target: secondFactors.userId,
      set: { secret: sealed, confirmedAt: null, lastStep: null, createdAt: ctx.now() },
      // Never over a confirmed one (two setups racing with a confirmation between them).
      setWhere: isNull(secondFactors.confirmedAt),
    });
  return { secret, uri: totpUri(secret, account) };
}

/** The first code from the app turns the factor on; the answer is the first set of recovery codes. */
export async function confirmSecondFactor(ctx: AppContext, userId: string, code: string): Promise<string[]> {
  const row = await ctx.db.query.secondFactors.findFirst({ where: eq(secondFactors.userId, userId) });
  if (!row) throw conflict('Start the setup again: no app is waiting to be confirmed.');
  if (row.confirmedAt) throw conflict('Two-step sign-in is already on.');
  const step = matchTotp(ctx.box.decrypt(row.secret, secondFactorAd(userId)), code.trim(), ctx.now(), null);
  if (step === null) throw badRequest('code', 'That code is not right. Type the code your app shows now.');
  const [done] = await ctx.db
    .update(secondFactors)
    .set({ confirmedAt: ctx.now(), lastStep: step })
    .where(
      and(
        eq(secondFactors.userId, userId),
        eq(secondFactors.secret, row.secret),
        isNull(secondFactors.confirmedAt),
      ),
    )
    .returning({ userId: secondFactors.userId });
  if (!done) throw conflict('Start the setup again: the app to confirm was replaced meanwhile.');
  return replaceRecoveryCodes(ctx, userId);
}

/** Ten new recovery codes; the old ones stop working. Only their hashes are kept. */
export async function replaceRecoveryCodes(ctx: AppContext, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
  });
  return codes;
}

export async function turnOffSecondFactor(ctx: AppContext, userId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(secondFactors).where(eq(secondFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  });
}

/**
 * Spends a code: a TOTP code of a step after the last one used, or an unused recovery code. The
 * spend is one conditional update, so two requests with the same code cannot both succeed.
 */
async function spendCode(ctx: AppContext, userId: string, code: string): Promise<'app' | 'recovery' | null> {
  const typed = code.trim();
  if (TOTP_CODE.test(typed)) {
    const row = await confirmedFactor(ctx, userId);
    if (!row) return null;
    const step = matchTotp(
      ctx.box.decrypt(row.secret, secondFactorAd(userId)),
      typed,
      ctx.now(),
      row.lastStep,
    );
    if (step === null) return null;
    const [spent] = await ctx.db
      .update(secondFactors)
      .set({ lastStep: step })
      .where(
        and(
          eq(secondFactors.userId, userId),
          or(isNull(secondFactors.lastStep), lt(secondFactors.lastStep, step)),
        ),
      )
      .returning({ userId: secondFactors.userId });
    return spent ? 'app' : null;
  }
  if (!(await confirmedFactor(ctx, userId))) return null;
  const [used] = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: ctx.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used ? 'recovery' : null;
}

/**
 * Checks a second-factor code under the sign-in throttle of `email` from `ip`: a wrong code
 * counts as a failed sign-in (so guessing codes waits as guessing passwords does), a right one
 * clears that address's failures as a right password would. Answers 400 (field `code`) when wrong.
 */
export async function checkSecondFactorCode(
  ctx: AppContext,
  who: { userId: string; email: string; ip: string },
  code: string,
): Promise<'app' | 'recovery'> {
  const attempt = await startSignInAttempt(ctx, who.email, who.ip);
  let kind: 'app' | 'recovery' | null;
  try {
    kind = await spendCode(ctx, who.userId, code);
  } catch (err) {
    await forgetAttempt(ctx, attempt);
    throw err;
  }
  if (!kind) {
    await signInFailed(ctx);
    throw badRequest('code', WRONG_CODE);
  }
  await signInSucceeded(ctx, attempt);
  return kind;
}

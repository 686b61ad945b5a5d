import { and, eq } from 'drizzle-orm';
import { referralCodes, referrals } from '../db/schema';
import type { Tx } from '../db/tenant';
import { badRequest } from './http/errors';

/** Referral codes are written upper-case, letters, digits and dashes. */
export function normaliseReferralCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/**
 * Records that the organisation just created at signup was referred through `code`, in the
 * signup's transaction: an unknown or withdrawn code refuses the signup (400), so nothing is made.
 */
export async function recordReferral(
  tx: Tx,
  input: { code: string; orgId: string; orgName: string; userId: string; email: string | null },
): Promise<void> {
  const code = normaliseReferralCode(input.code);
  const found = await tx
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code), eq(referralCodes.active, true)));
  if (!found.length) throw badRequest('referralCode', `${code} is not a valid referral code`);
  // No RETURNING: only the operator may read referrals back.
  await tx.insert(referrals).values({
    code,
    referredOrgId: input.orgId,
    referredOrgName: input.orgName,
    referredUserId: input.userId,
    referredEmail: input.email,
  });
}

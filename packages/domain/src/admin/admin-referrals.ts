import { z } from 'zod';

/** A referral code with its sign-ups (`/api/admin/referrals/codes`). */
export const ReferralCode = z.object({
  code: z.string(),
  ownerOrgId: z.string().nullable(),
  ownerName: z.string(),
  note: z.string().nullable(),
  active: z.boolean(),
  createdBy: z.string(),
  createdAt: z.string(),
  signups: z.number(),
  signupsLast30Days: z.number(),
  lastSignupAt: z.string().nullable(),
});
export type ReferralCode = z.infer<typeof ReferralCode>;

/** Who referred whom (`/api/admin/referrals`). */
export const Referral = z.object({
  code: z.string(),
  referrerName: z.string(),
  referrerOrgId: z.string().nullable(),
  referredOrgId: z.string(),
  referredOrgName: z.string(),
  /** Whether the referred organisation still exists. */
  referredOrgExists: z.boolean(),
  referredEmail: z.string().nullable(),
  at: z.string(),
});
export type Referral = z.infer<typeof Referral>;

export const ReferralPage = z.object({ rows: z.array(Referral), total: z.number() });
export type ReferralPage = z.infer<typeof ReferralPage>;

/** A new referral code (`POST /api/admin/referrals/codes`): chosen or generated, optionally an owner. */
export const NewReferralCode = z.object({
  code: z.string().max(40).optional(),
  ownerOrgId: z.string().max(20).optional(),
  ownerName: z.string().max(200).optional(),
  note: z.string().max(1000).optional(),
});
export type NewReferralCode = z.infer<typeof NewReferralCode>;

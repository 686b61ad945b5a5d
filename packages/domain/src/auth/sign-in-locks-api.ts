import { z } from 'zod';

/**
 * A limit holding sign-ins back now (`GET /api/admin/sign-in-locks`, docs/security.md): `pair` is
 * one address for one account; `address` is every account from that address; `account` is every
 * address that failed for the account or has never signed in to it (`knownAddresses` of its own
 * still get in).
 */
export const SignInLock = z.object({
  kind: z.enum(['pair', 'address', 'account']),
  address: z.string().nullable(),
  email: z.string().nullable(),
  failures: z.number().int(),
  lastFailureAt: z.string(),
  lockedUntil: z.string(),
  /** For an account lock: how many addresses it has signed in from, which it still lets in. */
  knownAddresses: z.number().int().optional(),
});
export type SignInLock = z.infer<typeof SignInLock>;

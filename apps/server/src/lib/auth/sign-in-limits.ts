/**
 * Sign-in throttling rules (docs/security.md). Failures are remembered for SIGN_IN_MEMORY_MS; past
 * a limit's free failures, each further one doubles the wait after it, up to the cap.
 */
export type SignInLimit = { free: number; firstDelayMs: number; maxDelayMs: number };

export const SIGN_IN_MEMORY_MS = 60 * 60_000;

/** One address guessing one account's password: the usual case, and the strictest limit. */
export const PAIR_LIMIT: SignInLimit = { free: 5, firstDelayMs: 30_000, maxDelayMs: 15 * 60_000 };

/** One address failing for any accounts (password spraying); loose enough for an office behind one NAT. */
export const ADDRESS_LIMIT: SignInLimit = { free: 20, firstDelayMs: 60_000, maxDelayMs: 30 * 60_000 };

/**
 * One account failing from many addresses (a distributed guess). Past it, the account takes
 * sign-ins only from addresses that have signed in to it before and have not been failing for it:
 * a guess spread over thousands of fresh addresses is stopped, while the person still gets in from
 * their usual networks, so nobody can lock them out by knowing their email.
 */
export const ACCOUNT_LIMIT: SignInLimit = { free: 10, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 };

type FailureCount = { failures: number; last: Date | null };
type SignInRefusal = { reason: 'pair' | 'address' | 'account'; until: Date };

/** Until when `failures` under `limit` hold sign-ins back; null when they do not. */
export function lockedUntil(limit: SignInLimit, count: FailureCount): Date | null {
  if (count.failures < limit.free || !count.last) return null;
  const delay = Math.min(limit.maxDelayMs, limit.firstDelayMs * 2 ** (count.failures - limit.free));
  return new Date(count.last.getTime() + delay);
}

/**
 * What weighs on an attempt: the failures before it, and whether its address has signed in to the
 * account successfully before (one of the last SIGN_IN_ADDRESSES_KEPT).
 */
export type SignInCounts = {
  pair: FailureCount;
  address: FailureCount;
  account: FailureCount;
  knownAddress: boolean;
};

/** Successful sign-in addresses remembered per account: an office, home, a phone, with room to spare. */
export const SIGN_IN_ADDRESSES_KEPT = 20;

/** The longest wait the failures so far impose on a new attempt, or null to let it through. */
export function signInRefusal(counts: SignInCounts, now: Date): SignInRefusal | null {
  const candidates: SignInRefusal[] = [];
  const add = (reason: SignInRefusal['reason'], until: Date | null) => {
    if (until && until > now) candidates.push({ reason, until });
  };
  add('pair', lockedUntil(PAIR_LIMIT, counts.pair));
  add('address', lockedUntil(ADDRESS_LIMIT, counts.address));
  if (counts.pair.failures > 0 || !counts.knownAddress)
    add('account', lockedUntil(ACCOUNT_LIMIT, counts.account));
  return candidates.sort((a, b) => b.until.getTime() - a.until.getTime())[0] ?? null;
}

const REFUSAL_TEXT: Record<SignInRefusal['reason'], string> = {
  pair: 'Too many failed sign-ins for this account from your network.',
  address: 'Too many failed sign-ins from your network.',
  account: 'Too many failed sign-ins for this account.',
};

export function refusalMessage(refusal: SignInRefusal, now: Date): string {
  return `${REFUSAL_TEXT[refusal.reason]} Please try again in ${waitText(refusal.until.getTime() - now.getTime())}.`;
}

export function retryAfterSeconds(refusal: SignInRefusal, now: Date): number {
  return Math.max(1, Math.ceil((refusal.until.getTime() - now.getTime()) / 1000));
}

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

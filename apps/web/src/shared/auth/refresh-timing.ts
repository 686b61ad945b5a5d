/** Refresh this long before the token expires, so a request never leaves with a dead token. */
export const REFRESH_LEAD_MS = 60_000;
/** A request waits for a refresh when its token has less than this left. */
const REQUEST_MIN_VALIDITY_MS = 10_000;
/** After a refresh that failed for a passing reason (offline, server down), try again after this. */
export const REFRESH_RETRY_MS = 30_000;
/** setTimeout cannot wait longer than this (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

function msUntilExpiry(expiresAt: string, now: number): number {
  return Date.parse(expiresAt) - now;
}

/**
 * How long to wait before refreshing a token that expires at `expiresAt`: a minute before, or at
 * half its remaining life when that is shorter, so short-lived tokens do not refresh in a loop.
 */
export function refreshDelayMs(expiresAt: string, now: number): number {
  const remaining = msUntilExpiry(expiresAt, now);
  return Math.min(MAX_TIMER_MS, Math.max(0, remaining - REFRESH_LEAD_MS, remaining / 2));
}

/** A token this close to expiry is refreshed before it is sent. */
export function mustRefreshBeforeUse(expiresAt: string, now: number): boolean {
  return msUntilExpiry(expiresAt, now) < REQUEST_MIN_VALIDITY_MS;
}

/** The server refused the refresh token (spent, revoked, unknown): the user is signed out. */
export function refreshRejected(status: number): boolean {
  return status >= 400 && status < 500;
}

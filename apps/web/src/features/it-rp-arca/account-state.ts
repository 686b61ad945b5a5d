import type { SyncAccount } from './rp-arca-api';

/** An account not synced for this long is stale: its records may be out of date. */
export const STALE_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

export type AccountState = {
  key: 'syncing' | 'queued' | 'blocked' | 'otp' | 'failed' | 'stale' | 'synced' | 'new';
  label: string;
  color: string;
  /** Why, when the state needs a person (a blocked login, a failed sync). */
  reason: string | null;
};

/**
 * What a sync screen says of an account: a sync under way first, then a blocked login (until its
 * password is updated), then the last sync's outcome and its age.
 */
export function accountState(a: SyncAccount, now: number): AccountState {
  const run = a.lastRun;
  if (run?.status === 'running') return { key: 'syncing', label: 'Syncing', color: 'blue', reason: null };
  if (run?.status === 'queued') return { key: 'queued', label: 'Queued', color: 'gray', reason: null };
  if (a.blocked || a.loginStatus === 'login_blocked')
    return {
      key: 'blocked',
      label: 'Login blocked',
      color: 'orange',
      reason: a.loginReason ?? run?.error ?? null,
    };
  if (a.loginStatus === 'otp_required')
    return { key: 'otp', label: 'OTP login enabled', color: 'orange', reason: a.loginReason };
  if (run?.status === 'failed' || a.loginStatus === 'error')
    return { key: 'failed', label: 'Last sync failed', color: 'red', reason: run?.error ?? a.loginReason };
  if (a.lastSyncedAt) {
    const stale = now - Date.parse(a.lastSyncedAt) > STALE_AFTER_MS;
    return stale
      ? { key: 'stale', label: 'Stale', color: 'yellow', reason: null }
      : { key: 'synced', label: 'Synced', color: 'teal', reason: null };
  }
  return { key: 'new', label: 'Not synced yet', color: 'gray', reason: a.loginReason };
}

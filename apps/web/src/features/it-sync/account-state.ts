import { SYNC_ACCOUNT_STATES, type SyncAccountState } from '@taxdesk/domain';

export const ACCOUNT_STATE_COLOURS: Readonly<Record<SyncAccountState, string>> = {
  synced: 'teal',
  stale: 'yellow',
  never: 'gray',
  login_blocked: 'red',
  otp_required: 'orange',
};

export const ACCOUNT_STATE_ORDER = Object.keys(SYNC_ACCOUNT_STATES) as SyncAccountState[];

export function accountStateLabel(state: SyncAccountState, staleAfterDays: number): string {
  return state === 'stale' ? `Stale (over ${staleAfterDays} days)` : SYNC_ACCOUNT_STATES[state];
}

export const BLOCKED_STATES: readonly SyncAccountState[] = ['login_blocked', 'otp_required'];

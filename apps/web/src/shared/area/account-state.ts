import { SYNC_ACCOUNT_STATES, type SyncAccount, type SyncAccountState } from '@taxdesk/domain';

export const ACCOUNT_STATE_COLOURS: Readonly<Record<SyncAccountState, string>> = {
  synced: 'teal',
  stale: 'yellow',
  never: 'gray',
  login_blocked: 'red',
  otp_required: 'orange',
  waiting: 'violet',
};

export const ACCOUNT_STATE_ORDER = Object.keys(SYNC_ACCOUNT_STATES) as SyncAccountState[];

/** States whose login needs a person (a new password, or the OTP switched off) before it syncs. */
export const BLOCKED_STATES: readonly SyncAccountState[] = ['login_blocked', 'otp_required'];

export function accountStateLabel(state: SyncAccountState, staleAfterDays: number): string {
  return state === 'stale' ? `Stale (over ${staleAfterDays} days)` : SYNC_ACCOUNT_STATES[state];
}

/**
 * The states the summary shows as tiles: every state, except "Waiting for you" while nobody waits
 * (it is a moment of a running sync, not a standing state of the accounts).
 */
export function summaryStates(
  counts: Readonly<Record<SyncAccountState, number>> | undefined,
): SyncAccountState[] {
  return ACCOUNT_STATE_ORDER.filter((s) => s !== 'waiting' || (counts?.waiting ?? 0) > 0);
}

/** A row's coarse state, for styling and tests: new, synced, stale, blocked or waiting. */
type AccountRowState = 'new' | 'synced' | 'stale' | 'blocked' | 'waiting';

export function accountRowState(state: SyncAccountState): AccountRowState {
  switch (state) {
    case 'never':
      return 'new';
    case 'login_blocked':
    case 'otp_required':
      return 'blocked';
    default:
      return state;
  }
}

export type AccountFilters = { q: string; groups: string[]; branches: string[]; states: SyncAccountState[] };

export const NO_FILTERS: AccountFilters = { q: '', groups: [], branches: [], states: [] };

/** Search by key, name or client number; narrow by group, branch and state. */
export function matchesFilters(a: SyncAccount, f: AccountFilters): boolean {
  const q = f.q.trim().toLowerCase();
  if (q && ![a.accountKey, a.name, a.clientNo].some((v) => v?.toLowerCase().includes(q))) return false;
  if (f.groups.length && !f.groups.includes(a.group ?? '')) return false;
  if (f.branches.length && !f.branches.includes(a.branch ?? '')) return false;
  if (f.states.length && !f.states.includes(a.state)) return false;
  return true;
}

/** `?state=stale,never` → the known states in it (links from the summary tiles). */
export function statesFromSearch(search: Readonly<Record<string, unknown>>): SyncAccountState[] {
  const raw = typeof search.state === 'string' ? search.state.split(',') : [];
  return raw.filter((s): s is SyncAccountState => s in SYNC_ACCOUNT_STATES);
}

import type { SyncAccount, SyncAccountState } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import {
  accountRowState,
  accountStateLabel,
  matchesFilters,
  NO_FILTERS,
  statesFromSearch,
  summaryStates,
} from './account-state';

const account = (over: Partial<SyncAccount> = {}): SyncAccount => ({
  accountKey: 'AAAPA1234A',
  name: 'Asha Traders',
  clientNo: 'C-17',
  group: 'Retail',
  branch: 'Pune',
  state: 'synced',
  reason: null,
  attemptsLeft: null,
  lastSyncedAt: null,
  syncing: false,
  ...over,
});

const counts = (waiting: number): Record<SyncAccountState, number> => ({
  synced: 3,
  stale: 1,
  never: 0,
  login_blocked: 1,
  otp_required: 0,
  waiting,
});

describe('account states', () => {
  it('labels every state, the stale one with its days', () => {
    expect(accountStateLabel('stale', 5)).toBe('Stale (over 5 days)');
    expect(accountStateLabel('waiting', 5)).toBe('Waiting for you');
    expect(accountStateLabel('never', 5)).toBe('Not synced yet');
  });

  it('shows the waiting tile only while someone waits', () => {
    expect(summaryStates(counts(0))).not.toContain('waiting');
    expect(summaryStates(counts(0))).toHaveLength(5);
    expect(summaryStates(counts(2))).toContain('waiting');
    expect(summaryStates(undefined)).toHaveLength(5);
  });

  it('groups states coarsely for rows', () => {
    expect(accountRowState('never')).toBe('new');
    expect(accountRowState('login_blocked')).toBe('blocked');
    expect(accountRowState('otp_required')).toBe('blocked');
    expect(accountRowState('waiting')).toBe('waiting');
    expect(accountRowState('stale')).toBe('stale');
  });

  it('filters by text over key, name and client number, and by group, branch and state', () => {
    expect(matchesFilters(account(), { ...NO_FILTERS, q: 'asha' })).toBe(true);
    expect(matchesFilters(account(), { ...NO_FILTERS, q: 'c-17' })).toBe(true);
    expect(matchesFilters(account(), { ...NO_FILTERS, q: 'zzz' })).toBe(false);
    expect(matchesFilters(account(), { ...NO_FILTERS, groups: ['Retail'], branches: ['Pune'] })).toBe(true);
    expect(matchesFilters(account({ branch: null }), { ...NO_FILTERS, branches: ['Pune'] })).toBe(false);
    expect(matchesFilters(account(), { ...NO_FILTERS, states: ['stale'] })).toBe(false);
  });

  it('reads only known states from the address', () => {
    expect(statesFromSearch({ state: 'stale,bogus,waiting' })).toEqual(['stale', 'waiting']);
    expect(statesFromSearch({})).toEqual([]);
  });
});

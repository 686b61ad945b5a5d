import { describe, expect, it } from 'vitest';
import { accountState, STALE_AFTER_MS } from './account-state';
import type { RunView, SyncAccount } from './rp-arca-api';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const base: SyncAccount = {
  key: 'ABCPE1234F',
  name: null,
  loginStatus: 'new',
  loginReason: null,
  lastSyncedAt: null,
  itemCount: null,
  blocked: false,
  lastRun: null,
};
const run = (status: string, error: string | null = null): RunView => ({
  runId: 'r',
  status,
  batchId: 'b',
  startedAt: null,
  finishedAt: null,
  currentModule: null,
  modulesDone: null,
  moduleCount: null,
  newCount: 0,
  changedCount: 0,
  failedCount: 0,
  error,
});

describe('accountState', () => {
  it('puts a sync under way first, then a blocked login with its reason', () => {
    expect(accountState({ ...base, blocked: true, lastRun: run('running') }, NOW).key).toBe('syncing');
    expect(accountState({ ...base, lastRun: run('queued') }, NOW).key).toBe('queued');
    const blocked = accountState({ ...base, loginStatus: 'login_blocked', loginReason: 'Refused' }, NOW);
    expect(blocked).toMatchObject({ key: 'blocked', reason: 'Refused' });
  });

  it('tells a failed sync, a stale one and a fresh one apart', () => {
    expect(accountState({ ...base, loginStatus: 'ok', lastRun: run('failed', 'Boom') }, NOW)).toMatchObject({
      key: 'failed',
      reason: 'Boom',
    });
    const fresh = new Date(NOW - 60_000).toISOString();
    const old = new Date(NOW - STALE_AFTER_MS - 60_000).toISOString();
    expect(accountState({ ...base, loginStatus: 'ok', lastSyncedAt: fresh }, NOW).key).toBe('synced');
    expect(accountState({ ...base, loginStatus: 'ok', lastSyncedAt: old }, NOW).key).toBe('stale');
    expect(accountState(base, NOW).key).toBe('new');
  });
});

import { itArea, ROUTE_CATALOGUE, type SyncBatchSummary, type SyncRunState } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { batchProgress, openBatch, portalSyncPath } from './running-batch';

const counts = (over: Partial<Record<SyncRunState, number>>): Record<SyncRunState, number> => ({
  queued: 0,
  running: 0,
  succeeded: 0,
  failed: 0,
  login_blocked: 0,
  cancelled: 0,
  waiting: 0,
  ...over,
});

const batch = (
  state: SyncBatchSummary['state'],
  c: Partial<Record<SyncRunState, number>>,
): SyncBatchSummary => ({
  batchId: `b-${state}`,
  portal: 'it',
  trigger: 'manual',
  modules: [],
  accountCount: 0,
  skippedCount: 0,
  startedBy: 'demo@taxdesk.local',
  createdAt: '2026-11-25T03:00:00Z',
  finishedAt: null,
  cancelledAt: null,
  cancelledBy: null,
  state,
  counts: counts(c),
  newCount: 0,
  changedCount: 0,
  failedCount: 0,
});

describe('running batches on Home', () => {
  it('counts ended runs of all runs, a waiting run still open', () => {
    expect(
      batchProgress(batch('running', { succeeded: 3, failed: 1, running: 2, waiting: 2, queued: 2 })),
    ).toEqual({ done: 4, total: 10, percent: 40 });
    expect(batchProgress(batch('running', {}))).toEqual({ done: 0, total: 0, percent: 0 });
  });

  it('picks an open batch only', () => {
    expect(openBatch([batch('done', { succeeded: 1 })])).toBeNull();
    expect(openBatch([batch('cancelling', { running: 1 })])?.batchId).toBe('b-cancelling');
    expect(openBatch(undefined)).toBeNull();
  });

  it("links a portal's own sync screen, else the area's", () => {
    // Every screen of the catalogue is registered; there is no `/itat/sync`.
    const all = (path: string) => ROUTE_CATALOGUE.some((r) => r.path === path);
    const [it, rp, , itat] = itArea.portals;
    expect(portalSyncPath(itArea, it!, all)).toBe('/{orgId}/it/sync');
    expect(portalSyncPath(itArea, rp!, all)).toBe('/{orgId}/rp/sync');
    expect(portalSyncPath(itArea, itat!, all)).toBe('/{orgId}/it/sync');
    expect(portalSyncPath(itArea, it!, () => false)).toBeNull();
  });
});

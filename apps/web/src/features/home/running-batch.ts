import { isBatchOpen, type AreaDef, type AreaPortal, type SyncBatchSummary } from '@taxdesk/domain';
import { finishedRuns, totalRuns } from '../../shared/sync/run-state';

type BatchProgress = { done: number; total: number; percent: number };

/** Runs ended of runs in the batch (a run waiting at a captcha is still open). */
export function batchProgress(batch: SyncBatchSummary): BatchProgress {
  const total = totalRuns(batch.counts);
  const done = finishedRuns(batch.counts);
  return { done, total, percent: total ? Math.round((done / total) * 100) : 0 };
}

/** The first open batch of a portal's latest batches, if one is running. */
export function openBatch(latest: readonly SyncBatchSummary[] | undefined): SyncBatchSummary | null {
  return latest?.find((b) => isBatchOpen(b.state)) ?? null;
}

/**
 * The catalogue path of a portal's sync screen: the area's own for its first portal, else the
 * portal's `/{orgId}/{portal}/sync` when the catalogue has one, else the area's.
 */
export function portalSyncPath(
  area: AreaDef,
  portal: AreaPortal,
  isRegistered: (path: string) => boolean,
): string | null {
  const own = `/{orgId}/${portal.key}/sync`;
  if (area.portals[0]?.key !== portal.key && isRegistered(own)) return own;
  const sync = area.screens.sync;
  return sync && isRegistered(sync) ? sync : null;
}

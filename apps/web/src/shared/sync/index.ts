export { SyncProgress, type SyncProgressProps } from './sync-progress';
export { SyncBatchHistory, type SyncBatchHistoryProps } from './sync-batch-history';
export { SyncRunTable } from './sync-run-table';
export { batchListOptions, batchProgressOptions, cancelBatch, failuresOptions, syncKeys } from './sync-api';
export { BADGE_STYLES, RUN_STATE_COLOURS, runStateLabel } from './run-state';

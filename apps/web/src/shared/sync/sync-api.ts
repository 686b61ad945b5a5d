import { queryOptions } from '@tanstack/react-query';
import {
  isBatchOpen,
  type SyncBatchProgress,
  type SyncBatchSummary,
  type SyncBatchTrigger,
  type SyncFailurePage,
} from '@taxdesk/domain';
import { api } from '../api/client';

/** While a batch is open the progress is polled this often. */
const PROGRESS_POLL_MS = 1500;

/** Query keys start with the org and the portal, so a start or a cancel can refresh them all. */
export const syncKeys = {
  portal: (orgId: string, portal: string) => ['sync', orgId, portal] as const,
  batches: (orgId: string, portal: string, trigger: string) =>
    ['sync', orgId, portal, 'batches', trigger] as const,
  batch: (orgId: string, portal: string, batchId: string) =>
    ['sync', orgId, portal, 'batch', batchId] as const,
  failures: (orgId: string, portal: string, params: Record<string, string>) =>
    ['sync', orgId, portal, 'failures', params] as const,
};

const base = (orgId: string, portal: string) => `/o/${orgId}/sync/${portal}`;

export function batchProgressOptions(orgId: string, portal: string, batchId: string) {
  return queryOptions({
    queryKey: syncKeys.batch(orgId, portal, batchId),
    // Quiet: a poll that fails once is tried again at the next tick, without a notice each time.
    queryFn: ({ signal }) =>
      api<SyncBatchProgress>(`${base(orgId, portal)}/batches/${batchId}`, { signal, quiet: true }),
    refetchInterval: (query) =>
      query.state.data && isBatchOpen(query.state.data.state) ? PROGRESS_POLL_MS : false,
    staleTime: 0,
  });
}

export function batchListOptions(orgId: string, portal: string, trigger?: SyncBatchTrigger, limit = 10) {
  return queryOptions({
    queryKey: [...syncKeys.batches(orgId, portal, trigger ?? 'all'), limit] as const,
    queryFn: ({ signal }) =>
      api<SyncBatchSummary[]>(`${base(orgId, portal)}/batches`, {
        signal,
        quiet: true,
        query: { trigger, limit },
      }),
    // A batch still running changes its counts: look again now and then.
    refetchInterval: (query) => (query.state.data?.some((b) => isBatchOpen(b.state)) ? 5000 : false),
    staleTime: 0,
  });
}

export function cancelBatch(orgId: string, portal: string, batchId: string): Promise<SyncBatchProgress> {
  return api<SyncBatchProgress>(`${base(orgId, portal)}/batches/${batchId}/cancel`, { method: 'POST' });
}

export function failuresOptions(orgId: string, portal: string, params: Record<string, string>) {
  return queryOptions({
    queryKey: syncKeys.failures(orgId, portal, params),
    queryFn: ({ signal }) =>
      api<SyncFailurePage>(`${base(orgId, portal)}/failures`, { signal, query: params }),
  });
}

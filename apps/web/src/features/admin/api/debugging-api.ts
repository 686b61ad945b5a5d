import { api } from '../../../shared/api/client';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
export const JOB_STATES: readonly JobState[] = [
  'created',
  'retry',
  'active',
  'completed',
  'cancelled',
  'failed',
];

export type QueueRow = { name: string; counts: Record<JobState, number>; oldestWaiting: string | null };
export type JobRow = {
  id: string;
  queue: string;
  state: JobState;
  retryCount: number;
  retryLimit: number;
  createdOn: string;
  startedOn: string | null;
  completedOn: string | null;
  data: Record<string, unknown> | null;
  error: string | null;
};
export type RawRecord = {
  orgId: string;
  type: string;
  key: string;
  title: string | null;
  status: string | null;
  source: string;
  firstSeenAt: string;
  updatedAt: string;
  removedAt: string | null;
  data: Record<string, unknown>;
  raw: unknown;
};

export const debuggingKeys = {
  queues: ['admin', 'debugging', 'queues'] as const,
  jobs: (queue: string, state: JobState, page: number) =>
    ['admin', 'debugging', 'jobs', queue, state, page] as const,
  recent: (orgId: string, type: string) => ['admin', 'debugging', 'recent', orgId, type] as const,
};

export const fetchQueues = () => api<QueueRow[]>('/admin/debugging/queues');

export const fetchJobs = (queue: string, state: JobState, page: number) =>
  api<{ rows: JobRow[]; total: number }>('/admin/debugging/jobs', {
    query: { queue: queue || undefined, state, page, pageSize: 20 },
  });

export const retryJob = (id: string) =>
  api<{ id: string; queue: string }>(`/admin/debugging/jobs/${id}/retry`, { method: 'POST' });

export const fetchRaw = (orgId: string, type: string, key: string) =>
  api<RawRecord>('/admin/debugging/raw', { query: { orgId, type, key } });

export const fetchRecent = (orgId: string, type: string) =>
  api<{ key: string; title: string | null; updatedAt: string; hasRaw: boolean }[]>(
    '/admin/debugging/recent',
    {
      query: { orgId, type },
      quiet: true,
    },
  );

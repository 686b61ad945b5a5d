import type { JobPage, JobState, QueueView, RawRecord, RecentRecord, RetriedJob } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export const debuggingKeys = {
  queues: ['admin', 'debugging', 'queues'] as const,
  jobs: (queue: string, state: JobState, page: number) =>
    ['admin', 'debugging', 'jobs', queue, state, page] as const,
  recent: (orgId: string, type: string) => ['admin', 'debugging', 'recent', orgId, type] as const,
};

export const fetchQueues = () => api<QueueView[]>('/admin/debugging/queues');

export const fetchJobs = (queue: string, state: JobState, page: number) =>
  api<JobPage>('/admin/debugging/jobs', {
    query: { queue: queue || undefined, state, page, pageSize: 20 },
  });

export const retryJob = (id: string) =>
  api<RetriedJob>(`/admin/debugging/jobs/${id}/retry`, { method: 'POST' });

export const fetchRaw = (orgId: string, type: string, key: string) =>
  api<RawRecord>('/admin/debugging/raw', { query: { orgId, type, key } });

export const fetchRecent = (orgId: string, type: string) =>
  api<RecentRecord[]>('/admin/debugging/recent', { query: { orgId, type }, quiet: true });

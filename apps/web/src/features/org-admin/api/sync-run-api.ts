import type { SyncRunDetail } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export const fetchSyncRun = (orgId: string, runId: string) =>
  api<SyncRunDetail>(`/o/${encodeURIComponent(orgId)}/sync-runs/${encodeURIComponent(runId)}`);

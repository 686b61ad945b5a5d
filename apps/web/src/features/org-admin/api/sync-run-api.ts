import { api } from '../../../shared/api/client';

export type RunChange = {
  type: string;
  label: string;
  key: string;
  title: string | null;
  account: string | null;
  kind: string;
  at: string;
  path: string | null;
};
export type SyncRunDetail = { run: Record<string, unknown>; changes: RunChange[]; totalChanges: number };

export const fetchSyncRun = (orgId: string, runId: string) =>
  api<SyncRunDetail>(`/o/${encodeURIComponent(orgId)}/sync-runs/${encodeURIComponent(runId)}`);

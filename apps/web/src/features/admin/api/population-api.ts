import type {
  Outcome,
  PopulationKind,
  PopulationMasterPage,
  PopulationRun,
  PopulationRunDetail,
} from '@taxdesk/domain';
import { api, apiUrl, ApiError } from '../../../shared/api/client';
import { ensureSession } from '../../../shared/auth/session';
import { notify } from '../../../shared/notices/notify';

export const populationKeys = {
  runs: (kind: PopulationKind) => ['admin', 'population', kind, 'runs'] as const,
  run: (runId: string, filter: string, page: number) =>
    ['admin', 'population', 'run', runId, filter, page] as const,
  master: (kind: PopulationKind, q: string, page: number) =>
    ['admin', 'population', kind, 'master', q, page] as const,
};

export const fetchRuns = (kind: PopulationKind) => api<PopulationRun[]>(`/admin/population/${kind}/runs`);

export const fetchRun = (runId: string, outcome: Outcome | 'warning' | 'all', page: number) =>
  api<PopulationRunDetail>(`/admin/population/runs/${runId}`, {
    query: { outcome: outcome === 'all' ? undefined : outcome, page, pageSize: 50 },
  });

export const startFromText = (kind: PopulationKind, text: string) =>
  api<PopulationRun>(`/admin/population/${kind}`, { method: 'POST', body: { text } });

export const retryRun = (runId: string) =>
  api<PopulationRun>(`/admin/population/runs/${runId}/retry`, { method: 'POST' });

export const fetchMaster = (kind: PopulationKind, q: string, page: number) =>
  api<PopulationMasterPage>(`/admin/population/${kind}/master`, {
    query: { q, page, pageSize: 20 },
  });

/**
 * Uploads a list file as it is (CSV, text or Excel); the server reads it. The shared client only
 * sends JSON, so this request carries the session's token itself and shows the failure notice.
 */
export async function startFromFile(kind: PopulationKind, file: File): Promise<PopulationRun> {
  const token = (await ensureSession())?.token;
  const res = await fetch(apiUrl(`/admin/population/${kind}/file`, { name: file.name }), {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...(token ? { AuthToken: token } : {}) },
    body: file,
  });
  const body = (await res.json().catch(() => null)) as {
    success?: boolean;
    message?: string;
    data?: PopulationRun;
  } | null;
  if (!res.ok || !body?.success) {
    const message = body?.message ?? `${res.status} ${res.statusText}`;
    notify({ tone: 'negative', message });
    throw new ApiError(message, res.status, null);
  }
  if (body.message) notify({ tone: 'positive', message: body.message });
  return body.data!;
}

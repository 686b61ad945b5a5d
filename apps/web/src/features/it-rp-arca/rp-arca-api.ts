import { queryOptions } from '@tanstack/react-query';
import { api, ApiError } from '../../shared/api/client';

/** The portals this feature syncs, by their key in the API: Reply accounts, the ARCA login, the ITAT. */
export type RpArcaPortal = 'rp' | 'arca' | 'itat';
export type LoginKind = 'rp' | 'arca';

export type RunView = {
  runId: string;
  status: string;
  batchId: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  currentModule: string | null;
  modulesDone: number | null;
  moduleCount: number | null;
  newCount: number;
  changedCount: number;
  failedCount: number;
  error: string | null;
};

export type SyncAccount = {
  key: string;
  name: string | null;
  loginStatus: string | null;
  loginReason: string | null;
  lastSyncedAt: string | null;
  itemCount: number | null;
  blocked: boolean;
  lastRun: RunView | null;
};

export type BatchStarted = { batchId: string; runIds: string[]; skipped: string[] };

export const rpArcaKeys = {
  accounts: (orgId: string, portal: RpArcaPortal) => ['rp-arca', orgId, portal, 'accounts'] as const,
};

/** The portal's accounts with their state and latest run; refreshed while any of them syncs. */
export function syncAccountsOptions(orgId: string, portal: RpArcaPortal) {
  return queryOptions({
    queryKey: rpArcaKeys.accounts(orgId, portal),
    queryFn: ({ signal }) => api<SyncAccount[]>(`/o/${orgId}/${portal}/sync/accounts`, { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((a) => a.lastRun?.status === 'queued' || a.lastRun?.status === 'running')
        ? 3000
        : false,
  });
}

export function startSync(
  orgId: string,
  portal: RpArcaPortal,
  body: { keys?: string[]; searchByPan?: boolean },
): Promise<BatchStarted> {
  return api<BatchStarted>(`/o/${orgId}/${portal}/sync`, { method: 'POST', body });
}

export function saveLogin(
  orgId: string,
  kind: LoginKind,
  body: Record<string, string | undefined>,
): Promise<unknown> {
  return api(`/o/${orgId}/${kind}/accounts`, { method: 'POST', body });
}

export function updateLoginPassword(
  orgId: string,
  kind: LoginKind,
  loginId: string,
  password: string,
): Promise<unknown> {
  return api(`/o/${orgId}/${kind}/accounts/${encodeURIComponent(loginId)}/password`, {
    method: 'PUT',
    body: { password },
  });
}

/** A 400's field errors (`errors: [{field, message}]`), for a form to show at its fields. */
export function serverFieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  return (error.body?.errors ?? []).filter(
    (e) => typeof e.field === 'string' && typeof e.message === 'string',
  );
}

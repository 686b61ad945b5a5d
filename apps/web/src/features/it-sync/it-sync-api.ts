import { queryOptions } from '@tanstack/react-query';
import type { SyncAccountList, SyncModuleOption } from '@taxdesk/domain';
import { api } from '../../shared/api/client';

export type SyncStarted = { batchId: string; runIds: string[]; skipped: string[] };
export type StartSyncBody = { pans?: string[]; groups?: string[]; branches?: string[]; modules?: string[] };

export type ItSchedule = { enabled: boolean; time: string; timezone: string; modules: string[] };
export type ItSettings = {
  modules: string[];
  schedule: ItSchedule;
  alertRecipients: string[];
  reminderDays: number[];
  staleAfterDays: number;
};
export type ItSettingsAnswer = {
  settings: ItSettings;
  modules: SyncModuleOption[];
  nextRunAt: string | null;
  canEdit: boolean;
};

export const itSyncKeys = {
  accounts: (orgId: string) => ['it-sync', orgId, 'accounts'] as const,
  settings: (orgId: string) => ['it-sync', orgId, 'settings'] as const,
};

/** Starts a batch: chosen PANs, or every account (of some groups or branches). */
export function startItSync(orgId: string, body: StartSyncBody): Promise<SyncStarted> {
  return api<SyncStarted>(`/o/${orgId}/it/sync`, { method: 'POST', body });
}

export function itSyncAccountsOptions(orgId: string) {
  return queryOptions({
    queryKey: itSyncKeys.accounts(orgId),
    queryFn: ({ signal }) => api<SyncAccountList>(`/o/${orgId}/it/sync/accounts`, { signal }),
    staleTime: 10_000,
  });
}

export function retryFailures(orgId: string, ids?: number[]): Promise<SyncStarted> {
  return api<SyncStarted>(`/o/${orgId}/it/sync/failures/retry`, { method: 'POST', body: ids ? { ids } : {} });
}

export function itSettingsOptions(orgId: string) {
  return queryOptions({
    queryKey: itSyncKeys.settings(orgId),
    queryFn: ({ signal }) => api<ItSettingsAnswer>(`/o/${orgId}/it/settings`, { signal }),
  });
}

export function saveItSettings(orgId: string, body: ItSettings): Promise<ItSettingsAnswer> {
  return api<ItSettingsAnswer>(`/o/${orgId}/it/settings`, { method: 'PUT', body });
}

export function updateItPassword(orgId: string, pan: string, password: string): Promise<unknown> {
  return api(`/o/${orgId}/it/accounts/${encodeURIComponent(pan)}/password`, {
    method: 'PUT',
    body: { password },
  });
}

/** Module key → label, for the shared progress view. */
export function labelsOf(modules: readonly SyncModuleOption[] | undefined): Record<string, string> {
  return Object.fromEntries((modules ?? []).map((m) => [m.key, m.label]));
}

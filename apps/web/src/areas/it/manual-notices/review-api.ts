import type { WorkSettings } from '@taxdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export function workSettingsOptions(orgId: string) {
  return queryOptions({
    queryKey: ['work', orgId, 'settings'] as const,
    queryFn: ({ signal }) => api<WorkSettings>(`/o/${orgId}/work/settings`, { signal }),
  });
}

export function saveWorkSettings(orgId: string, settings: WorkSettings) {
  return api<WorkSettings>(`/o/${orgId}/work/settings`, { method: 'PUT', body: settings });
}

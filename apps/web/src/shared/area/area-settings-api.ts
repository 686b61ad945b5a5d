import { queryOptions } from '@tanstack/react-query';
import type { AreaSettings, AreaSettingsAnswer } from '@taxdesk/domain';
import { api } from '../api/client';
import { areaKeys } from './area-keys';

const settingsPath = (orgId: string, area: string) =>
  `/o/${encodeURIComponent(orgId)}/areas/${encodeURIComponent(area)}/settings`;

export function areaSettingsOptions(orgId: string, area: string) {
  return queryOptions({
    queryKey: areaKeys.settings(orgId, area),
    queryFn: ({ signal }) => api<AreaSettingsAnswer>(settingsPath(orgId, area), { signal }),
  });
}

/** Saves the settings whole; the answer is what the server stored (normalised). */
export function saveAreaSettings(
  orgId: string,
  area: string,
  body: AreaSettings,
): Promise<AreaSettingsAnswer> {
  return api<AreaSettingsAnswer>(settingsPath(orgId, area), { method: 'PUT', body });
}

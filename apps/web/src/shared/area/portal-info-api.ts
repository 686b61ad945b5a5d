import { queryOptions } from '@tanstack/react-query';
import type { SyncPortalInfo } from '@taxdesk/domain';
import { api } from '../api/client';
import { areaKeys, portalBase } from './area-keys';

/** What a sync screen needs of a portal: its modules, the default ones, how accounts are named. */
export function portalInfoOptions(orgId: string, portal: string) {
  return queryOptions({
    queryKey: areaKeys.portalInfo(orgId, portal),
    queryFn: ({ signal }) => api<SyncPortalInfo>(portalBase(orgId, portal), { signal }),
    staleTime: 60_000,
  });
}

/** Module key → label, for the progress view and the failed items. */
export function moduleLabels(info: SyncPortalInfo | undefined): Record<string, string> {
  return Object.fromEntries((info?.modules ?? []).map((m) => [m.key, m.label]));
}

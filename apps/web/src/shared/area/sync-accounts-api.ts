import { queryOptions } from '@tanstack/react-query';
import type { SyncAccountList } from '@taxdesk/domain';
import { api } from '../api/client';
import { areaKeys, portalBase } from './area-keys';

/** A portal's accounts with their sync state; looked at again every few seconds while one syncs. */
export function syncAccountsOptions(orgId: string, portal: string) {
  return queryOptions({
    queryKey: areaKeys.accounts(orgId, portal),
    queryFn: ({ signal }) => api<SyncAccountList>(`${portalBase(orgId, portal)}/accounts`, { signal }),
    staleTime: 10_000,
    refetchInterval: (query) =>
      query.state.data?.accounts.some((a) => a.syncing || a.state === 'waiting') ? 4000 : false,
  });
}

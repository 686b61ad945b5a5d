import { queryOptions } from '@tanstack/react-query';
import type { HomeSummary } from '@taxdesk/domain';
import { api } from '../../shared/api/client';

/**
 * Home's figures. Asking records the visit (the next answer counts "new" from now), so the answer
 * is kept for the screen's life: a refetch on focus would turn "new since my last visit" into
 * "new since a moment ago". Opening Home again asks afresh.
 */
export function homeSummaryOptions(orgId: string) {
  return queryOptions({
    queryKey: ['home', orgId, 'summary'] as const,
    queryFn: ({ signal }) => api<HomeSummary>(`/o/${orgId}/home`, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';
import type { AreaDashboard } from '@taxdesk/domain';
import { api } from '../../api/client';

/** An area's dashboard: counts per record type and the breakdowns of its definition. */
export function areaDashboardOptions(orgId: string, area: string) {
  return queryOptions({
    queryKey: ['area-dashboard', orgId, area] as const,
    queryFn: ({ signal }) => api<AreaDashboard>(`/o/${orgId}/areas/${area}/dashboard`, { signal }),
    staleTime: 30_000,
  });
}

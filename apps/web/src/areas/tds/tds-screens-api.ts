import { queryOptions } from '@tanstack/react-query';
import type {
  DownloadRequestAnswer,
  DownloadRequestBody,
  NonFilersAnswer,
  NonFilersQuery,
  PanVerifyAnswer,
  PanVerifyBody,
} from '@taxdesk/domain';
import { api } from '../../shared/api/client';

/** The TDS area's own endpoints (`apps/server/src/areas/tds/tds-screen-routes.ts`). */

export function fileDownloadRequests(
  orgId: string,
  body: DownloadRequestBody,
): Promise<DownloadRequestAnswer> {
  return api<DownloadRequestAnswer>(`/o/${orgId}/tds/download-requests`, { method: 'POST', body });
}

export function verifyPans(orgId: string, body: PanVerifyBody): Promise<PanVerifyAnswer> {
  return api<PanVerifyAnswer>(`/o/${orgId}/tds/pan-verification`, { method: 'POST', body });
}

export function nonFilersOptions(orgId: string, query: NonFilersQuery) {
  return queryOptions({
    queryKey: ['tds', orgId, 'non-filers', query],
    queryFn: ({ signal }) =>
      api<NonFilersAnswer>(`/o/${orgId}/tds/non-filers`, {
        signal,
        query: { fy: query.fy, quarter: query.quarter, form: query.form },
      }),
  });
}

/** Financial years (start years) to choose from: this one and the five before, newest first. */
export function recentFinancialYears(now = new Date()): number[] {
  const current = now.getMonth() >= 3 ? now.getFullYear() : now.getFullYear() - 1;
  return Array.from({ length: 6 }, (_, i) => current - i);
}

import type { EmailLogPage, FailurePage, RetriedFailure } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export type FailureState = 'open' | 'resolved' | 'all';

export const failureKeys = {
  list: (state: FailureState, q: string, page: number) => ['admin', 'failures', state, q, page] as const,
};
export const emailKeys = {
  list: (status: string, q: string, page: number) => ['admin', 'emails', status, q, page] as const,
};

export const fetchFailures = (state: FailureState, q: string, page: number) =>
  api<FailurePage>('/admin/failures', {
    query: { state, q: q || undefined, page, pageSize: 25 },
  });

export const retryFailure = (id: number) =>
  api<RetriedFailure>(`/admin/failures/${id}/retry`, {
    method: 'POST',
  });

export const fetchEmails = (status: string, q: string, page: number) =>
  api<EmailLogPage>('/admin/emails', {
    query: { status: status === 'all' ? undefined : status, q: q || undefined, page, pageSize: 25 },
  });

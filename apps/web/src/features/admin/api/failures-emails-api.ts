import { api } from '../../../shared/api/client';

export type FailureItem = {
  id: number;
  orgId: string;
  orgName: string | null;
  portal: string;
  accountKey: string;
  module: string;
  ref: string;
  reason: string;
  attempts: number;
  firstSeenAt: string;
  lastSeenAt: string;
  resolvedAt: string | null;
  lastRunId: string | null;
};
export type FailureState = 'open' | 'resolved' | 'all';

export type EmailRow = {
  id: number;
  sentAt: string;
  orgId: string | null;
  orgName: string | null;
  recipient: string;
  subject: string;
  template: string;
  status: 'sent' | 'failed' | 'logged';
  error: string | null;
};

export const failureKeys = {
  list: (state: FailureState, q: string, page: number) => ['admin', 'failures', state, q, page] as const,
};
export const emailKeys = {
  list: (status: string, q: string, page: number) => ['admin', 'emails', status, q, page] as const,
};

export const fetchFailures = (state: FailureState, q: string, page: number) =>
  api<{ rows: FailureItem[]; total: number; byPortal: Record<string, number> }>('/admin/failures', {
    query: { state, q: q || undefined, page, pageSize: 25 },
  });

export const retryFailure = (id: number) =>
  api<{ orgId: string; accountKey: string; queue: string }>(`/admin/failures/${id}/retry`, {
    method: 'POST',
  });

export const fetchEmails = (status: string, q: string, page: number) =>
  api<{ rows: EmailRow[]; total: number; byStatus: Record<string, number> }>('/admin/emails', {
    query: { status: status === 'all' ? undefined : status, q: q || undefined, page, pageSize: 25 },
  });

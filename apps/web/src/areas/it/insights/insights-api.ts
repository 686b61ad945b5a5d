import type {
  ItOverview,
  MismatchReport,
  PaymentDashboard,
  ProceedingDashboard,
  ProceedingDashboardQuery,
  ReturnDetails,
  SummaryRow,
  TimelineAnswer,
} from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export const insightKeys = {
  overview: (orgId: string) => ['it-insights', orgId, 'overview'] as const,
  dashboard: (orgId: string, filters: object) => ['it-insights', orgId, 'dashboard', filters] as const,
  timeline: (orgId: string, which: string, params: object) =>
    ['it-insights', orgId, 'timeline', which, params] as const,
  report: (orgId: string, params: object) => ['it-insights', orgId, 'report', params] as const,
};

export const fetchOverview = (orgId: string) => api<ItOverview>(`/o/${orgId}/it/overview`);

export const fetchProceedingDashboard = (orgId: string, filters: ProceedingDashboardQuery) =>
  api<ProceedingDashboard>(`/o/${orgId}/it/proceeding-dashboard`, { query: filters });

export const fetchTimeline = (
  orgId: string,
  which: 'proceeding' | 'return',
  params: { from: string; to: string; pan?: string; branch?: string },
) => api<TimelineAnswer>(`/o/${orgId}/it/timeline/${which}`, { query: params });

export const fetchPaymentDashboard = (orgId: string, fy: string) =>
  api<PaymentDashboard>(`/o/${orgId}/it/payment-dashboard`, { query: { fy } });

export const fetchReturnDetails = (
  orgId: string,
  params: { years: number; branch?: string; group?: string },
) => api<ReturnDetails>(`/o/${orgId}/it/reports/returns`, { query: params });

/** Counts (and amounts) of any record type grouped by a field or by month, with list filters. */
export const fetchSummary = (orgId: string, type: string, by: string, filters: Record<string, string> = {}) =>
  api<SummaryRow[]>(`/o/${orgId}/records/${type}/summary`, { query: { ...filters, by } });

export const fetchTaxCreditMismatch = (
  orgId: string,
  params: { ay?: string; branch?: string; group?: string; mismatches?: 'true' },
) => api<MismatchReport>(`/o/${orgId}/it/reports/tax-credit-mismatch`, { query: params });

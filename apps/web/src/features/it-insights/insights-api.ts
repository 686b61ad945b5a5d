import type { RecordRow } from '@taxdesk/domain';
import { api } from '../../shared/api/client';

export type ItOverview = {
  accounts: {
    total: number;
    synced: number;
    stale: number;
    blocked: number;
    otp: number;
    neverSynced: number;
    failing: number;
  };
  notices: { newThisWeek: number; open: number; dueIn7Days: number; overdue: number };
  proceedings: { open: number; total: number };
  recentNotices: RecordRow[];
  staleAfterDays: number;
};

export type Bucket = { group: string; open: number; dueIn7Days: number; overdue: number };

export type ProceedingDashboard = {
  openProceedings: number;
  openNotices: number;
  dueIn7Days: number;
  overdue: number;
  bySection: Bucket[];
  byYear: Bucket[];
  byBranch: Bucket[];
  dueSoon: RecordRow[];
  overdueNotices: RecordRow[];
  latestUnanswered: number;
  latestUnansweredNotices: RecordRow[];
};

export type TimelineEvent = {
  date: string;
  label: string;
  kind: 'issued' | 'due' | 'hearing';
  type: string;
  key: string;
  title: string | null;
  accountKey: string | null;
  status: string | null;
  path: string | null;
};

export const insightKeys = {
  overview: (orgId: string) => ['it-insights', orgId, 'overview'] as const,
  dashboard: (orgId: string, filters: object) => ['it-insights', orgId, 'dashboard', filters] as const,
  timeline: (orgId: string, which: string, params: object) =>
    ['it-insights', orgId, 'timeline', which, params] as const,
  report: (orgId: string, params: object) => ['it-insights', orgId, 'report', params] as const,
};

export const fetchOverview = (orgId: string) => api<ItOverview>(`/o/${orgId}/it/overview`);

export const fetchProceedingDashboard = (orgId: string, filters: { branch?: string; group?: string }) =>
  api<ProceedingDashboard>(`/o/${orgId}/it/proceeding-dashboard`, { query: filters });

export const fetchTimeline = (
  orgId: string,
  which: 'proceeding' | 'return',
  params: { from: string; to: string; pan?: string; branch?: string },
) =>
  api<{ events: TimelineEvent[]; truncated: boolean }>(`/o/${orgId}/it/timeline/${which}`, { query: params });

export const fetchFacet = (orgId: string, type: string, field: string) =>
  api<{ value: string; count: number }[]>(`/o/${orgId}/records/${type}/facets/${field}`);

export type AmountGroup = { group: string; amount: number; count: number };
export type PaymentDashboard = {
  fy: string;
  totals: { paid: number; payments: number; refunded: number; refunds: number };
  byMonth: { month: string; paid: number; payments: number; refunded: number; refunds: number }[];
  byPaymentType: AmountGroup[];
  refundsByStatus: AmountGroup[];
  topPayers: { pan: string; name: string | null; amount: number; count: number }[];
};

export const fetchPaymentDashboard = (orgId: string, fy: string) =>
  api<PaymentDashboard>(`/o/${orgId}/it/payment-dashboard`, { query: { fy } });

export type ReturnCell = {
  ackNum: string;
  form: string | null;
  status: string | null;
  filedOn: string | null;
  filingType: unknown;
};
export type ReturnDetails = {
  years: string[];
  accounts: {
    pan: string;
    name: string | null;
    branch: string | null;
    /** False until a sync has read the account's returns. */
    returnsSynced: boolean;
    returns: Record<string, ReturnCell[]>;
  }[];
};

export const fetchReturnDetails = (
  orgId: string,
  params: { years: number; branch?: string; group?: string },
) => api<ReturnDetails>(`/o/${orgId}/it/reports/returns`, { query: params });

/** Counts (and amounts) of any record type grouped by a field or by month, with list filters. */
export type SummaryRow = { group: string; count: number; amount: number | null };

export const fetchSummary = (orgId: string, type: string, by: string, filters: Record<string, string> = {}) =>
  api<SummaryRow[]>(`/o/${orgId}/records/${type}/summary`, { query: { ...filters, by } });

export type MismatchStatus = 'matched' | 'short_claimed' | 'excess_claimed' | 'not_in_26as' | 'no_return';
export type MismatchRow = {
  pan: string;
  name: string | null;
  branch: string | null;
  group: string | null;
  ay: string;
  ackNum: string | null;
  form: string | null;
  filedOn: string | null;
  claimedTds: number | null;
  claimedChallans: number | null;
  claimedTotal: number | null;
  tds26as: number;
  tdsPending: number;
  challans26as: number;
  total26as: number;
  tdsDifference: number | null;
  challanDifference: number | null;
  difference: number;
  status: MismatchStatus;
};
export type MismatchReport = {
  years: string[];
  rows: MismatchRow[];
  totals: {
    rows: number;
    byStatus: Record<MismatchStatus, number>;
    claimed: number;
    credited: number;
    shortClaimed: number;
    excessClaimed: number;
  };
  accountsWithoutStatement: number;
};

export const fetchTaxCreditMismatch = (
  orgId: string,
  params: { ay?: string; branch?: string; group?: string; mismatches?: 'true' },
) => api<MismatchReport>(`/o/${orgId}/it/reports/tax-credit-mismatch`, { query: params });

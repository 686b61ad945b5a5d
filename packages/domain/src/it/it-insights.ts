import { z } from 'zod';
import { IsoDay } from '../dates/iso-day';
import { YearText } from '../dates/years';
import type { RecordRow } from '../resources/record';

/**
 * The income-tax dashboards', timelines' and reports' request and answer shapes
 * (`/api/o/{orgId}/it/...`): the server validates queries with them and returns answers of these
 * types; the web reads the answers by the same types.
 */

const Text = z.string().trim().max(100).optional();
const Records = z.array(z.custom<RecordRow>());

/** `/it/overview`: accounts by sync state, notices by urgency, what arrived this week. */
export const ItOverview = z.object({
  accounts: z.object({
    total: z.number(),
    synced: z.number(),
    stale: z.number(),
    blocked: z.number(),
    otp: z.number(),
    neverSynced: z.number(),
    failing: z.number(),
  }),
  notices: z.object({
    newThisWeek: z.number(),
    open: z.number(),
    dueIn7Days: z.number(),
    overdue: z.number(),
  }),
  proceedings: z.object({ open: z.number(), total: z.number() }),
  recentNotices: Records,
  staleAfterDays: z.number(),
});
export type ItOverview = z.infer<typeof ItOverview>;

export const ProceedingDashboardQuery = z.object({ branch: Text, group: Text });
export type ProceedingDashboardQuery = z.infer<typeof ProceedingDashboardQuery>;

/** Open notices of one section, assessment year or branch. */
export const NoticeBucket = z.object({
  group: z.string(),
  open: z.number(),
  dueIn7Days: z.number(),
  overdue: z.number(),
});
export type NoticeBucket = z.infer<typeof NoticeBucket>;

export const ProceedingDashboard = z.object({
  openProceedings: z.number(),
  openNotices: z.number(),
  dueIn7Days: z.number(),
  overdue: z.number(),
  bySection: z.array(NoticeBucket),
  byYear: z.array(NoticeBucket),
  byBranch: z.array(NoticeBucket),
  dueSoon: Records,
  overdueNotices: Records,
  /** Proceedings whose latest notice nobody has answered: no reply filed, not marked replied or closed. */
  latestUnanswered: z.number(),
  latestUnansweredNotices: Records,
});
export type ProceedingDashboard = z.infer<typeof ProceedingDashboard>;

export const TIMELINE_KINDS = ['proceeding', 'return'] as const;
export const TimelineQuery = z.object({ from: IsoDay, to: IsoDay, pan: Text, branch: Text });
export type TimelineQuery = z.infer<typeof TimelineQuery>;

export const PaymentDashboardQuery = z.object({ fy: YearText('financial').optional() });

const AmountGroup = z.object({ group: z.string(), amount: z.number(), count: z.number() });
export type AmountGroup = z.infer<typeof AmountGroup>;

export const PaymentDashboard = z.object({
  fy: z.string(),
  totals: z.object({ paid: z.number(), payments: z.number(), refunded: z.number(), refunds: z.number() }),
  byMonth: z.array(
    z.object({
      month: z.string(),
      paid: z.number(),
      payments: z.number(),
      refunded: z.number(),
      refunds: z.number(),
    }),
  ),
  byPaymentType: z.array(AmountGroup),
  refundsByStatus: z.array(AmountGroup),
  topPayers: z.array(
    z.object({ pan: z.string(), name: z.string().nullable(), amount: z.number(), count: z.number() }),
  ),
});
export type PaymentDashboard = z.infer<typeof PaymentDashboard>;

export const ReturnDetailsQuery = z.object({
  years: z.coerce.number().int().min(1).max(10).default(5),
  branch: Text,
  group: Text,
});

export const ReturnCell = z.object({
  ackNum: z.string(),
  form: z.string().nullable(),
  status: z.string().nullable(),
  filedOn: z.string().nullable(),
  filingType: z.unknown(),
});
export type ReturnCell = z.infer<typeof ReturnCell>;

export const ReturnDetails = z.object({
  years: z.array(z.string()),
  accounts: z.array(
    z.object({
      pan: z.string(),
      name: z.string().nullable(),
      branch: z.string().nullable(),
      /** False until a sync has read the account's returns: its empty years are unknown, not unfiled. */
      returnsSynced: z.boolean(),
      returns: z.record(z.string(), z.array(ReturnCell)),
    }),
  ),
});
export type ReturnDetails = z.infer<typeof ReturnDetails>;

export const MISMATCH_STATUS = {
  matched: 'Matched',
  short_claimed: 'Short claimed',
  excess_claimed: 'Excess claimed',
  not_in_26as: 'Not in 26AS',
  no_return: 'No return',
} as const;
export type MismatchStatus = keyof typeof MISMATCH_STATUS;
const MismatchStatus = z.enum(Object.keys(MISMATCH_STATUS) as [MismatchStatus, ...MismatchStatus[]]);

export const TaxCreditMismatchQuery = z.object({
  ay: YearText('assessment').optional(),
  branch: Text,
  group: Text,
  mismatches: z.enum(['true', 'false']).optional(),
});

export const MismatchRow = z.object({
  pan: z.string(),
  name: z.string().nullable(),
  branch: z.string().nullable(),
  group: z.string().nullable(),
  ay: z.string(),
  ackNum: z.string().nullable(),
  form: z.string().nullable(),
  filedOn: z.string().nullable(),
  /** What the return claims: TDS, its own challans (taxes paid less TDS), and both. */
  claimedTds: z.number().nullable(),
  claimedChallans: z.number().nullable(),
  claimedTotal: z.number().nullable(),
  /** What 26AS credits: TDS booked F or P, advance and self-assessment challans, and both. */
  tds26as: z.number(),
  /** TDS 26AS shows but does not credit yet (booked U or O). */
  tdsPending: z.number(),
  challans26as: z.number(),
  total26as: z.number(),
  tdsDifference: z.number().nullable(),
  challanDifference: z.number().nullable(),
  /** Claimed less 26AS: positive is claimed in excess, negative short. */
  difference: z.number(),
  status: MismatchStatus,
});
export type MismatchRow = z.infer<typeof MismatchRow>;

export const MismatchReport = z.object({
  years: z.array(z.string()),
  rows: z.array(MismatchRow),
  /** Over every row of the chosen year(s), also when only mismatches are listed. */
  totals: z.object({
    rows: z.number(),
    byStatus: z.record(MismatchStatus, z.number()),
    claimed: z.number(),
    credited: z.number(),
    shortClaimed: z.number(),
    excessClaimed: z.number(),
  }),
  /** Accounts TaxDesk has not read a 26AS for yet: left out rather than shown unbacked. */
  accountsWithoutStatement: z.number(),
});
export type MismatchReport = z.infer<typeof MismatchReport>;

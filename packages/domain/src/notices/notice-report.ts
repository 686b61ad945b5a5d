import { z } from 'zod';
import { IsoDay } from '../dates/iso-day';

/**
 * The notice report of any area (`.../reports/notices?by=...&from=...&to=...`): notices counted by
 * work status and urgency, grouped as the user chooses. Each area names its own groupings.
 */
export const NoticeReportRow = z.object({
  group: z.string(),
  total: z.number(),
  open: z.number(),
  inProgress: z.number(),
  replied: z.number(),
  closed: z.number(),
  dueIn7Days: z.number(),
  overdue: z.number(),
});
export type NoticeReportRow = z.infer<typeof NoticeReportRow>;

const Day = IsoDay;

/** The query of a notice report over the given groupings (the first is the default). */
export function noticeReportQuery<G extends string>(groups: readonly [G, ...G[]]) {
  return z.object({
    by: z.enum(groups).default(groups[0]),
    from: Day.optional(),
    to: Day.optional(),
  });
}

/** The groupings of GST's notice report (gstNotice and gstAdditionalNotice together). */
export const GST_NOTICE_REPORT_GROUPS = [
  'type',
  'year',
  'gstin',
  'state',
  'group',
  'workStatus',
  'month',
] as const;
export type GstNoticeReportGroup = (typeof GST_NOTICE_REPORT_GROUPS)[number];

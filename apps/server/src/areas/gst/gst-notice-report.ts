import { sql } from 'drizzle-orm';
import type { GstNoticeReportGroup } from '@taxdesk/domain';
import { COMMON_NOTICE_GROUPS, type NoticeReportSource } from '../../lib/reports/notice-report';

/**
 * GST's notice report: notices and orders with the additional notices (litserv cases) together.
 * Their type is the promoted `section` (the notice's type, the case type), the year the financial
 * year; the group is the account's (gstAccount promotes it as `year`).
 */
export const GST_NOTICES: NoticeReportSource<GstNoticeReportGroup> = {
  types: ['gstNotice', 'gstAdditionalNotice'],
  closedStatuses: ['Closed', 'Disposed', 'Completed'],
  groups: {
    ...COMMON_NOTICE_GROUPS,
    type: () => sql`n.section`,
    year: () => sql`n.year`,
    gstin: () => sql`n.data->>'gstin'`,
    state: () => sql`n.data->>'state'`,
    group: (orgId) =>
      sql`(SELECT a.year FROM records a WHERE a.org_id = ${orgId} AND a.type = 'gstAccount' AND a.key = n.account_key)`,
  },
};

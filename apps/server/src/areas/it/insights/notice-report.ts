import { sql } from 'drizzle-orm';
import type { NoticeReportRow } from '@taxdesk/domain';
import type { Tx } from '../../../db/tenant';
import {
  COMMON_NOTICE_GROUPS,
  noticeReport as countNotices,
  type NoticeReportSource,
} from '../../../lib/reports/notice-report';

export const NOTICE_REPORT_GROUPS = ['section', 'year', 'account', 'branch', 'workStatus', 'month'] as const;
type NoticeReportGroup = (typeof NOTICE_REPORT_GROUPS)[number];
export type { NoticeReportRow };

/** Income-tax notices; the portal's proceeding status `C` closes one; branch is the account's. */
const IT_NOTICES: NoticeReportSource<NoticeReportGroup> = {
  types: ['itNotice'],
  closedStatuses: ['C'],
  groups: {
    ...COMMON_NOTICE_GROUPS,
    section: () => sql`n.section`,
    year: () => sql`n.year`,
    account: () => sql`n.account_key`,
    branch: (orgId) =>
      sql`(SELECT a.year FROM records a WHERE a.org_id = ${orgId} AND a.type = 'itAccount' AND a.key = n.account_key)`,
  },
};

/** Notices counted by status and urgency, grouped by section, year, account, branch, status or month. */
export function noticeReport(
  tx: Tx,
  orgId: string,
  today: string,
  by: NoticeReportGroup,
  range: { from?: string; to?: string },
): Promise<NoticeReportRow[]> {
  return countNotices(tx, orgId, today, IT_NOTICES, by, range);
}

import type { ScreenProps } from '../../app/screen-types';
import { NoticeReportPage } from '../../shared/reports/notice-report-page';

/** /{orgId}/gst/noticereport: GST notices and additional notices by status and due date. */
export default function GstNoticeReportScreen({ orgId }: ScreenProps) {
  return (
    <NoticeReportPage
      orgId={orgId}
      endpoint="gst/reports/notices"
      description="Notices and orders with the additional notices, counted by status and due date."
      groups={[
        { value: 'type', label: 'Notice type' },
        { value: 'year', label: 'Financial year' },
        { value: 'workStatus', label: 'Status' },
        { value: 'state', label: 'State' },
        { value: 'group', label: 'Group' },
        { value: 'gstin', label: 'GSTIN', mono: true },
        { value: 'month', label: 'Month issued' },
      ]}
    />
  );
}

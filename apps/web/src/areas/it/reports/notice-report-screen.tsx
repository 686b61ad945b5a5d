import type { ScreenProps } from '../../../app/screen-types';
import { NoticeReportPage } from '../../../shared/reports/notice-report-page';

/** /{orgId}/it/noticereport: income-tax notices counted by status and urgency. */
export default function NoticeReportScreen({ orgId }: ScreenProps) {
  return (
    <NoticeReportPage
      orgId={orgId}
      endpoint="it/reports/notices"
      groups={[
        { value: 'section', label: 'Section' },
        { value: 'year', label: 'Assessment year' },
        { value: 'workStatus', label: 'Status' },
        { value: 'branch', label: 'Branch' },
        { value: 'account', label: 'PAN', mono: true },
        { value: 'month', label: 'Month issued' },
      ]}
    />
  );
}

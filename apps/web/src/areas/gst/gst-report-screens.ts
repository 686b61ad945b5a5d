import type { ScreenTable } from '../../app/screen-types';

/** GST's own reports and print views (the print views have no header or footer: routes.tsv). */
export const gstReportScreens: ScreenTable = {
  '/{orgId}/gst/returnfile': () => import('./return-filing-screen'),
  '/{orgId}/gst/noreturnfile': () => import('./non-filers-screen'),
  '/{orgId}/gst/noticereport': () => import('./notice-report-screen'),
  '/{orgId}/gst/accountdetailsreport': () => import('./account-details-report-screen'),
  '/{orgId}/gst/aggregateturnover': () => import('./aggregate-turnover-screen'),
  '/{orgId}/gst/challanfile': () => import('./challan-print-screen'),
  '/{orgId}/gst/noticefile': () => import('./notice-print-screen'),
  '/{orgId}/gst/returnfile/{arn}': () => import('./return-print-screen'),
  '/{orgId}/gst/reconciliation': () => import('./reconciliation/reconciliation-screen'),
};

import type { ScreenTable } from '../../app/screen-types';
import { recordDetailScreen, recordListScreen } from '../../shared/resource/record-screens';

/**
 * GST lists and details that need nothing beyond the generic pages. The dashboard, the account
 * page, reports, sync, import, settings, print views and manual notices have screens of their own.
 */
export const gstRecordScreens: ScreenTable = {
  '/{orgId}/gst/notices': recordListScreen('gstNotice'),
  // Challan and notice details link to their print views.
  '/{orgId}/gst/notice/{noticeOrderId}': () => import('./gst-detail-screens').then((m) => m.noticeDetail),
  '/{orgId}/gst/additionalnotices': recordListScreen('gstAdditionalNotice'),
  // An additional notice and a case document download their case as one ZIP.
  '/{orgId}/gst/additionalnotice/{caseTaskId}': () =>
    import('./gst-detail-screens').then((m) => m.additionalNoticeDetail),
  '/{orgId}/gst/casedetails': recordListScreen('gstCase'),
  '/{orgId}/gst/casedetails/{itemId}': () => import('./gst-detail-screens').then((m) => m.caseDetail),
  '/{orgId}/gst/demand': recordListScreen('gstDemand'),
  '/{orgId}/gst/demand/{demandId}': recordDetailScreen('gstDemand'),
  '/{orgId}/gst/challan': recordListScreen('gstChallan'),
  '/{orgId}/gst/challan/{brn_num}': () => import('./gst-detail-screens').then((m) => m.challanDetail),
  '/{orgId}/gst/bankaccountdetails': recordListScreen('gstBankAccount'),
  '/{orgId}/gst/bankaccountdetails/{acno}': recordDetailScreen('gstBankAccount'),
  '/{orgId}/gst/gsttds': recordListScreen('gstTdsAccount'),
  '/{orgId}/gst/tds': recordListScreen('gstTdsCredit'),
  '/{orgId}/gst/tds/{tdsId}': recordDetailScreen('gstTdsCredit'),
  '/{orgId}/gst/refundcase': recordListScreen('gstRefundCase'),
  '/{orgId}/gst/refund': recordListScreen('gstRefund'),
  '/{orgId}/gst/refund/{applnAckNum}': recordDetailScreen('gstRefund'),
  '/{orgId}/gst/submissions': recordListScreen('gstSubmission'),
  '/{orgId}/gst/submissions/{arn}': recordDetailScreen('gstSubmission'),
  '/{orgId}/gst/return': recordListScreen('gstReturn'),
  '/{orgId}/gst/return/{arn}': recordDetailScreen('gstReturn'),
  '/{orgId}/gst/returncompliance': recordListScreen('gstReturnCompliance'),
  '/{orgId}/gst/returncompliance/{refId}': recordDetailScreen('gstReturnCompliance'),
  '/{orgId}/gst/electronicledger': recordListScreen('gstLedgerEntry'),
  '/{orgId}/gst/arn': recordListScreen('gstArn'),
  '/{orgId}/gst/arn/{arn}': recordDetailScreen('gstArn'),
};

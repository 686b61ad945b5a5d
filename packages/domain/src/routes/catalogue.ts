/**
 * Every screen of the product, as shared/spec/routes.tsv lists it (a test keeps the two equal).
 * The spec's last column, what each screen holds in words, is in catalogue-records.ts: nothing
 * in the app reads it, and this file is part of the web app's first load.
 */

export type AreaHeader = 'none' | 'general' | 'it' | 'gst' | 'party' | 'tds' | 'pregst' | 'state' | 'icegate';
export type ScreenKind =
  | 'login'
  | 'signup'
  | 'test'
  | 'home'
  | 'apikey'
  | 'admin'
  | 'users'
  | 'import'
  | 'settings'
  | 'list'
  | 'dashboard'
  | 'report'
  | 'detail'
  | 'sync'
  | 'blocked'
  | 'timeline'
  | 'form'
  | 'download'
  | 'document';

export type CatalogueRoute = {
  path: string;
  title: string;
  header: AreaHeader;
  kind: ScreenKind;
};

export const SPEC_ROUTES: readonly CatalogueRoute[] = [
  { path: '/login', title: 'Login to the IT portal', header: 'none', kind: 'login' },
  { path: '/signup', title: 'Sign Up', header: 'none', kind: 'signup' },
  { path: '/test1313', title: 'Test', header: 'none', kind: 'test' },
  { path: '/{orgId}', title: 'Home', header: 'general', kind: 'home' },
  { path: '/{orgId}/api', title: 'API Keys', header: 'general', kind: 'apikey' },
  { path: '/{orgId}/admin', title: 'Admin', header: 'general', kind: 'admin' },
  { path: '/{orgId}/admin/referraltracker', title: 'Referral Tracker', header: 'general', kind: 'admin' },
  { path: '/{orgId}/admin/gstin', title: 'GSTIN Master Population', header: 'general', kind: 'admin' },
  { path: '/{orgId}/admin/tan', title: 'TAN Master Population', header: 'general', kind: 'admin' },
  { path: '/{orgId}/admin/debugging', title: 'Debugging', header: 'general', kind: 'admin' },
  { path: '/{orgId}/admin/failureitems', title: 'Failure Items', header: 'general', kind: 'admin' },
  { path: '/{orgId}/admin/emaillogs', title: 'Email Logs', header: 'general', kind: 'admin' },
  { path: '/{orgId}/user', title: 'Users', header: 'general', kind: 'users' },
  { path: '/{orgId}/importusers', title: 'Import Users', header: 'general', kind: 'import' },
  {
    path: '/{orgId}/importusersconfig',
    title: 'Import Users Configuration',
    header: 'general',
    kind: 'settings',
  },
  { path: '/{orgId}/settings', title: 'Settings', header: 'general', kind: 'settings' },
  { path: '/{orgId}/accountdelete', title: 'Delete Account', header: 'general', kind: 'settings' },
  { path: '/{orgId}/synclog', title: 'Sync Logs', header: 'general', kind: 'list' },
  { path: '/{orgId}/it/synclog', title: 'Sync Logs', header: 'it', kind: 'list' },
  { path: '/{orgId}/it', title: 'Income Tax', header: 'it', kind: 'dashboard' },
  { path: '/{orgId}/it/import', title: 'Import IT Accounts', header: 'it', kind: 'import' },
  { path: '/{orgId}/it/importnoticestatus', title: 'Import Notice Status', header: 'it', kind: 'import' },
  { path: '/{orgId}/it/importItat', title: 'Import ITAT Cases', header: 'it', kind: 'import' },
  { path: '/{orgId}/it/importbranch', title: 'Import Branches', header: 'it', kind: 'import' },
  { path: '/{orgId}/it/taxcreditmismatch', title: 'Tax Credit Mismatch', header: 'it', kind: 'report' },
  { path: '/{orgId}/it/udinreport', title: 'UDIN Report', header: 'it', kind: 'report' },
  { path: '/{orgId}/it/rprequestbatch/{batchSeqId}', title: 'Request Batch', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/filedform', title: 'Filed Forms', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/filedform/{ackNum}', title: 'Filed Form', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/demand', title: 'Outstanding Demands', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/demand/{din}/{transactionId}', title: 'Demand', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/panca', title: 'CA Assignments', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/capan/{assesseCaId}', title: 'CA Assignment', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/caassignedforms', title: 'CA Assigned Forms', header: 'it', kind: 'list' },
  {
    path: '/{orgId}/it/caassignedforms/{transactionNo}',
    title: 'CA Assigned Form',
    header: 'it',
    kind: 'detail',
  },
  { path: '/{orgId}/it/videoconferencing', title: 'Video Conferencing', header: 'it', kind: 'list' },
  {
    path: '/{orgId}/it/videoconferencing/{adjVcReqstId}',
    title: 'Video Conferencing Request',
    header: 'it',
    kind: 'detail',
  },
  { path: '/{orgId}/it/returns', title: 'Returns', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/returns/{ackNum}', title: 'Return', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/proceeding', title: 'Proceedings', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/proceeding/{proceedingReqId}', title: 'Proceeding', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/refunds', title: 'Refunds', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/proceedingnotice', title: 'Proceeding Notices', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/proceedingnotice/{headerSeqNo}', title: 'Notice', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/pan', title: 'PAN Accounts', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/pan/{pan}', title: 'PAN Account', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/adjournment', title: 'Adjournments', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/adjournment/{adjVcReqstId}', title: 'Adjournment', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/payments', title: 'Payments', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/payments/{cin}', title: 'Payment', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/sync', title: 'Sync', header: 'it', kind: 'sync' },
  { path: '/{orgId}/it/sync1', title: 'Sync Selected Accounts', header: 'it', kind: 'sync' },
  { path: '/{orgId}/it/sync3', title: 'Sync Schedule', header: 'it', kind: 'sync' },
  { path: '/{orgId}/it/failuresync', title: 'Failed Syncs', header: 'it', kind: 'sync' },
  { path: '/{orgId}/it/branch', title: 'Branches', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/arca/udin/{ackNum}', title: 'ARCA UDIN', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/arca/filedform/{ackNum}', title: 'ARCA Filed Form', header: 'it', kind: 'detail' },
  {
    path: '/{orgId}/it/arca/worklist/{transactionNo}',
    title: 'ARCA Worklist Item',
    header: 'it',
    kind: 'detail',
  },
  { path: '/{orgId}/it/settings', title: 'Income Tax Settings', header: 'it', kind: 'settings' },
  { path: '/{orgId}/it/loginblocked', title: 'Login Blocked Accounts', header: 'it', kind: 'blocked' },
  { path: '/{orgId}/it/tempproceedingnotice', title: 'Unmatched Notices', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/returnfiles', title: 'Return Files', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/compliance', title: 'E-Compliance', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/paymentdashboard', title: 'Payment Dashboard', header: 'it', kind: 'dashboard' },
  { path: '/{orgId}/it/returntimeline', title: 'Return Timeline', header: 'it', kind: 'timeline' },
  { path: '/{orgId}/it/proceedingtimeline', title: 'Proceeding Timeline', header: 'it', kind: 'timeline' },
  { path: '/{orgId}/it/proceedingdashboard', title: 'Proceeding Dashboard', header: 'it', kind: 'dashboard' },
  { path: '/{orgId}/it/worklist', title: 'Worklist', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/worklist/{processId}', title: 'Worklist Item', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/grievances', title: 'Grievances', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/grievances/{ticketId}', title: 'Grievance', header: 'it', kind: 'detail' },
  { path: '/{orgId}/it/keypersondetails', title: 'Key Persons', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/notice133', title: 'Section 133(6) Notices', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/requestdownload', title: 'Download Requests', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/rpnotices', title: 'Reply Notices', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/rpproceeding', title: 'Reply Proceedings', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/trackrequestforms', title: 'Track Request Forms', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/returndetails', title: 'Return Details', header: 'it', kind: 'report' },
  { path: '/{orgId}/it/noticereport', title: 'Notice Report', header: 'it', kind: 'report' },
  { path: '/{orgId}/it/manualnotice', title: 'Manual Notices', header: 'it', kind: 'form' },
  { path: '/{orgId}/it/itat', title: 'ITAT Appeals', header: 'it', kind: 'list' },
  { path: '/{orgId}/it/syncitat', title: 'Sync ITAT', header: 'it', kind: 'sync' },
  { path: '/{orgId}/it/bulkdownload', title: 'Bulk Download', header: 'it', kind: 'download' },
  { path: '/{orgId}/rp/pan/{rpPan}', title: 'Reply PAN', header: 'it', kind: 'detail' },
  { path: '/{orgId}/rp/import', title: 'Import Reply Accounts', header: 'it', kind: 'import' },
  { path: '/{orgId}/rp/sync', title: 'Reply Sync', header: 'it', kind: 'sync' },
  { path: '/{orgId}/rp/sync1', title: 'Reply Sync Selected', header: 'it', kind: 'sync' },
  { path: '/{orgId}/arca/sync', title: 'ARCA Sync', header: 'it', kind: 'sync' },
  { path: '/{orgId}/arca/arcaworklist', title: 'ARCA Worklist', header: 'it', kind: 'list' },
  { path: '/{orgId}/arca/udin', title: 'UDIN List', header: 'it', kind: 'list' },
  { path: '/{orgId}/arca/arcaId/{arcaId}', title: 'ARCA Account', header: 'it', kind: 'detail' },
  { path: '/{orgId}/arca/arcafiledform', title: 'ARCA Filed Forms', header: 'it', kind: 'list' },
  { path: '/{orgId}/gst', title: 'GST', header: 'gst', kind: 'dashboard' },
  { path: '/{orgId}/gst/gstin/{portalUserName}', title: 'GSTIN Account', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/additionalnotices', title: 'Additional Notices', header: 'gst', kind: 'list' },
  {
    path: '/{orgId}/gst/additionalnotice/{caseTaskId}',
    title: 'Additional Notice',
    header: 'gst',
    kind: 'detail',
  },
  { path: '/{orgId}/gst/casedetails', title: 'Case Details', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/casedetails/{itemId}', title: 'Case', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/challan', title: 'Challans', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/challan/{brn_num}', title: 'Challan', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/challanfile', title: 'Challan File', header: 'none', kind: 'document' },
  { path: '/{orgId}/gst/bankaccountdetails', title: 'Bank Accounts', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/bankaccountdetails/{acno}', title: 'Bank Account', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/gsttds', title: 'GST TDS Accounts', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/settings', title: 'GST Settings', header: 'gst', kind: 'settings' },
  { path: '/{orgId}/gst/import', title: 'Import GST Accounts', header: 'gst', kind: 'import' },
  { path: '/{orgId}/gst/noreturnfile', title: 'Non-Filers', header: 'gst', kind: 'report' },
  { path: '/{orgId}/gst/loginblocked', title: 'Login Blocked Accounts', header: 'gst', kind: 'blocked' },
  {
    path: '/{orgId}/gst/accountdetailsreport',
    title: 'Account Details Report',
    header: 'gst',
    kind: 'report',
  },
  { path: '/{orgId}/gst/refundcase', title: 'Refund Cases', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/returnfile', title: 'Return Filing Status', header: 'gst', kind: 'report' },
  { path: '/{orgId}/gst/demand', title: 'Demands', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/demand/{demandId}', title: 'Demand', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/notices', title: 'Notices', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/notice/{noticeOrderId}', title: 'Notice', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/submissions', title: 'Submissions', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/submissions/{arn}', title: 'Submission', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/refund', title: 'Refunds', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/refund/{applnAckNum}', title: 'Refund', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/return', title: 'Returns', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/return/{arn}', title: 'Return', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/returnfile/{arn}', title: 'Return File', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/returncompliance', title: 'Return Compliance', header: 'gst', kind: 'list' },
  {
    path: '/{orgId}/gst/returncompliance/{refId}',
    title: 'Return Compliance Item',
    header: 'gst',
    kind: 'detail',
  },
  { path: '/{orgId}/gst/noticereport', title: 'Notice Report', header: 'gst', kind: 'report' },
  { path: '/{orgId}/gst/aggregateturnover', title: 'Aggregate Turnover', header: 'gst', kind: 'report' },
  { path: '/{orgId}/gst/electronicledger', title: 'Electronic Ledger', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/sync', title: 'GST Sync', header: 'gst', kind: 'sync' },
  { path: '/{orgId}/gst/sync1', title: 'GST Sync Selected', header: 'gst', kind: 'sync' },
  { path: '/{orgId}/gst/noticefile', title: 'GSTR-3A Notice', header: 'none', kind: 'document' },
  { path: '/{orgId}/gst/arn', title: 'ARN Tracking', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/arn/import', title: 'Import ARNs', header: 'gst', kind: 'import' },
  { path: '/{orgId}/gst/arn/{arn}', title: 'ARN', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/arn/sync', title: 'ARN Sync', header: 'gst', kind: 'sync' },
  { path: '/{orgId}/gst/tds', title: 'TDS/TCS Credits', header: 'gst', kind: 'list' },
  { path: '/{orgId}/gst/tds/{tdsId}', title: 'TDS/TCS Credit', header: 'gst', kind: 'detail' },
  { path: '/{orgId}/gst/manualnotice', title: 'Manual Notices', header: 'gst', kind: 'form' },
  { path: '/{orgId}/gstparty', title: 'GST Parties', header: 'party', kind: 'list' },
  { path: '/{orgId}/tanparty', title: 'TAN Parties', header: 'party', kind: 'list' },
  { path: '/{orgId}/panparty', title: 'PAN Parties', header: 'party', kind: 'list' },
  { path: '/{orgId}/msmeparty', title: 'MSME Parties', header: 'party', kind: 'list' },
  { path: '/{orgId}/tds', title: 'TDS', header: 'tds', kind: 'dashboard' },
  { path: '/{orgId}/tds/demand', title: 'TDS Demands', header: 'tds', kind: 'list' },
  { path: '/{orgId}/tds/demand/{demandId}', title: 'TDS Demand', header: 'tds', kind: 'detail' },
  { path: '/{orgId}/tds/payments', title: 'TDS Payments', header: 'tds', kind: 'list' },
  { path: '/{orgId}/tds/Payments/{cin}', title: 'TDS Payment', header: 'tds', kind: 'detail' },
  { path: '/{orgId}/tds/notice', title: 'TDS Notices', header: 'tds', kind: 'list' },
  { path: '/{orgId}/tds/notice/{commInbId}', title: 'TDS Notice', header: 'tds', kind: 'detail' },
  { path: '/{orgId}/tds/filedform', title: 'TDS Filed Forms', header: 'tds', kind: 'list' },
  { path: '/{orgId}/tds/filedform/{ackNum}', title: 'TDS Filed Form', header: 'tds', kind: 'detail' },
  { path: '/{orgId}/tds/proceeding', title: 'TDS Proceedings', header: 'tds', kind: 'list' },
  {
    path: '/{orgId}/tds/proceeding/{proceedingReqId}',
    title: 'TDS Proceeding',
    header: 'tds',
    kind: 'detail',
  },
  { path: '/{orgId}/tds/proceedingnoticetds', title: 'TDS Proceeding Notices', header: 'tds', kind: 'list' },
  {
    path: '/{orgId}/tds/proceedingnoticetds/{headerSeqNo}',
    title: 'TDS Proceeding Notice',
    header: 'tds',
    kind: 'detail',
  },
  { path: '/{orgId}/tds/tdsstamentstatus', title: 'Statement Status', header: 'tds', kind: 'list' },
  { path: '/{orgId}/tds/statementstatus/{tan}/{tokenNo}', title: 'Statement', header: 'tds', kind: 'detail' },
  {
    path: '/{orgId}/tds/lowerdeductioncert',
    title: 'Lower Deduction Certificates',
    header: 'tds',
    kind: 'list',
  },
  {
    path: '/{orgId}/tds/ldcertificate/{certNum}/{certid}',
    title: 'Lower Deduction Certificate',
    header: 'tds',
    kind: 'detail',
  },
  { path: '/{orgId}/tds/requestdownload', title: 'TDS Download Requests', header: 'tds', kind: 'list' },
  { path: '/{orgId}/tds/loginblocked', title: 'Login Blocked Accounts', header: 'tds', kind: 'blocked' },
  { path: '/{orgId}/tds/config', title: 'TDS Settings', header: 'tds', kind: 'settings' },
  { path: '/{orgId}/tds/sync', title: 'TDS Sync', header: 'tds', kind: 'sync' },
  { path: '/{orgId}/tds/sync1', title: 'TDS Sync Selected', header: 'tds', kind: 'sync' },
  { path: '/{orgId}/tds/import', title: 'Import TAN Accounts', header: 'tds', kind: 'import' },
  { path: '/{orgId}/tds/noreturnfile', title: 'Non-Filers', header: 'tds', kind: 'report' },
  { path: '/{orgId}/tds/challan', title: 'TDS Challans', header: 'tds', kind: 'list' },
  { path: '/{orgId}/tds/challan/{recptNum}', title: 'TDS Challan', header: 'tds', kind: 'detail' },
  { path: '/{orgId}/tds/applicationstatus', title: 'Application Status', header: 'tds', kind: 'list' },
  { path: '/{orgId}/tds/applicationstatus/{acknumber}', title: 'Application', header: 'tds', kind: 'detail' },
  {
    path: '/{orgId}/tds/applicationstatussync',
    title: 'Application Status Sync',
    header: 'tds',
    kind: 'sync',
  },
  {
    path: '/{orgId}/tds/acknum/import',
    title: 'Import Acknowledgement Numbers',
    header: 'tds',
    kind: 'import',
  },
  { path: '/{orgId}/tds/account/{tan}', title: 'TAN Account', header: 'tds', kind: 'detail' },
  { path: '/{orgId}/tds/panverfication', title: 'PAN Verification', header: 'gst', kind: 'list' },
  { path: '/{orgId}/tds/rpproceeding', title: 'Reply Proceedings', header: 'it', kind: 'list' },
  { path: '/{orgId}/tds/rpbatch', title: 'Request Batches', header: 'it', kind: 'list' },
  { path: '/{orgId}/pregst', title: 'Pre-GST', header: 'pregst', kind: 'dashboard' },
  { path: '/{orgId}/pregst/{gstin}', title: 'Pre-GST Account', header: 'pregst', kind: 'detail' },
  { path: '/{orgId}/pregst/manualnotice', title: 'Manual Notices', header: 'pregst', kind: 'form' },
  { path: '/{orgId}/pregst/notices', title: 'Pre-GST Notices', header: 'pregst', kind: 'list' },
  { path: '/{orgId}/pregst/procceding', title: 'Pre-GST Proceedings', header: 'pregst', kind: 'list' },
  { path: '/{orgId}/state', title: 'State Tax', header: 'state', kind: 'dashboard' },
  { path: '/{orgId}/state/import', title: 'Import State Accounts', header: 'state', kind: 'import' },
  { path: '/{orgId}/state/application', title: 'State Applications', header: 'state', kind: 'list' },
  {
    path: '/{orgId}/state/applicationtimeline',
    title: 'Application Timeline',
    header: 'state',
    kind: 'timeline',
  },
  { path: '/{orgId}/state/sync', title: 'State Sync', header: 'state', kind: 'sync' },
  { path: '/{orgId}/state/{accountId}', title: 'State Account', header: 'state', kind: 'detail' },
  { path: '/{orgId}/icegate', title: 'ICEGATE Accounts', header: 'icegate', kind: 'list' },
  { path: '/{orgId}/icegatehome', title: 'ICEGATE', header: 'icegate', kind: 'dashboard' },
  { path: '/{orgId}/importicegate', title: 'Import ICEGATE Accounts', header: 'icegate', kind: 'import' },
  {
    path: '/{orgId}/icegateaccountview/{userName}',
    title: 'ICEGATE Account',
    header: 'icegate',
    kind: 'detail',
  },
  { path: '/{orgId}/icegate/sync', title: 'ICEGATE Sync', header: 'icegate', kind: 'sync' },
  { path: '/{orgId}/icegate/shippingbill', title: 'Shipping Bills', header: 'icegate', kind: 'list' },
];

/**
 * Screens the product has beyond the spec's list (routes.tsv stays as written; the test compares
 * only the spec's part). Each is licensed by its area's prefix like the spec's own.
 */
export const ADDED_ROUTES: readonly CatalogueRoute[] = [
  { path: '/{orgId}/gst/reconciliation', title: '2B reconciliation', header: 'gst', kind: 'report' },
  // Every dated item of every licensed area, and each member's ICS feed (issue 24).
  { path: '/{orgId}/calendar', title: 'Calendar', header: 'general', kind: 'report' },
  // A client's accounts across areas, by PAN (or a GSTIN or TAN that leads to one), issue 24.
  { path: '/{orgId}/client/{pan}', title: 'Client', header: 'general', kind: 'detail' },
  // Clients and records of every licensed area by any number or name; Ctrl+K opens the same as a palette (issue 24).
  { path: '/{orgId}/search', title: 'Search', header: 'general', kind: 'report' },
  // Every record with a due date or a work status across areas, in one list; Home's figures open it (issue 24).
  { path: '/{orgId}/work', title: 'Work', header: 'general', kind: 'list' },
  // A matter across its stages and portals: its records, deadline, amount, work and history (issue 25).
  { path: '/{orgId}/cases', title: 'Cases', header: 'general', kind: 'list' },
  { path: '/{orgId}/cases/{caseId}', title: 'Case', header: 'general', kind: 'detail' },
  // The links of the account emails, and asking for one (docs/security.md).
  { path: '/verify-email', title: 'Confirm your email address', header: 'none', kind: 'login' },
  { path: '/forgot-password', title: 'Forgot password', header: 'none', kind: 'login' },
  { path: '/reset-password', title: 'Reset password', header: 'none', kind: 'login' },
];

export const ROUTE_CATALOGUE: readonly CatalogueRoute[] = [...SPEC_ROUTES, ...ADDED_ROUTES];

import type { ScreenTable } from '../../app/screen-types';
import { recordDetailScreen, recordListScreen } from '../../shared/resource/record-screens';

/** Section 133(6) notices are the proceeding notices of that section: the same list, fixed to it. */
const SECTION_133_6 = { noticeSection: { in: ['133(6)'] } };

/**
 * Income tax's screens by catalogue path, each its own chunk. Sync all, sync selected, failed
 * syncs, login blocked and settings are the shared area blocks (`areaScreens(itArea)`); this table
 * follows them in the app's and wins where it gives a path a screen of its own (the account import).
 */
export const itScreens: ScreenTable = {
  // E-proceedings (a proceeding lists its notices, a notice its PDFs: the definitions' children
  // and documents) and the accounts (PANs) they belong to.
  '/{orgId}/it/proceeding': recordListScreen('itProceeding'),
  '/{orgId}/it/proceeding/{proceedingReqId}': recordDetailScreen('itProceeding'),
  '/{orgId}/it/proceedingnotice': recordListScreen('itNotice'),
  '/{orgId}/it/proceedingnotice/{headerSeqNo}': recordDetailScreen('itNotice'),
  '/{orgId}/it/pan': () => import('./accounts/pan-list-screen'),
  '/{orgId}/it/pan/{pan}': () => import('./accounts/pan-detail-screen'),

  // Returns, filed forms, demands, refunds, payments, key persons; Return Files opens and downloads
  // each document from the list.
  '/{orgId}/it/returns': recordListScreen('itReturn'),
  '/{orgId}/it/returns/{ackNum}': recordDetailScreen('itReturn'),
  '/{orgId}/it/returnfiles': () => import('./records/return-files-screen'),
  '/{orgId}/it/filedform': recordListScreen('itFiledForm'),
  '/{orgId}/it/filedform/{ackNum}': recordDetailScreen('itFiledForm'),
  '/{orgId}/it/demand': recordListScreen('itDemand'),
  '/{orgId}/it/demand/{din}/{transactionId}': recordDetailScreen('itDemand'),
  '/{orgId}/it/refunds': recordListScreen('itRefund'),
  '/{orgId}/it/payments': recordListScreen('itChallan'),
  '/{orgId}/it/payments/{cin}': recordDetailScreen('itChallan'),
  '/{orgId}/it/keypersondetails': recordListScreen('itKeyPerson'),

  // Dashboards and timelines.
  '/{orgId}/it': () => import('./insights/it-dashboard-screen'),
  '/{orgId}/it/proceedingdashboard': () => import('./insights/proceeding-dashboard-screen'),
  '/{orgId}/it/proceedingtimeline': () => import('./insights/proceeding-timeline-screen'),
  '/{orgId}/it/returntimeline': () => import('./insights/return-timeline-screen'),
  '/{orgId}/it/paymentdashboard': () => import('./insights/payment-dashboard-screen'),

  // Reports.
  '/{orgId}/it/noticereport': () => import('./reports/notice-report-screen'),
  '/{orgId}/it/returndetails': () => import('./reports/return-details-screen'),
  '/{orgId}/it/udinreport': () => import('./reports/udin-report-screen'),
  '/{orgId}/it/taxcreditmismatch': () => import('./reports/tax-credit-mismatch-screen'),

  // The daily sync's schedule: only income tax has a schedule screen of its own.
  '/{orgId}/it/sync3': () => import('./sync/sync-schedule-screen'),

  // Work items: plain lists and details use the generic pages; the screens of their own add what
  // a definition cannot say (links to the notice, a grievance's status history, the files of
  // download requests).
  '/{orgId}/it/adjournment': recordListScreen('itAdjournment'),
  '/{orgId}/it/adjournment/{adjVcReqstId}': () => import('./work-items/adjournment-detail-screen'),
  '/{orgId}/it/videoconferencing': recordListScreen('itVcRequest', { title: 'Video Conferencing' }),
  '/{orgId}/it/videoconferencing/{adjVcReqstId}': () => import('./work-items/vc-request-detail-screen'),
  '/{orgId}/it/panca': recordListScreen('itCaAssignment'),
  '/{orgId}/it/capan/{assesseCaId}': recordDetailScreen('itCaAssignment'),
  '/{orgId}/it/caassignedforms': recordListScreen('itCaAssignedForm'),
  '/{orgId}/it/caassignedforms/{transactionNo}': recordDetailScreen('itCaAssignedForm'),
  '/{orgId}/it/worklist': recordListScreen('itWorklistItem', { title: 'Worklist' }),
  '/{orgId}/it/worklist/{processId}': recordDetailScreen('itWorklistItem'),
  '/{orgId}/it/grievances': recordListScreen('itGrievance'),
  '/{orgId}/it/grievances/{ticketId}': () => import('./work-items/grievance-detail-screen'),
  '/{orgId}/it/compliance': recordListScreen('itComplianceItem', { title: 'E-Compliance' }),
  '/{orgId}/it/requestdownload': () => import('./work-items/download-request-list-screen'),
  '/{orgId}/it/trackrequestforms': recordListScreen('itRequestForm', { title: 'Track Request Forms' }),
  '/{orgId}/it/notice133': recordListScreen('itNotice', {
    fixedFilters: SECTION_133_6,
    title: 'Section 133(6) Notices',
  }),

  // Imports.
  '/{orgId}/it/import': () => import('./imports/it-accounts-import-screen'),
  '/{orgId}/it/importnoticestatus': () => import('./imports/notice-status-import-screen'),
  '/{orgId}/it/importItat': () => import('./imports/itat-import-screen'),
  '/{orgId}/it/importbranch': () => import('./imports/branch-import-screen'),
  '/{orgId}/rp/import': () => import('./imports/rp-accounts-import-screen'),

  // Notices entered by hand, waiting for review, downloaded in bulk.
  '/{orgId}/it/manualnotice': () => import('./manual-notices/manual-notice-screen'),
  '/{orgId}/it/tempproceedingnotice': () => import('./manual-notices/unmatched-notices-screen'),
  '/{orgId}/it/bulkdownload': () => import('./bulk-download/bulk-download-screen'),

  // Reply (RP), ARCA, ITAT and branches. Reply proceedings are split by whom they concern: PANs
  // under income tax, TANs (deductors) under TDS.
  '/{orgId}/it/itat': () => import('./rp-arca-itat/itat-list-screen'),
  '/{orgId}/it/syncitat': () => import('./rp-arca-itat/itat-sync-screen'),
  '/{orgId}/it/branch': () => import('./rp-arca-itat/branch-list-screen'),
  '/{orgId}/rp/pan/{rpPan}': () => import('./rp-arca-itat/rp-account-screen'),
  // The shared sync blocks on the Reply portal: one chunk for both routes.
  '/{orgId}/rp/sync': () =>
    import('./rp-arca-itat/rp-sync-page').then((m) => ({ default: m.RpSyncAllScreen })),
  '/{orgId}/rp/sync1': () =>
    import('./rp-arca-itat/rp-sync-page').then((m) => ({ default: m.RpSyncChosenScreen })),
  '/{orgId}/it/rpnotices': recordListScreen('rpNotice'),
  '/{orgId}/it/rpproceeding': recordListScreen('rpProceeding', {
    fixedFilters: { entityType: { in: ['PAN'] } },
  }),
  '/{orgId}/tds/rpproceeding': recordListScreen('rpProceeding', {
    fixedFilters: { entityType: { in: ['TAN'] } },
  }),
  '/{orgId}/it/rprequestbatch/{batchSeqId}': () => import('./rp-arca-itat/request-batch-screen'),
  '/{orgId}/tds/rpbatch': recordListScreen('rpRequestBatch'),
  '/{orgId}/arca/sync': () => import('./rp-arca-itat/arca-sync-screen'),
  '/{orgId}/arca/arcaId/{arcaId}': () => import('./rp-arca-itat/arca-account-screen'),
  '/{orgId}/arca/arcaworklist': recordListScreen('arcaWorklistItem'),
  '/{orgId}/it/arca/worklist/{transactionNo}': recordDetailScreen('arcaWorklistItem'),
  '/{orgId}/arca/udin': recordListScreen('udin'),
  '/{orgId}/it/arca/udin/{ackNum}': recordDetailScreen('udin'),
  '/{orgId}/arca/arcafiledform': recordListScreen('arcaFiledForm'),
  '/{orgId}/it/arca/filedform/{ackNum}': recordDetailScreen('arcaFiledForm'),
};

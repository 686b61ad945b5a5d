import type { ScreenTable } from '../../app/screen-types';
import { recordDetailScreen, recordListScreen } from '../../shared/resource/record-screens';

/** Section 133(6) notices are the proceeding notices of that section: the same list, fixed to it. */
export const SECTION_133_6 = { noticeSection: { in: ['133(6)'] } };

/**
 * Income-tax work items: adjournments, VC requests, CA assignments and assigned forms, worklist,
 * grievances, e-compliance, download requests, request forms, and the 133(6) notices. Plain lists
 * and details use the generic pages; the screens of their own add what a definition cannot say
 * (links to the notice, a grievance's status history, the files of download requests).
 */
export const itWorkItemScreens: ScreenTable = {
  '/{orgId}/it/adjournment': recordListScreen('itAdjournment'),
  '/{orgId}/it/adjournment/{adjVcReqstId}': () => import('./adjournment-detail-screen'),
  '/{orgId}/it/videoconferencing': recordListScreen('itVcRequest', { title: 'Video Conferencing' }),
  '/{orgId}/it/videoconferencing/{adjVcReqstId}': () => import('./vc-request-detail-screen'),
  '/{orgId}/it/panca': recordListScreen('itCaAssignment'),
  '/{orgId}/it/capan/{assesseCaId}': recordDetailScreen('itCaAssignment'),
  '/{orgId}/it/caassignedforms': recordListScreen('itCaAssignedForm'),
  '/{orgId}/it/caassignedforms/{transactionNo}': recordDetailScreen('itCaAssignedForm'),
  '/{orgId}/it/worklist': recordListScreen('itWorklistItem', { title: 'Worklist' }),
  '/{orgId}/it/worklist/{processId}': recordDetailScreen('itWorklistItem'),
  '/{orgId}/it/grievances': recordListScreen('itGrievance'),
  '/{orgId}/it/grievances/{ticketId}': () => import('./grievance-detail-screen'),
  '/{orgId}/it/compliance': recordListScreen('itComplianceItem', { title: 'E-Compliance' }),
  '/{orgId}/it/requestdownload': () => import('./download-request-list-screen'),
  '/{orgId}/it/trackrequestforms': recordListScreen('itRequestForm', { title: 'Track Request Forms' }),
  '/{orgId}/it/notice133': recordListScreen('itNotice', {
    fixedFilters: SECTION_133_6,
    title: 'Section 133(6) Notices',
  }),
};

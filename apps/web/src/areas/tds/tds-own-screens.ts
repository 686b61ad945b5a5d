import { tdsArea } from '@taxdesk/domain';
import type { ScreenTable } from '../../app/screen-types';
import { areaScreen } from '../../shared/area/area-screens';

/** The TDS screens that are the area's own (routes.tsv): its dashboard, download requests, PAN verification, non-filers, applications. */
export const tdsOwnScreens: ScreenTable = {
  // The area's generic dashboard, with the statements of the quarter due that are not filed.
  '/{orgId}/tds': () => import('./tds-dashboard-screen'),
  '/{orgId}/tds/requestdownload': () => import('./request-download-screen'),
  '/{orgId}/tds/panverfication': () => import('./pan-verification-screen'),
  '/{orgId}/tds/noreturnfile': () => import('./non-filers-screen'),
  '/{orgId}/tds/acknum/import': () => import('./ack-import-screen'),
  // An application's status is its TAN's e-filing login's to see: that portal's sync, applications only.
  '/{orgId}/tds/applicationstatussync': areaScreen(tdsArea, 'sync', {
    portal: 'tds',
    title: 'Application Status Sync',
    modules: ['applications'],
    startLabel: 'Sync application status',
    description:
      "TaxDesk signs in to each TAN's e-filing login and reads the status of the applications it filed (acknowledgement numbers imported, or found by an earlier sync).",
  }),
};

import { gstArea } from '@taxdesk/domain';
import type { ScreenTable } from '../../app/screen-types';
import { areaScreen } from '../../shared/area/area-screens';

/** GST screens of their own kind: notices entered by hand, ARN tracking, the GSTR-2B import, the account page. */
export const gstOwnScreens: ScreenTable = {
  '/{orgId}/gst/manualnotice': () => import('./gst-manual-notice-screen'),
  // The generic account page, with the login's notices, replies and orders as one ZIP.
  [gstArea.screens.accountPage!]: () => import('./gst-detail-screens').then((m) => m.accountPage),
  '/{orgId}/gst/arn/import': () => import('./arn-import-screen'),
  // Beside the account import, a second panel: the GSTR-2B file.
  '/{orgId}/gst/import': () => import('./gst-import-screen'),
  // The portal's status of an application is its login's to see: the GST sync, with that module only.
  '/{orgId}/gst/arn/sync': areaScreen(gstArea, 'sync', {
    title: 'ARN Sync',
    modules: ['arnStatus'],
    accountsHolding: { type: 'gstArn', field: 'portalUserName' },
    startLabel: 'Sync ARN status',
    description:
      'TaxDesk signs in to each GST login holding tracked ARNs and reads the status of the ARNs tracked for it (imported, or found by an earlier sync). An ARN the portal no longer shows keeps its last status.',
  }),
};

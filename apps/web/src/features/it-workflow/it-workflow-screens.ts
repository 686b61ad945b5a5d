import type { ScreenTable } from '../../app/screen-types';

/** Work on income-tax notices: entered by hand, waiting for review, downloaded in bulk. */
export const itWorkflowScreens: ScreenTable = {
  '/{orgId}/it/manualnotice': () => import('./manual-notice-screen'),
  '/{orgId}/it/tempproceedingnotice': () => import('./unmatched-notices-screen'),
  '/{orgId}/it/bulkdownload': () => import('./bulk-download-screen'),
};

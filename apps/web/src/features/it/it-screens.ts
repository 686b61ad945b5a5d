import type { ScreenTable } from '../../app/screen-types';

/** Income-tax screens by catalogue path, each its own chunk. */
export const itScreens: ScreenTable = {
  '/{orgId}/it/proceeding': () => import('./proceeding-list-screen'),
  '/{orgId}/it/proceeding/{proceedingReqId}': () => import('./proceeding-detail-screen'),
  '/{orgId}/it/proceedingnotice': () => import('./notice-list-screen'),
  '/{orgId}/it/proceedingnotice/{headerSeqNo}': () => import('./notice-detail-screen'),
  '/{orgId}/it/pan': () => import('./pan-list-screen'),
  '/{orgId}/it/pan/{pan}': () => import('./pan-detail-screen'),
};

/** Generic record screens outside an area header. The sync logs moved to features/org-admin (with their drill-in). */
export const generalResourceScreens: ScreenTable = {};

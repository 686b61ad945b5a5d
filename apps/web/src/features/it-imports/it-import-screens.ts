import type { ScreenTable } from '../../app/screen-types';

/** The income-tax imports by catalogue path, each its own chunk. */
export const itImportScreens: ScreenTable = {
  '/{orgId}/it/import': () => import('./it-accounts-import-screen'),
  '/{orgId}/it/importnoticestatus': () => import('./notice-status-import-screen'),
  '/{orgId}/it/importItat': () => import('./itat-import-screen'),
  '/{orgId}/it/importbranch': () => import('./branch-import-screen'),
  '/{orgId}/rp/import': () => import('./rp-accounts-import-screen'),
};

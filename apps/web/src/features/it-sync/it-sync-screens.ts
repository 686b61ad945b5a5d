import type { ScreenTable } from '../../app/screen-types';

/** The income-tax sync screens by catalogue path, each its own chunk. */
export const itSyncScreens: ScreenTable = {
  '/{orgId}/it/sync': () => import('./sync-all-screen'),
  '/{orgId}/it/sync1': () => import('./sync-selected-screen'),
  '/{orgId}/it/sync3': () => import('./sync-schedule-screen'),
  '/{orgId}/it/failuresync': () => import('./failed-syncs-screen'),
  '/{orgId}/it/loginblocked': () => import('./login-blocked-screen'),
  '/{orgId}/it/settings': () => import('./it-settings-screen'),
};

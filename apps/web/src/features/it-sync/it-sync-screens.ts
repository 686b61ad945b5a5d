import type { ScreenTable } from '../../app/screen-types';

/**
 * The income-tax sync screens of its own: the schedule. Sync all, sync selected, failed syncs, login
 * blocked and settings are the shared area blocks (`areaScreens(itArea)`).
 */
export const itSyncScreens: ScreenTable = {
  '/{orgId}/it/sync3': () => import('./sync-schedule-screen'),
};

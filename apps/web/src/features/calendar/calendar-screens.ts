import type { ScreenTable } from '../../app/screen-types';

/** The calendar across areas (a platform screen, header `general`). */
export const calendarScreens: ScreenTable = {
  '/{orgId}/calendar': () => import('./calendar-screen'),
};

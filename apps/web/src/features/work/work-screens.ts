import type { ScreenTable } from '../../app/screen-types';

/** The Work list across areas (a platform screen, header `general`). */
export const workScreens: ScreenTable = {
  '/{orgId}/work': () => import('./work-screen'),
};

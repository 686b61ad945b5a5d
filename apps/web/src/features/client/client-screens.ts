import type { ScreenTable } from '../../app/screen-types';

/** One client across areas, by PAN (a platform screen, header `general`). */
export const clientScreens: ScreenTable = {
  '/{orgId}/client/{pan}': () => import('./client-screen'),
};

import type { ScreenTable } from '../../app/screen-types';

/** Search everything's page (a platform screen, header `general`); its palette opens from the header. */
export const searchScreens: ScreenTable = {
  '/{orgId}/search': () => import('./search-screen'),
};

import type { ScreenTable } from '../../app/screen-types';

/** Cases across areas (a platform screen, header `general`, issue 25). */
export const casesScreens: ScreenTable = {
  '/{orgId}/cases': () => import('./cases-list-screen'),
  '/{orgId}/cases/{caseId}': () => import('./case-screen'),
};

import type { ScreenTable } from '../../app/screen-types';
import { recordListScreen } from '../../shared/resource/record-screens';

/** State tax applications: no page of their own, a row's login ID opens its account page. */
export const stateRecordScreens: ScreenTable = {
  '/{orgId}/state/application': recordListScreen('stateApplication'),
};

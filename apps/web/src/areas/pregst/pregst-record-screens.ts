import type { ScreenTable } from '../../app/screen-types';
import { recordListScreen } from '../../shared/resource/record-screens';

/** Pre-GST lists (a notice or proceeding row's GSTIN opens its account page) and notices entered by hand. */
export const preGstRecordScreens: ScreenTable = {
  '/{orgId}/pregst/notices': recordListScreen('preGstNotice'),
  '/{orgId}/pregst/procceding': recordListScreen('preGstProceeding'),
  '/{orgId}/pregst/manualnotice': () => import('./pregst-manual-notice-screen'),
};

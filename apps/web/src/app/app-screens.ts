import { AREAS } from '@taxdesk/domain';
import { gstOwnScreens } from '../areas/gst/gst-own-screens';
import { gstRecordScreens } from '../areas/gst/gst-record-screens';
import { gstReportScreens } from '../areas/gst/gst-report-screens';
import { icegateRecordScreens } from '../areas/icegate/icegate-record-screens';
import { itScreens } from '../areas/it/it-screens';
import { partyRecordScreens } from '../areas/party/party-record-screens';
import { preGstRecordScreens } from '../areas/pregst/pregst-record-screens';
import { stateRecordScreens } from '../areas/state/state-record-screens';
import { tdsOwnScreens } from '../areas/tds/tds-own-screens';
import { tdsRecordScreens } from '../areas/tds/tds-record-screens';
import { adminScreens } from '../features/admin/admin-screens';
import { calendarScreens } from '../features/calendar/calendar-screens';
import { casesScreens } from '../features/cases/cases-screens';
import { clientScreens } from '../features/client/client-screens';
import { orgAdminScreens } from '../features/org-admin/org-admin-screens';
import { searchScreens } from '../features/search/search-screens';
import { workScreens } from '../features/work/work-screens';
import { areaScreens } from '../shared/area/area-screens';
import type { ScreenTable } from './screen-types';
import { shellScreens } from './shell-screens';

/**
 * Every screen of this build by catalogue path. Each area's generic screens (sync, sync selected,
 * failed items, login blocked, settings, account import) come from its definition; an area's own
 * tables follow and win where they give a path a screen of their own (income tax's account import).
 * A path without a screen is simply not a route (the not-found page answers it).
 */
export const appScreens: ScreenTable = {
  ...shellScreens,
  ...AREAS.reduce<ScreenTable>((table, area) => ({ ...table, ...areaScreens(area) }), {}),
  ...itScreens,
  ...orgAdminScreens,
  ...adminScreens,
  ...calendarScreens,
  ...casesScreens,
  ...clientScreens,
  ...searchScreens,
  ...workScreens,
  ...gstRecordScreens,
  ...gstOwnScreens,
  ...gstReportScreens,
  ...tdsRecordScreens,
  ...tdsOwnScreens,
  ...preGstRecordScreens,
  ...stateRecordScreens,
  ...icegateRecordScreens,
  ...partyRecordScreens,
};

import { AREAS } from '@taxdesk/domain';
import { gstOwnScreens } from '../areas/gst/gst-own-screens';
import { gstRecordScreens } from '../areas/gst/gst-record-screens';
import { gstReportScreens } from '../areas/gst/gst-report-screens';
import { icegateRecordScreens } from '../areas/icegate/icegate-record-screens';
import { partyRecordScreens } from '../areas/party/party-record-screens';
import { preGstRecordScreens } from '../areas/pregst/pregst-record-screens';
import { stateRecordScreens } from '../areas/state/state-record-screens';
import { tdsOwnScreens } from '../areas/tds/tds-own-screens';
import { tdsRecordScreens } from '../areas/tds/tds-record-screens';
import { adminScreens } from '../features/admin/admin-screens';
import { generalResourceScreens, itScreens } from '../features/it/it-screens';
import { itInsightScreens } from '../features/it-insights/it-insight-screens';
import { itRecordScreens } from '../features/it-records/it-record-screens';
import { itRpArcaScreens } from '../features/it-rp-arca/it-rp-arca-screens';
import { itSyncScreens } from '../features/it-sync/it-sync-screens';
import { itWorkItemScreens } from '../features/it-work-items/it-work-item-screens';
import { orgAdminScreens } from '../features/org-admin/org-admin-screens';
import { itImportScreens } from '../features/it-imports/it-import-screens';
import { itWorkflowScreens } from '../features/it-workflow/it-workflow-screens';
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
  ...itRecordScreens,
  ...itInsightScreens,
  ...itSyncScreens,
  ...itWorkItemScreens,
  ...itImportScreens,
  ...itWorkflowScreens,
  ...generalResourceScreens,
  ...orgAdminScreens,
  ...itRpArcaScreens,
  ...adminScreens,
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

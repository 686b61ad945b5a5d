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
import type { ScreenTable } from './screen-types';
import { shellScreens } from './shell-screens';

/**
 * Every screen of this build by catalogue path. An area adds its table here; a path without a
 * screen is simply not a route (the not-found page answers it).
 */
export const appScreens: ScreenTable = {
  ...shellScreens,
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
};

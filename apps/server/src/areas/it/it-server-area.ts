import { itArea } from '@taxdesk/domain';
import type { ServerArea } from '../../lib/areas/server-area';
import { bulkDownloadRoutes } from './bulk-download/bulk-download-routes';
import { itRoutes } from './it-routes';
import { itSyncPortal } from './sync/it-sync-portal';
import { itInsightRoutes } from './insights/insight-routes';
import { manualNoticeRoutes } from './manual-notices/manual-notice-routes';
import {
  arcaSyncPortal,
  itatSyncPortal,
  rpSyncPortal,
} from './rp-arca-itat/portal-sync/rp-arca-sync-portals';
import { rpArcaRoutes } from './rp-arca-itat/rp-arca-routes';
import { seedItDemo } from './it-demo';
import { branchMappingImport } from './imports/branch-mapping-import';
import { branchesImport } from './imports/branches-import';
import { itAccountsImport } from './imports/it-accounts-import';
import { itatAppealsImport } from './imports/itat-appeals-import';
import { noticeStatusImport } from './imports/notice-status-import';
import { rpAccountsImport } from './imports/rp-accounts-import';

/** Income tax: clients' e-filing logins, Reply and ARCA logins, ITAT case status. */
export const itServerArea: ServerArea = {
  def: itArea,
  portals: [itSyncPortal, rpSyncPortal, arcaSyncPortal, itatSyncPortal],
  routes: [itRoutes, itInsightRoutes, manualNoticeRoutes, bulkDownloadRoutes, rpArcaRoutes],
  imports: [
    itAccountsImport,
    noticeStatusImport,
    itatAppealsImport,
    branchesImport,
    branchMappingImport,
    rpAccountsImport,
  ],
  seedDemo: seedItDemo,
};

import { gstAccountsImport } from './gst-accounts-import';
import { gstArea } from '@taxdesk/domain';
import type { ServerArea } from '../../lib/areas/server-area';
import { manualRecordRoutes } from '../../lib/manual-records/manual-record-routes';
import { gstArnImport } from './arn-import';
import { gstBulkDownloadRoutes } from './gst-bulk-download-routes';
import { seedGstDemo } from './gst-demo';
import { gstManualNotices } from './gst-manual-notices';
import { gstReportRoutes } from './gst-report-routes';
import { gstSyncPortal } from './gst-sync-portal';
import { gstr2bRoutes } from './gstr2b-routes';
import { gstReconciliationRoutes } from './reconciliation/reconciliation-routes';

/** GST: clients' GST portal logins, every record they hold. */
export const gstServerArea: ServerArea = {
  def: gstArea,
  portals: [gstSyncPortal],
  routes: [
    gstReportRoutes,
    manualRecordRoutes(gstManualNotices),
    gstr2bRoutes,
    gstBulkDownloadRoutes,
    gstReconciliationRoutes,
  ],
  imports: [gstAccountsImport, gstArnImport],
  seedDemo: seedGstDemo,
};

import { itArea } from '@taxdesk/domain';
import type { ServerArea } from '../../lib/areas/server-area';
import { bulkDownloadRoutes } from '../../modules/bulk-download/bulk-download-routes';
import { itRoutes } from '../../modules/it/it-routes';
import { startScheduledItBatch } from '../../modules/it/sync/it-sync-jobs';
import { itSyncPortal } from '../../modules/it/sync/it-sync-portal';
import { itInsightRoutes } from '../../modules/it-insights/insight-routes';
import { manualNoticeRoutes } from '../../modules/it-manual/manual-notice-routes';
import {
  arcaSyncPortal,
  itatSyncPortal,
  rpSyncPortal,
} from '../../modules/it-rp-arca/portal-sync/rp-arca-sync-portals';
import { startScheduledRpArcaBatches } from '../../modules/it-rp-arca/jobs/rp-arca-jobs';
import { rpArcaRoutes } from '../../modules/it-rp-arca/rp-arca-routes';
import { seedItDemo } from './it-demo';

/** Income tax: clients' e-filing logins, Reply and ARCA logins, ITAT case status. */
export const itServerArea: ServerArea = {
  def: itArea,
  portals: [itSyncPortal, rpSyncPortal, arcaSyncPortal, itatSyncPortal],
  routes: [itRoutes, itInsightRoutes, manualNoticeRoutes, bulkDownloadRoutes, rpArcaRoutes],
  seedDemo: seedItDemo,
  // The daily schedule of Income Tax Settings starts the Reply, ARCA and ITAT batches too.
  async startDaily(ctx, orgId) {
    const it = await startScheduledItBatch(ctx, orgId, (id) => startScheduledRpArcaBatches(ctx, id));
    return it ? [it] : [];
  },
};

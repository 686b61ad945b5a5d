import type { SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchAllPages } from './work-items-store';

/**
 * Adjournment and video-conferencing requests filed against e-proceeding notices: one paged
 * service of the e-proceedings area lists both, told apart by `reqstType` (ADJ or VC).
 */
export function fetchAdjVcRequests(run: SyncRun<ItConnector>): Promise<Record<string, unknown>[]> {
  return fetchAllPages(
    run,
    {
      endpoint: '/iec/returnservicesapi/auth/getEntity',
      serviceName: 'eProceedingAdjVcReqstService',
      formName: 'FO-041_PCDNG',
    },
    'adjVcReqstList',
  );
}

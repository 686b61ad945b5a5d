import type { SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchAllPages } from './work-items-store';

/** The worklist, both tabs (for your action and for your information), every page. */
export function fetchWorklist(run: SyncRun<ItConnector>): Promise<Record<string, unknown>[]> {
  return fetchAllPages(
    run,
    {
      endpoint: '/iec/servicesapi/auth/getEntity',
      serviceName: 'worklistService',
      formName: 'FO-023-WRKLST',
    },
    'worklistDtls',
  );
}

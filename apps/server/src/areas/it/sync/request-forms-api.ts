import type { SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchList } from './work-items-store';

/** Requests filed and tracked on the portal (rectification, condonation, refund re-issue). */
export function fetchRequestForms(run: SyncRun<ItConnector>): Promise<Record<string, unknown>[]> {
  return fetchList(
    run,
    {
      endpoint: '/iec/servicesapi/auth/getEntity',
      serviceName: 'trackRequestFormService',
      formName: 'FO-045-TRKREQ',
    },
    'requestList',
  );
}

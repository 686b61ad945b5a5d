import type { ItSyncRun } from './it-sync-module';
import { fetchList } from './work-items-store';

/** Requests filed and tracked on the portal (rectification, condonation, refund re-issue). */
export function fetchRequestForms(run: ItSyncRun): Promise<Record<string, unknown>[]> {
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

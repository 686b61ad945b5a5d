import type { SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchList } from './work-items-store';

/** E-Compliance: e-verification and e-campaign items of the PAN. */
export function fetchComplianceItems(run: SyncRun<ItConnector>): Promise<Record<string, unknown>[]> {
  return fetchList(
    run,
    {
      endpoint: '/iec/servicesapi/auth/getEntity',
      serviceName: 'eComplianceService',
      formName: 'FO-062-ECMPLNC',
    },
    'complianceList',
  );
}

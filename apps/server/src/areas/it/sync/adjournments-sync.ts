import { RESOURCES } from '@taxdesk/domain';
import { fetchAdjVcRequests } from './adjournments-api';
import { mapAdjournment, mapVcRequest } from './adjournments-mapping';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { saveAccountRecords } from './work-items-store';

/**
 * Adjournments and VC requests: one list call (all pages), split by type. Unchanged requests are
 * not written; requests the portal stops listing are kept, marked removed.
 */
export const adjournmentsSync: SyncModule<ItConnector> = {
  key: 'adjournments',
  label: 'Adjournments and VC requests',
  async run(run) {
    const rows = await fetchAdjVcRequests(run);
    const adjournments = rows
      .filter((r) => r.reqstType !== 'VC')
      .map((r) => ({ data: mapAdjournment(r), raw: r }));
    const vc = rows.filter((r) => r.reqstType === 'VC').map((r) => ({ data: mapVcRequest(r), raw: r }));
    await saveAccountRecords(run, RESOURCES.itAdjournment, adjournments);
    await saveAccountRecords(run, RESOURCES.itVcRequest, vc);
  },
};

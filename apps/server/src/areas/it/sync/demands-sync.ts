import { RESOURCES } from '@taxdesk/domain';
import { fetchOutstandingDemands } from './demands-api';
import { mapDemand } from './demands-mapping';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { saveRecords, storedRecords } from './records-sync-support';

/**
 * Outstanding demands. The portal lists only what is still outstanding, so a demand it stops
 * showing has been paid (or extinguished): it is kept, marked paid with the day it went, and
 * marked removed from the portal — never deleted.
 */
export const demandsSync: SyncModule<ItConnector> = {
  key: 'demands',
  label: 'Outstanding demands',
  async run(run) {
    const rows = await fetchOutstandingDemands(run.portal, run.session);
    const current = rows.map((d) => ({ data: mapDemand(d, run.accountKey), raw: d }));
    const present = new Set(current.map((c) => `${c.data.din}/${c.data.transactionId}`));
    const stored = await storedRecords(run, 'itDemand');
    const paid = [...stored.values()]
      .filter((s) => !s.removed && !present.has(`${s.data.din}/${s.data.transactionId}`))
      .map((s) => ({ data: { ...s.data, demandStatus: 'paid', paidOn: run.today } }));
    // The paid ones are written with the current ones, then marked removed with the rest left out.
    await saveRecords(run, RESOURCES.itDemand, [...current, ...paid], { complete: false });
    await saveRecords(run, RESOURCES.itDemand, current, { complete: true });
    run.accountPatch.outstandingDemand = current.reduce(
      (sum, c) => sum + Number(c.data.outstandingDemandAmount ?? c.data.orignalOutStDemandAmount ?? 0),
      0,
    );
  },
};

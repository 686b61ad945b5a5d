import { RESOURCES } from '@taxdesk/domain';
import { fetchDemands } from './demands-api';
import { mapDemand } from './demands-mapping';
import type { GstSyncModule } from './gst-sync-support';
import { saveGstRecords, tryGstItem } from './gst-sync-support';
import { gstOwner } from './gst-values';

/** Demands of every GSTIN since GST began; the account shows the total not stayed. */
export const demandsSync: GstSyncModule = {
  key: 'demands',
  label: 'Demands (liability register part II)',
  async run(run) {
    let open = 0;
    for (const gstin of run.session.gstins) {
      await tryGstItem(run, 'demands', gstin, async () => {
        const rows = await fetchDemands(run.portal, run.session, gstin, '2017-07-01', run.today);
        const items = rows.map((r) => ({ data: mapDemand(r, gstOwner(gstin, run.accountKey)), raw: r }));
        await saveGstRecords(run, RESOURCES.gstDemand, items);
        for (const i of items) if (i.data.stayStatus !== 'Stayed') open += Number(i.data.total ?? 0);
      });
    }
    run.accountPatch.openDemand = open;
  },
};

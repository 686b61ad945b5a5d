import { RESOURCES } from '@taxdesk/domain';
import { challanWindows, fetchChallanPdf, fetchChallans } from './challans-api';
import { mapChallan } from './challans-mapping';
import type { GstSyncModule } from './gst-sync-support';
import {
  keyOf,
  saveGstRecords,
  storedGstDocIds,
  storedGstRecords,
  storeGstDocument,
  tryGstItem,
} from './gst-sync-support';
import { addDays, gstOwner } from './gst-values';

/** How far back the first sync reads challans; later syncs read from a little before the newest one stored. */
const FIRST_SYNC_DAYS = 365;
const OVERLAP_DAYS = 30;

/**
 * Challans in windows the portal accepts, de-duplicated on CPIN; a paid challan's PDF once. A
 * window that fails is reported and the others still count.
 */
export const challansSync: GstSyncModule = {
  key: 'challans',
  label: 'Challans',
  async run(run) {
    const def = RESOURCES.gstChallan;
    const stored = await storedGstRecords(run, def.type);
    const files = await storedGstDocIds(run, def.type);
    for (const gstin of run.session.gstins) {
      const newest = [...stored.values()]
        .filter((c) => c.gstin === gstin && typeof c.chln_cre_dt === 'string')
        .map((c) => String(c.chln_cre_dt).slice(0, 10))
        .sort()
        .pop();
      const from = newest ? addDays(newest, -OVERLAP_DAYS) : addDays(run.today, -FIRST_SYNC_DAYS);
      const byCpin = new Map<string, Record<string, unknown>>();
      for (const [start, end] of challanWindows(from, run.today)) {
        await tryGstItem(run, 'challans', `${gstin} ${start}..${end}`, async () => {
          for (const row of await fetchChallans(run.portal, run.session, gstin, start, end))
            byCpin.set(row.cpin, row);
        });
      }
      const items = [...byCpin.values()].map((r) => ({
        data: mapChallan(r as never, gstOwner(gstin, run.accountKey)),
        raw: r,
      }));
      await saveGstRecords(run, def, items);
      for (const { data } of items) {
        const key = keyOf(def, data);
        const cpin = String(data.cpin);
        if (data.status !== 'S' || files.get(key)?.has(cpin)) continue;
        await tryGstItem(run, 'challans', `${cpin} PDF`, async () => {
          const content = await fetchChallanPdf(run.portal, run.session, cpin);
          await storeGstDocument(run, {
            type: def.type,
            key,
            docId: cpin,
            fileName: `challan-${cpin}.pdf`,
            content,
          });
        });
      }
    }
  },
};

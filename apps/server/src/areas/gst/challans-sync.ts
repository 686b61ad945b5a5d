import { RESOURCES } from '@taxdesk/domain';
import type { WindowOutcome } from './challans-api';
import {
  fetchChallanPdf,
  fetchChallans,
  GST_START,
  isWindowRefused,
  walkChallanWindows,
} from './challans-api';
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

/** Later syncs read from a little before the newest challan stored. */
const OVERLAP_DAYS = 30;

/**
 * The first sync of a GSTIN reads its whole challan history: from the registration date the
 * profile gave (the login's first GSTIN's; GSTINs of one PAN register about together), else from
 * the start of GST.
 */
async function historyStart(run: Parameters<GstSyncModule['run']>[0]): Promise<string> {
  let rgdt = run.accountPatch.rgdt;
  if (typeof rgdt !== 'string') {
    const account = (await storedGstRecords(run, RESOURCES.gstAccount.type)).get(run.accountKey);
    rgdt = account?.rgdt;
  }
  return typeof rgdt === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(rgdt) && rgdt > GST_START ? rgdt : GST_START;
}

/**
 * Challans in windows the portal accepts (a refused window is halved), de-duplicated on CPIN; a
 * paid challan's PDF once. A window that fails is reported and the others still count.
 */
export const challansSync: GstSyncModule = {
  key: 'challans',
  label: 'Challans',
  async run(run) {
    const def = RESOURCES.gstChallan;
    const stored = await storedGstRecords(run, def.type);
    const files = await storedGstDocIds(run, def.type);
    const firstDay = await historyStart(run);
    for (const gstin of run.session.gstins) {
      const newest = [...stored.values()]
        .filter((c) => c.gstin === gstin && typeof c.chln_cre_dt === 'string')
        .map((c) => String(c.chln_cre_dt).slice(0, 10))
        .sort()
        .pop();
      const from = newest ? addDays(newest, -OVERLAP_DAYS) : firstDay;
      const byCpin = new Map<string, Record<string, unknown>>();
      const gaveUp = await walkChallanWindows(from, run.today, async (start, end) => {
        let outcome: WindowOutcome = 'done';
        await tryGstItem(run, 'challans', `${gstin} ${start}..${end}`, async () => {
          try {
            for (const row of await fetchChallans(run.portal, run.session, gstin, start, end))
              byCpin.set(row.cpin, row);
          } catch (err) {
            if (!isWindowRefused(err)) throw err;
            outcome = 'refused';
          }
        });
        return outcome;
      });
      for (const [start, end] of gaveUp)
        run.failed({
          module: 'challans',
          ref: `${gstin} ${start}..${end}`,
          reason: 'The GST portal refused even a one-day challan search (PMT9071)',
        });
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

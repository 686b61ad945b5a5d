import { RESOURCES } from '@taxdesk/domain';
import { fetchTdsCredits } from './tds-credits-api';
import { mapTdsAccount, mapTdsCredit } from './tds-credits-mapping';
import { recentYears } from './returns-sync';
import type { GstSyncModule } from './gst-sync-support';
import { saveGstRecords, storedGstRecords, tryGstItem } from './gst-sync-support';
import { gstOwner } from './gst-values';

/** TDS/TCS credits of the recent years, and per deductor its totals. */
export const tdsCreditsSync: GstSyncModule = {
  key: 'tdsCredits',
  label: 'TDS and TCS credits',
  async run(run) {
    const def = RESOURCES.gstTdsCredit;
    const all = await storedGstRecords(run, def.type);
    for (const gstin of run.session.gstins) {
      const owner = gstOwner(gstin, run.accountKey);
      for (const fy of recentYears(run.today)) {
        await tryGstItem(run, 'tdsCredits', `${gstin} ${fy}`, async () => {
          const { tds, tcs } = await fetchTdsCredits(run.portal, run.session, gstin, fy);
          const items = [
            ...tds.map((r) => ({ data: mapTdsCredit(r, 'tds', owner), raw: r })),
            ...tcs.map((r) => ({ data: mapTdsCredit(r, 'tcs', owner), raw: r })),
          ];
          await saveGstRecords(run, def, items);
          for (const i of items) all.set(i.data.tdsId, i.data);
        });
      }
    }
    const byDeductor = new Map<string, Record<string, unknown>[]>();
    for (const c of all.values()) {
      const id = String(c.tdsAccountId);
      byDeductor.set(id, [...(byDeductor.get(id) ?? []), c]);
    }
    await saveGstRecords(
      run,
      RESOURCES.gstTdsAccount,
      [...byDeductor.values()].map((credits) => ({ data: mapTdsAccount(credits) })),
    );
  },
};

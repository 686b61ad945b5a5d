import { RESOURCES } from '@taxdesk/domain';
import type { LedgerKind } from './ledgers-api';
import { fetchLedger } from './ledgers-api';
import { mapLedgerEntry } from './ledgers-mapping';
import type { GstSyncModule } from './gst-sync-support';
import { saveGstRecords, storedGstRecords, tryGstItem } from './gst-sync-support';
import { addDays, gstOwner } from './gst-values';

const LEDGERS: readonly LedgerKind[] = ['cash', 'credit', 'liability'];
const FIRST_SYNC_DAYS = 365;
const LATE_RETURN_DAYS = 92;

/**
 * The cash, credit and liability ledgers of every GSTIN: a year on the first sync, then from the
 * month of the newest stored entry (entries are never rewritten, so older ones need no re-read).
 */
export const ledgersSync: GstSyncModule = {
  key: 'ledgers',
  label: 'Electronic ledgers',
  async run(run) {
    const def = RESOURCES.gstLedgerEntry;
    const stored = [...(await storedGstRecords(run, def.type)).values()];
    for (const gstin of run.session.gstins) {
      const owner = gstOwner(gstin, run.accountKey);
      for (const ledger of LEDGERS) {
        const newest = stored
          .filter((e) => e.gstin === gstin && e.ledger === ledger && typeof e.date === 'string')
          .map((e) => String(e.date))
          .sort()
          .pop();
        // The liability ledger is asked by return period, and a late return lands in an old period.
        const back = ledger === 'liability' ? -LATE_RETURN_DAYS : 0;
        const from = newest ? addDays(`${newest.slice(0, 8)}01`, back) : addDays(run.today, -FIRST_SYNC_DAYS);
        await tryGstItem(run, 'ledgers', `${gstin} ${ledger}`, async () => {
          const rows = await fetchLedger(run.portal, run.session, gstin, ledger, from, run.today);
          await saveGstRecords(
            run,
            def,
            rows.filter((r) => r.tr_typ).map((r) => ({ data: mapLedgerEntry(r, ledger, owner), raw: r })),
          );
        });
      }
    }
  },
};

import { RESOURCES } from '@taxdesk/domain';
import { fetchChallans, fetchConsumption } from './traces-api';
import { mapChallan } from './traces-mapping';
import { recentYears, type TracesSyncModule } from './traces-sync-module';
import { saveTdsRecords, storedTdsRecords, tryTdsItem } from './tds-sync-support';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const tracesDate = (iso: string) =>
  `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

/**
 * Challans deposited since the start of the oldest year synced, with what statements consumed of
 * each. A fully consumed challan's consumption is not asked again.
 */
export const challansSync: TracesSyncModule = {
  key: 'challans',
  label: 'Challan status',
  async run(run) {
    const from = `${recentYears(run.today)[0]}-04-01`;
    const rows = await fetchChallans(run.portal, run.session, tracesDate(from), tracesDate(run.today));
    const stored = await storedTdsRecords(run, 'tdsChallan');
    const items: { data: Record<string, unknown> }[] = [];
    for (const row of rows) {
      const known = stored.get(row.recptNum);
      if (known && known.chlnStatus === row.chlnStatus && row.chlnStatus === 'Fully Consumed') {
        items.push({ data: known });
        continue;
      }
      await tryTdsItem(run, 'challans', row.recptNum, async () => {
        items.push({
          data: mapChallan(run.accountKey, row, await fetchConsumption(run.portal, run.session, row)),
        });
      });
    }
    await saveTdsRecords(run, RESOURCES.tdsChallan, items);
  },
};

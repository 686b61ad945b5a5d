import { RESOURCES } from '@taxdesk/domain';
import { fetchLdcs } from './traces-api';
import { mapLdc } from './traces-mapping';
import { recentYears, type TracesSyncModule } from './traces-sync-module';
import { saveTdsRecords, tryTdsItem } from './tds-sync-support';

/** Lower deduction certificates (s.197) issued to this deductor's deductees, per financial year. */
export const ldcSync: TracesSyncModule = {
  key: 'ldc',
  label: 'Lower deduction certificates',
  async run(run) {
    const items: { data: Record<string, unknown> }[] = [];
    for (const fy of recentYears(run.today)) {
      await tryTdsItem(run, 'ldc', String(fy), async () => {
        for (const row of await fetchLdcs(run.portal, run.session, fy))
          items.push({ data: mapLdc(run.accountKey, row, run.today) });
      });
    }
    await saveTdsRecords(run, RESOURCES.tdsLdc, items);
  },
};

import { RESOURCES } from '@taxdesk/domain';
import { fetchDemandSummary } from './traces-api';
import { mapDemand } from './traces-mapping';
import type { TracesSyncModule } from './traces-sync-module';
import { saveTdsRecords, storedTdsRecords } from './tds-sync-support';

/**
 * The default summary (outstanding demand per financial year). A year TRACES stops listing has
 * been cleared: it is kept, marked so, never deleted.
 */
export const defaultsSync: TracesSyncModule = {
  key: 'defaults',
  label: 'Defaults (demands)',
  async run(run) {
    const current = (await fetchDemandSummary(run.portal, run.session))
      .filter((row) => row.fin !== 1)
      .map((row) => mapDemand(run.accountKey, row));
    const present = new Set(current.map((d) => d.demandId));
    const stored = await storedTdsRecords(run, 'tdsDemand');
    const cleared = [...stored.values()]
      .filter((d) => !present.has(String(d.demandId)) && d.status !== 'cleared')
      .map((d) => ({ ...d, status: 'cleared' }));
    await saveTdsRecords(
      run,
      RESOURCES.tdsDemand,
      [...current, ...cleared].map((data) => ({ data })),
    );
    run.accountPatch.outstandingDemand = current.reduce((sum, d) => sum + d.totalDemand, 0);
  },
};

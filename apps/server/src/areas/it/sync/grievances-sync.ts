import { recordKey, RESOURCES } from '@taxdesk/domain';
import { fetchGrievanceHistory, fetchGrievances } from './grievances-api';
import { mapGrievance, mapGrievanceHistory } from './grievances-mapping';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { endsRun, saveAccountRecords, storedData } from './work-items-store';

/**
 * Grievances. The list gives each one's status and last update; the status history is asked for
 * only when a grievance is new or its last update moved (or an earlier run could not fetch it).
 * When that call fails, the stored version is kept as it was, so the next run asks again.
 */
export const grievancesSync: SyncModule<ItConnector> = {
  key: 'grievances',
  label: 'Grievances',
  async run(run) {
    const rows = await fetchGrievances(run);
    const stored = await storedData(run, 'itGrievance');
    const items: { data: Record<string, unknown>; raw?: unknown }[] = [];
    for (const row of rows) {
      const data = mapGrievance(row);
      const before = stored.get(recordKey(RESOURCES.itGrievance, data));
      if (before && before.lastUpdatedOn === data.lastUpdatedOn && Array.isArray(before.statusHistory)) {
        items.push({ data: { ...data, statusHistory: before.statusHistory }, raw: row });
        continue;
      }
      try {
        data.statusHistory = mapGrievanceHistory(await fetchGrievanceHistory(run, String(data.ticketId)));
        items.push({ data, raw: row });
      } catch (err) {
        if (endsRun(err)) throw err;
        run.failed({
          module: 'grievances',
          ref: `grievance ${String(data.ticketId)}`,
          reason: (err as Error).message,
        });
        items.push(before ? { data: before } : { data: { ...data, statusHistory: null }, raw: row });
      }
    }
    await saveAccountRecords(run, RESOURCES.itGrievance, items);
  },
};

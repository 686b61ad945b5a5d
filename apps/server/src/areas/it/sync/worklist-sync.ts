import { RESOURCES } from '@taxdesk/domain';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchWorklist } from './worklist-api';
import { mapWorklistItem } from './worklist-mapping';
import { saveAccountRecords } from './work-items-store';

/**
 * The worklist. The portal drops items some time after they are done: TaxDesk keeps them,
 * marked removed, so the history of what was asked and when stays.
 */
export const worklistSync: SyncModule<ItConnector> = {
  key: 'worklist',
  label: 'Worklist',
  async run(run) {
    const rows = await fetchWorklist(run);
    await saveAccountRecords(
      run,
      RESOURCES.itWorklistItem,
      rows.map((r) => ({ data: mapWorklistItem(r), raw: r })),
    );
  },
};

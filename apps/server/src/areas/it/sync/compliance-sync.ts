import { RESOURCES } from '@taxdesk/domain';
import { fetchComplianceItems } from './compliance-api';
import { mapComplianceItem } from './compliance-mapping';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { saveAccountRecords } from './work-items-store';

/** E-Compliance items: one list call, changed records only, vanished ones kept and marked. */
export const complianceSync: SyncModule<ItConnector> = {
  key: 'compliance',
  label: 'E-Compliance',
  async run(run) {
    const rows = await fetchComplianceItems(run);
    await saveAccountRecords(
      run,
      RESOURCES.itComplianceItem,
      rows.map((r) => ({ data: mapComplianceItem(r), raw: r })),
    );
  },
};

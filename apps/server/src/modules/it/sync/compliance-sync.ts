import { RESOURCES } from '@taxdesk/domain';
import { fetchComplianceItems } from './compliance-api';
import { mapComplianceItem } from './compliance-mapping';
import type { ItSyncModule } from './it-sync-module';
import { saveAccountRecords } from './work-items-store';

/** E-Compliance items: one list call, changed records only, vanished ones kept and marked. */
export const complianceSync: ItSyncModule = {
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

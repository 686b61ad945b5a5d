import { RESOURCES } from '@taxdesk/domain';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { fetchRequestForms } from './request-forms-api';
import { mapRequestForm } from './request-forms-mapping';
import { saveAccountRecords } from './work-items-store';

/** Track request forms: one list call, changed records only, vanished ones kept and marked. */
export const requestFormsSync: SyncModule<ItConnector> = {
  key: 'requestForms',
  label: 'Request forms',
  async run(run) {
    const rows = await fetchRequestForms(run);
    await saveAccountRecords(
      run,
      RESOURCES.itRequestForm,
      rows.map((r) => ({ data: mapRequestForm(r), raw: r })),
    );
  },
};

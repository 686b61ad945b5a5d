import { RESOURCES } from '@taxdesk/domain';
import { fetchCaAssignedForms, fetchCaAssignments } from './ca-api';
import { mapCaAssignedForm, mapCaAssignment } from './ca-mapping';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { saveAccountRecords } from './work-items-store';

/** CA assignments and the forms assigned to those CAs: two list calls, changed records only. */
export const caSync: SyncModule<ItConnector> = {
  key: 'ca',
  label: 'CA assignments and forms',
  async run(run) {
    const cas = await fetchCaAssignments(run);
    await saveAccountRecords(
      run,
      RESOURCES.itCaAssignment,
      cas.map((r) => ({ data: mapCaAssignment(r), raw: r })),
    );
    const forms = await fetchCaAssignedForms(run);
    await saveAccountRecords(
      run,
      RESOURCES.itCaAssignedForm,
      forms.map((r) => ({ data: mapCaAssignedForm(r), raw: r })),
    );
  },
};

import { RESOURCES } from '@taxdesk/domain';
import { fetchFiledForms } from './filed-forms-api';
import { mapFiledForm } from './filed-forms-mapping';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { saveRecords } from './records-sync-support';

/** Filed forms: every page of viewFiledForms; a form the portal stops listing is marked, kept. */
export const filedFormsSync: SyncModule<ItConnector> = {
  key: 'filedForms',
  label: 'Filed forms',
  async run(run) {
    const forms = await fetchFiledForms(run.portal, run.session);
    await saveRecords(
      run,
      RESOURCES.itFiledForm,
      forms.map((f) => ({ data: mapFiledForm(f, run.accountKey), raw: f })),
      { complete: true },
    );
  },
};

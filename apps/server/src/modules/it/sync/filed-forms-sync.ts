import { RESOURCES } from '@taxdesk/domain';
import { fetchFiledForms } from './filed-forms-api';
import { mapFiledForm } from './filed-forms-mapping';
import type { ItSyncModule } from './it-sync-module';
import { saveRecords } from './records-sync-support';

/** Filed forms: every page of viewFiledForms; a form the portal stops listing is marked, kept. */
export const filedFormsSync: ItSyncModule = {
  key: 'filedForms',
  label: 'Filed forms',
  async run(run) {
    const forms = await fetchFiledForms(run.portal, run.session);
    await saveRecords(
      run,
      RESOURCES.itFiledForm,
      forms.map((f) => ({ data: mapFiledForm(f, run.pan), raw: f })),
      { complete: true },
    );
  },
};

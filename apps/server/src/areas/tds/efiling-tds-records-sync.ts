import { RESOURCES } from '@taxdesk/domain';
import type { SyncModule } from '../../lib/sync/sync-module';
import {
  TDS_FORM_CODES,
  fetchTdsApplications,
  fetchTdsDemands,
  fetchTdsFiledForms,
  fetchTdsPayments,
} from './efiling-tds-api';
import type { TdsEfilingConnector } from './efiling-tds-connector';
import {
  mapTdsApplication,
  mapTdsEfilingDemand,
  mapTdsFiledForm,
  mapTdsPayment,
} from './efiling-tds-mapping';
import { saveTdsRecords, tryTdsItem } from './tds-sync-support';

/** The TAN's filed statements, demands, payments and applications on the e-filing portal. */

export type TdsEfilingModule = SyncModule<TdsEfilingConnector>;

export const tdsFiledFormsSync: TdsEfilingModule = {
  key: 'filedForms',
  label: 'Filed TDS statements',
  async run(run) {
    const items: { data: Record<string, unknown> }[] = [];
    for (const code of TDS_FORM_CODES) {
      await tryTdsItem(run, 'filedForms', code, async () => {
        for (const f of await fetchTdsFiledForms(run.portal, run.session, code))
          items.push({ data: mapTdsFiledForm(run.accountKey, f) });
      });
    }
    await saveTdsRecords(run, RESOURCES.tdsFiledForm, items);
  },
};

export const tdsEfilingDemandsSync: TdsEfilingModule = {
  key: 'demands',
  label: 'Outstanding demands',
  async run(run) {
    const rows = await fetchTdsDemands(run.portal, run.session);
    await saveTdsRecords(
      run,
      RESOURCES.tdsDemand,
      rows.map((d) => ({ data: mapTdsEfilingDemand(run.accountKey, d) })),
    );
  },
};

export const tdsPaymentsSync: TdsEfilingModule = {
  key: 'payments',
  label: 'Payments',
  async run(run) {
    const rows = await fetchTdsPayments(run.portal, run.session);
    await saveTdsRecords(
      run,
      RESOURCES.tdsPayment,
      rows.map((p) => ({ data: mapTdsPayment(run.accountKey, p) })),
    );
  },
};

export const tdsApplicationsSync: TdsEfilingModule = {
  key: 'applications',
  label: 'Applications',
  async run(run) {
    const rows = await fetchTdsApplications(run.portal, run.session);
    await saveTdsRecords(
      run,
      RESOURCES.tdsApplication,
      rows.map((a) => ({ data: mapTdsApplication(run.accountKey, a) })),
    );
  },
};

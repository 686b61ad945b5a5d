import { RESOURCES } from '@taxdesk/domain';
import type { UpsertItem } from '../../lib/records/upsert';
import { fetchFormDetails, fetchRoleStatus } from './returns-api';
import { mapCompliance } from './returns-mapping';
import type { GstSyncModule } from './gst-sync-support';
import { saveGstRecords, storedGstRecords, tryGstItem } from './gst-sync-support';
import { gstOwner } from './gst-values';

/** Periods (MMYYYY) of the last `count` months before today's, oldest first. */
export function lastPeriods(today: string, count: number): string[] {
  const month = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const m = month - count + i;
    return `${String((m % 12) + 1).padStart(2, '0')}${Math.floor(m / 12)}`;
  });
}

const MONTHS = 12;

/**
 * Per-period return status for the last twelve months. A filed period's date and ARN are asked
 * for once (a filing does not change); a return not filed counts only once its due date passed.
 */
export const complianceSync: GstSyncModule = {
  key: 'returnCompliance',
  label: 'Return filing status',
  async run(run) {
    const def = RESOURCES.gstReturnCompliance;
    const stored = await storedGstRecords(run, def.type);
    let notFiled = 0;
    for (const gstin of run.session.gstins) {
      const owner = gstOwner(gstin, run.accountKey);
      const items: UpsertItem[] = [];
      for (const period of lastPeriods(run.today, MONTHS)) {
        await tryGstItem(run, 'returnCompliance', `${gstin} ${period}`, async () => {
          for (const row of await fetchRoleStatus(run.portal, run.session, gstin, period)) {
            const known = stored.get(`${gstin}-${row.return_ty}-${period}`);
            if (row.status === 'FIL' && known && known.filingStatus !== 'not_filed') {
              items.push({ data: known });
              continue;
            }
            const details =
              row.status === 'FIL'
                ? await fetchFormDetails(run.portal, run.session, gstin, period, row.return_ty)
                : null;
            const data = mapCompliance(row, period, owner, details);
            if (data.filingStatus === 'not_filed' && (!data.dueDate || String(data.dueDate) >= run.today))
              continue;
            if (data.filingStatus === 'not_filed') notFiled++;
            items.push({ data, raw: row });
          }
        });
      }
      await saveGstRecords(run, def, items);
    }
    run.accountPatch.returnsNotFiled = notFiled;
  },
};

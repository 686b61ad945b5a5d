import { RESOURCES } from '@taxdesk/domain';
import type { UpsertItem } from '../../lib/records/upsert';
import { FILED_RETURN_QUERIES, fetchFiledReturns, fetchReturnPdf } from './returns-api';
import { mapFiledReturn } from './returns-mapping';
import type { GstSyncModule } from './gst-sync-support';
import { keyOf, saveGstRecords, storedGstDocIds, storeGstDocument, tryGstItem } from './gst-sync-support';
import { fyOfDay, gstOwner } from './gst-values';

/** The financial years a sync reads: this one and the one before (annual returns come late). */
export function recentYears(today: string): string[] {
  const current = fyOfDay(today)!;
  const start = Number(current.slice(0, 4)) - 1;
  return [`${start}-${String((start + 1) % 100).padStart(2, '0')}`, current];
}

/** Filed returns (ARN register) of the recent years, with each new return's PDF. */
export const returnsSync: GstSyncModule = {
  key: 'returns',
  label: 'Returns filed',
  async run(run) {
    const def = RESOURCES.gstReturn;
    const files = await storedGstDocIds(run, def.type);
    for (const gstin of run.session.gstins) {
      const items: UpsertItem[] = [];
      for (const fy of recentYears(run.today)) {
        for (const [rtntp, rfp] of FILED_RETURN_QUERIES) {
          await tryGstItem(run, 'returns', `${gstin} ${rtntp} ${rfp} ${fy}`, async () => {
            for (const row of await fetchFiledReturns(run.portal, run.session, gstin, fy, rtntp, rfp))
              items.push({ data: mapFiledReturn(row, gstOwner(gstin, run.accountKey)), raw: row });
          });
        }
      }
      await saveGstRecords(run, def, items);
      for (const { data } of items) {
        const key = keyOf(def, data);
        const arn = String(data.arn);
        if (files.get(key)?.has(arn)) continue;
        await tryGstItem(run, 'returns', `${arn} PDF`, async () => {
          const content = await fetchReturnPdf(run.portal, run.session, arn);
          await storeGstDocument(run, {
            type: def.type,
            key,
            docId: arn,
            fileName: `${data.rtntype}-${data.retPeriod ?? data.fy}-${arn}.pdf`,
            content,
          });
        });
      }
    }
  },
};

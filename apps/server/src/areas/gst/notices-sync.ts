import { RESOURCES } from '@taxdesk/domain';
import { fetchGstr3aSummary, fetchNoticePdf, fetchNotices } from './notices-api';
import { isGstr3a, mapNotice } from './notices-mapping';
import type { GstSyncModule } from './gst-sync-support';
import {
  keyOf,
  saveGstRecords,
  storedGstDocIds,
  storedGstRecords,
  storeGstDocument,
  tryGstItem,
} from './gst-sync-support';
import { gstOwner } from './gst-values';

/**
 * Notices and orders of every GSTIN, with their PDFs. A GSTR-3A's summary is asked for once (when
 * the notice is new); a PDF only while it is not stored yet. GSTR-3A has no PDF on the portal.
 */
export const noticesSync: GstSyncModule = {
  key: 'notices',
  label: 'Notices and orders',
  async run(run) {
    const def = RESOURCES.gstNotice;
    const stored = await storedGstRecords(run, def.type);
    const files = await storedGstDocIds(run, def.type);
    let open = 0;
    for (const gstin of run.session.gstins) {
      await tryGstItem(run, 'notices', gstin, async () => {
        const rows = await fetchNotices(run.portal, run.session, gstin);
        const items = [];
        for (const row of rows) {
          const known = stored.get(keyOf(def, { noticeOrderId: row.noticeOrderId }));
          let summary: Record<string, unknown> | null = known
            ? { ret_period: known.retPeriod, retTyp: known.retTyp }
            : null;
          if (!known && isGstr3a(row)) {
            await tryGstItem(run, 'notices', `${row.noticeOrderId} GSTR-3A`, async () => {
              summary = await fetchGstr3aSummary(run.portal, run.session, row);
            });
          }
          items.push({ data: mapNotice(row, gstOwner(gstin, run.accountKey), summary), raw: row });
        }
        await saveGstRecords(run, def, items);
        for (const item of items) {
          const { noticeOrderId, docId, applnId, status } = item.data as Record<string, string | null>;
          if (status !== 'Closed') open++;
          if (!docId || !applnId || files.get(keyOf(def, item.data))?.has(docId)) continue;
          await tryGstItem(run, 'notices', `${noticeOrderId} PDF`, async () => {
            const content = await fetchNoticePdf(run.portal, run.session, docId, applnId);
            await storeGstDocument(run, {
              type: def.type,
              key: keyOf(def, item.data),
              docId,
              fileName: `${noticeOrderId}.pdf`,
              content,
            });
          });
        }
      });
    }
    run.accountPatch.noticeCount = open;
  },
};

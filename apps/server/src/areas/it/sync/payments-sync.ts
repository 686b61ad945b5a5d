import { recordKey, RESOURCES } from '@taxdesk/domain';
import type { SyncModule } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { downloadChallanReceipt, fetchPaymentPage, type PortalPayment } from './payments-api';
import { mapPayment } from './payments-mapping';
import {
  DOWNLOADS_AT_ONCE,
  forEachLimited,
  saveRecords,
  storedDocIds,
  storedRecords,
  storeFile,
  tryItem,
} from './records-sync-support';

const MAX_PAGES = 40;

/**
 * Payments (challans). The history comes newest first and a paid challan never changes, so the
 * sync reads pages only until it meets a CIN it already holds, and fetches the receipt of each
 * challan that has none yet.
 */
export const paymentsSync: SyncModule<ItConnector> = {
  key: 'payments',
  label: 'Payments (challans)',
  async run(run) {
    const known = new Set([...(await storedRecords(run, 'itChallan')).keys()]);
    const fresh: PortalPayment[] = [];
    for (let page = 0; page < MAX_PAGES; page++) {
      const { content, last } = await fetchPaymentPage(run.portal, run.session, page);
      const unseen = content.filter((p) => !known.has(encodeURIComponent(String(p.cin).trim())));
      fresh.push(...unseen);
      if (last || unseen.length < content.length) break;
    }
    const mapped = fresh.map((p) => ({ data: mapPayment(p, run.accountKey), raw: p }));
    await saveRecords(run, RESOURCES.itChallan, mapped, { complete: false });

    const keys = [...known, ...mapped.map((m) => recordKey(RESOURCES.itChallan, m.data))];
    const withReceipt = await storedDocIds(run, 'itChallan', keys);
    const missing = keys.filter((key) => !withReceipt.get(key)?.has('receipt'));
    await forEachLimited(missing, DOWNLOADS_AT_ONCE, async (key) => {
      const cin = decodeURIComponent(key);
      await tryItem(run, 'payments', `receipt of ${cin}`, async () => {
        const content = await downloadChallanReceipt(run.portal, run.session, cin);
        await storeFile(run, {
          type: 'itChallan',
          key,
          docId: 'receipt',
          fileName: `${cin}_ChallanReceipt.pdf`,
          contentType: 'application/pdf',
          content,
        });
      });
    });
  },
};

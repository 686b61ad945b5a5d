import { RESOURCES } from '@taxdesk/domain';
import {
  fetchNoticeFiles,
  fetchTdsInbox,
  fetchTdsProceedingNotices,
  fetchTdsProceedings,
} from './efiling-tds-api';
import { mapTdsNotice, mapTdsProceeding, mapTdsProceedingNotice } from './efiling-tds-mapping';
import type { TdsEfilingModule } from './efiling-tds-records-sync';
import { storeTdsDocument, storedTdsRecords, tryTdsItem } from './tds-sync-support';
import { saveTdsRecords } from './tds-sync-support';

/**
 * E-proceedings of the TAN with their notices and notice PDFs, and the inbox's communications
 * with theirs. PDFs are fetched once: a notice already stored is not asked again.
 */

export const tdsProceedingsSync: TdsEfilingModule = {
  key: 'proceedings',
  label: 'E-proceedings and notices',
  async run(run) {
    const known = await storedTdsRecords(run, 'tdsProceedingNotice');
    const proceedings: { data: Record<string, unknown> }[] = [];
    const notices: { data: Record<string, unknown> }[] = [];
    for (const p of await fetchTdsProceedings(run.portal, run.session)) {
      const id = String(p.proceedingReqId);
      await tryTdsItem(run, 'proceedings', id, async () => {
        const rows = await fetchTdsProceedingNotices(run.portal, run.session, id);
        const data = mapTdsProceeding(run.accountKey, p, rows.length);
        data.noticeSection = rows[0]?.noticeSection == null ? null : String(rows[0].noticeSection);
        proceedings.push({ data });
        for (const n of rows) {
          const notice = mapTdsProceedingNotice(run.accountKey, { proceedingReqId: id, ...n });
          if (!known.has(notice.headerSeqNo)) {
            for (const file of await fetchNoticeFiles(run.portal, run.session, notice.headerSeqNo, id)) {
              const content = await run.portal.document(run.session, file.docId);
              await storeTdsDocument(run, {
                type: 'tdsProceedingNotice',
                key: notice.headerSeqNo,
                docId: file.docId,
                fileName: file.fileName,
                contentType: 'application/pdf',
                content,
              });
            }
          }
          notices.push({ data: notice });
        }
      });
    }
    await saveTdsRecords(run, RESOURCES.tdsProceeding, proceedings);
    await saveTdsRecords(run, RESOURCES.tdsProceedingNotice, notices);
  },
};

export const tdsInboxSync: TdsEfilingModule = {
  key: 'notices',
  label: 'Communications',
  async run(run) {
    const known = await storedTdsRecords(run, 'tdsNotice');
    const items: { data: Record<string, unknown> }[] = [];
    for (const c of await fetchTdsInbox(run.portal, run.session)) {
      const data = mapTdsNotice(run.accountKey, c);
      await tryTdsItem(run, 'notices', data.commInbId, async () => {
        if (!known.has(data.commInbId) && c.docId != null) {
          await storeTdsDocument(run, {
            type: 'tdsNotice',
            key: data.commInbId,
            docId: String(c.docId),
            fileName: `${data.commInbId}.pdf`,
            contentType: 'application/pdf',
            content: await run.portal.document(run.session, String(c.docId)),
          });
        }
        items.push({ data });
      });
    }
    await saveTdsRecords(run, RESOURCES.tdsNotice, items);
  },
};

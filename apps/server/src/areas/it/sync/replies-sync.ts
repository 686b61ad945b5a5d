import { sql } from 'drizzle-orm';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../../db/tenant';
import type { SyncModule, SyncRun } from '../../../lib/sync/sync-module';
import type { ItConnector } from '../connector/it-connector';
import { saveRecords, storedDocIds, storedRecords, storeFile, tryItem } from './records-sync-support';
import { fetchClosureOrder, fetchReplies } from './replies-api';
import { attachmentFileName, instant, mapReply } from './replies-mapping';

/**
 * Replies filed to notices, and closure orders. Runs after the proceedings module, on what it
 * stored: a notice is asked for its replies only when its last response is newer than the
 * replies held; a closed proceeding with an order is asked for it only until it is stored.
 * Reply attachments are stored as documents of their notice (where users open the notice's
 * papers), once the notice's own letter is there; closure orders as documents of the proceeding.
 */
export const repliesSync: SyncModule<ItConnector> = {
  key: 'replies',
  label: 'Replies filed and closure orders',
  async run(run) {
    await syncReplies(run);
    await syncClosureOrders(run);
  },
};

async function syncReplies(run: SyncRun<ItConnector>): Promise<void> {
  const notices = await storedRecords(run, 'itNotice');
  const replies = await storedRecords(run, 'itReply');
  const latestHeld = new Map<string, number>();
  for (const r of replies.values()) {
    const at = instant(r.data.submittedOn) ?? 0;
    const n = String(r.data.headerSeqNo);
    latestHeld.set(n, Math.max(latestHeld.get(n) ?? 0, at));
  }
  const due = [...notices.entries()].filter(([, n]) => {
    const last = instant(n.data.lastResponseSubmittedOn);
    return last !== null && last > (latestHeld.get(String(n.data.headerSeqNo)) ?? -1);
  });
  if (due.length === 0) return;
  const ownFiles = await noticesWithOwnFiles(
    run,
    due.map(([key]) => key),
  );
  const held = await storedDocIds(
    run,
    'itNotice',
    due.map(([key]) => key),
  );
  for (const [key, notice] of due) {
    const headerSeqNo = String(notice.data.headerSeqNo);
    await tryItem(run, 'replies', `replies to notice ${headerSeqNo}`, async () => {
      const mapped = (await fetchReplies(run.portal, run.session, headerSeqNo)).map((r) =>
        mapReply(r, { headerSeqNo, proceedingReqId: notice.data.proceedingReqId, pan: run.accountKey }),
      );
      // The notice's own letter first: otherwise the proceedings sync would take these files for it.
      if (!ownFiles.has(key)) throw new Error('the notice letter is not stored yet; its replies follow it');
      for (const reply of mapped) {
        for (const a of reply.attachmentLst as { docId: string; attachmentName: string }[]) {
          if (held.get(key)?.has(a.docId)) continue;
          const content = await run.portal.document(run.session, a.docId);
          await storeFile(run, {
            type: 'itNotice',
            key,
            docId: a.docId,
            fileName: attachmentFileName(String(reply.responseId), a.attachmentName),
            contentType: 'application/pdf',
            content,
          });
        }
      }
      // Written last, so a reply is held only once its files are: an interrupted run asks again.
      await saveRecords(
        run,
        RESOURCES.itReply,
        mapped.map((data) => ({ data })),
        { complete: false },
      );
    });
  }
}

/** Notices whose own letter (a file that is not a reply's) is stored. */
async function noticesWithOwnFiles(run: SyncRun<ItConnector>, keys: readonly string[]): Promise<Set<string>> {
  const r = await inOrg(run.app.db, run.orgId, (tx) =>
    tx.execute<{ key: string }>(sql`
      SELECT DISTINCT key FROM documents
      WHERE org_id = ${run.orgId} AND type = 'itNotice' AND key = ANY(${sql.param([...keys])}::text[])
        AND file_name NOT LIKE 'Reply %'`),
  );
  return new Set(r.rows.map((row) => row.key));
}

async function syncClosureOrders(run: SyncRun<ItConnector>): Promise<void> {
  const proceedings = [...(await storedRecords(run, 'itProceeding')).entries()].filter(
    ([, p]) => p.data.proceedingStatus === 'C' && p.data.proceedingClosureOrder,
  );
  if (proceedings.length === 0) return;
  const held = await storedDocIds(
    run,
    'itProceeding',
    proceedings.map(([key]) => key),
  );
  for (const [key, p] of proceedings) {
    if ((held.get(key)?.size ?? 0) > 0) continue;
    const id = String(p.data.proceedingReqId);
    await tryItem(run, 'replies', `closure order of ${id}`, async () => {
      for (const file of await fetchClosureOrder(run.portal, run.session, id)) {
        const content = await run.portal.document(run.session, file.docId);
        await storeFile(run, {
          type: 'itProceeding',
          key,
          docId: file.docId,
          fileName: file.fileName,
          contentType: 'application/pdf',
          content,
        });
      }
    });
  }
}

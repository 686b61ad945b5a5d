import { RESOURCES } from '@taxdesk/domain';
import { fetchCaseDocument, fetchFolderItems, fetchFolders } from './cases-api';
import type { CaseItemContext } from './cases-mapping';
import { mapCaseItem } from './cases-mapping';
import type { GstSyncRun } from './gst-sync-support';
import { keyOf, saveGstRecords, storeGstDocument, tryGstItem } from './gst-sync-support';
import { gstOwner } from './gst-values';

/** The record a case belongs to (an additional notice, a refund case): its files are kept there too. */
type CaseParent = { type: string; key: string; stored: Set<string> | undefined };

/**
 * Reads one case's folders and items into gstCase records and stores the files not stored yet,
 * under the item and under the case's parent record, so both details offer them.
 * Answers the items' data (the notice's first, for its parent's due date and demand).
 */
export async function syncCaseFolders(
  run: GstSyncRun,
  module: string,
  gstin: string,
  context: CaseItemContext,
  storedFiles: Map<string, Set<string>>,
  parent?: CaseParent,
): Promise<Record<string, unknown>[]> {
  const def = RESOURCES.gstCase;
  const owner = gstOwner(gstin, run.accountKey);
  const out: Record<string, unknown>[] = [];
  const folders = await fetchFolders(run.portal, run.session, gstin, context.caseId, context.caseTypeCd);
  for (const folder of folders) {
    const items = await fetchFolderItems(run.portal, run.session, folder.caseFolderId);
    const mapped = items.map((row) => ({ row, ...mapCaseItem(row, folder, context, owner) }));
    await saveGstRecords(
      run,
      def,
      mapped.map((m) => ({ data: m.data, raw: m.row })),
    );
    for (const m of mapped) {
      out.push(m.data);
      const key = keyOf(def, m.data);
      for (const doc of m.documents) {
        const underItem = storedFiles.get(key)?.has(doc.id) ?? false;
        const underParent = !parent || (parent.stored?.has(doc.id) ?? false);
        if (underItem && underParent) continue;
        await tryGstItem(run, module, `${context.arn} ${doc.docName}`, async () => {
          const content = await fetchCaseDocument(run.portal, run.session, context.arn, doc.id);
          const file = { docId: doc.id, fileName: doc.docName, content };
          if (!underItem) await storeGstDocument(run, { type: def.type, key, ...file });
          if (parent && !underParent)
            await storeGstDocument(run, { type: parent.type, key: parent.key, ...file });
        });
      }
    }
  }
  return out;
}

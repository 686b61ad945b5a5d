import { RESOURCES } from '@taxdesk/domain';
import { fetchCaseTasks } from './cases-api';
import { mapCaseTask } from './cases-mapping';
import { syncCaseFolders } from './case-folders-sync';
import type { GstSyncModule } from './gst-sync-support';
import { keyOf, saveGstRecords, storedGstDocIds, storedGstRecords, tryGstItem } from './gst-sync-support';
import { gstOwner } from './gst-values';

/**
 * Additional notices (litserv case tasks) with their case folders. A case's folders are read only
 * when the task is new or its status moved (a reply or an order came in); a known, unchanged task
 * keeps what was stored.
 */
export const additionalNoticesSync: GstSyncModule = {
  key: 'additionalNotices',
  label: 'Additional notices and case folders',
  async run(run) {
    const def = RESOURCES.gstAdditionalNotice;
    const stored = await storedGstRecords(run, def.type);
    const files = await storedGstDocIds(run, RESOURCES.gstCase.type);
    const taskFiles = await storedGstDocIds(run, def.type);
    for (const gstin of run.session.gstins) {
      await tryGstItem(run, 'additionalNotices', gstin, async () => {
        const tasks = await fetchCaseTasks(run.portal, run.session, gstin);
        const items = [];
        for (const task of tasks) {
          const taskKey = keyOf(def, { caseTaskId: String(task.caseTaskId) });
          const known = stored.get(taskKey);
          let notice: Record<string, unknown> | null = known
            ? {
                duedt: known.replyDueDate,
                sec: known.section,
                fy: known.financialYear,
                demandTotal: known.demandAmount,
                officer: known.officer,
              }
            : null;
          if (!known || known.status !== task.status) {
            const read = await tryGstItem(
              run,
              'additionalNotices',
              String(task.arn ?? task.caseTaskId),
              async () => {
                const caseItems = await syncCaseFolders(
                  run,
                  'additionalNotices',
                  gstin,
                  {
                    caseId: String(task.caseId),
                    caseTaskId: String(task.caseTaskId),
                    arn: String(task.arn ?? ''),
                    caseTypeCd: String(task.caseTpeCd ?? ''),
                  },
                  files,
                  { type: def.type, key: taskKey, stored: taskFiles.get(taskKey) },
                );
                notice = caseItems.find((i) => i.caseFolderTypeCd === 'NOTCE') ?? notice;
              },
            );
            // Folders not read: the task stays as stored, so the next run reads them again.
            if (!read) continue;
          }
          items.push({ data: mapCaseTask(task, gstOwner(gstin, run.accountKey), notice), raw: task });
        }
        await saveGstRecords(run, def, items);
      });
    }
  },
};

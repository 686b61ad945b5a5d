import type { PortalCaseTask, PortalFolder, PortalFolderItem } from './cases-api';
import { amount, documentsIn, fyOfDay, isoDay, parseJsonString } from './gst-values';

const FOLDER_TITLES: Record<string, string> = {
  NOTCE: 'Notice',
  REPLY: 'Reply',
  ORDRS: 'Order',
  APLCN: 'Application',
  NOTAC: 'Notice / acknowledgement',
  INTIM: 'Intimation',
  CLOSR: 'Closure',
};

/** The notice-kind block inside an item's `sdtls` (dtscn, srscn, remnd, dtorder, ...): the first there is. */
function detailsOf(item: Record<string, unknown>): Record<string, unknown> {
  const sdtls = item.sdtls as Record<string, unknown> | undefined;
  const first = sdtls ? Object.values(sdtls).find((v) => v && typeof v === 'object') : undefined;
  return (first as Record<string, unknown> | undefined) ?? sdtls ?? {};
}

/** The demand of a notice or order: the `dtot` of its demand lines (amounts are strings, some with commas). */
function demandOf(details: Record<string, unknown>): number | null {
  const lines = details.dmddtls;
  if (!Array.isArray(lines) || lines.length === 0) return null;
  return lines.reduce((sum: number, l: Record<string, unknown>) => sum + (amount(l.dtot) ?? 0), 0);
}

export type CaseItemContext = { caseId: string; caseTaskId: string | null; arn: string; caseTypeCd: string };

/** One folder item (a notice, reply, order, application) as a gstCase record; its files listed. */
export function mapCaseItem(
  row: PortalFolderItem,
  folder: PortalFolder,
  context: CaseItemContext,
  owner: Record<string, unknown>,
): { data: Record<string, unknown>; documents: { id: string; docName: string }[] } {
  const item = parseJsonString(row.itemJson);
  const details = detailsOf(item);
  const reply = item.reply as Record<string, unknown> | undefined;
  const dated = isoDay(item.refdt ?? item.ntcdt ?? reply?.intdt ?? item.rfdSubDt ?? row.insertDate);
  const todtls = item.todtls as Record<string, unknown> | undefined;
  const documents = documentsIn(item);
  const form = (item.formNo ?? reply?.replyty ?? details.tynotice ?? details.type) as string | undefined;
  return {
    documents,
    data: {
      itemId: String(row.itemId),
      refId: String(row.refId ?? item.refid ?? item.applnAckNum ?? ''),
      title: [FOLDER_TITLES[folder.caseFolderTypeCd] ?? folder.caseFolderTypeCd, form]
        .filter(Boolean)
        .join(' — '),
      ...owner,
      caseId: context.caseId,
      caseTaskId: context.caseTaskId,
      arn: context.arn,
      caseTypeCd: context.caseTypeCd,
      caseFolderTypeCd: folder.caseFolderTypeCd,
      act_cd: item.act_cd ?? null,
      refdt: dated,
      duedt: isoDay(details.duedt ?? details.replyDuedt ?? details.duedate),
      sec: details.sec ?? null,
      fy: details.fy ?? fyOfDay(dated),
      demandTotal: demandOf(details) ?? amount(item.ttlRfdAmt),
      officer: todtls ? [todtls.nm, todtls.dg].filter(Boolean).join(', ') : null,
      documentNames: documents.map((d) => d.docName).join(', ') || null,
    },
  };
}

/** A case task as a gstAdditionalNotice; the notice item's details fill due date, section, demand. */
export function mapCaseTask(
  row: PortalCaseTask,
  owner: Record<string, unknown>,
  notice: Record<string, unknown> | null,
): Record<string, unknown> {
  const issued = isoDay(row.assignmentDt);
  return {
    caseTaskId: String(row.caseTaskId),
    refId: row.refId ?? null,
    arn: row.arn ?? null,
    caseId: String(row.caseId),
    ...owner,
    caseTpeCd: row.caseTpeCd ?? null,
    caseTypeName: row.caseTypeName ?? null,
    taskDesc: row.taskDesc ?? null,
    assignmentDt: issued,
    replyDueDate: notice?.duedt ?? null,
    status: row.status ?? null,
    section: notice?.sec ?? null,
    financialYear: notice?.fy ?? fyOfDay(issued),
    demandAmount: notice?.demandTotal ?? null,
    officer: notice?.officer ?? null,
  };
}

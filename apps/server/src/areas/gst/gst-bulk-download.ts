import { sql, type SQL } from 'drizzle-orm';
import { GST_CASE_FOLDERS, resourceOf, type GstBulkDownloadQuery } from '@taxdesk/domain';
import type { Tx } from '../../db/tenant';
import { safeSegment, uniquePaths } from '../../lib/archive/archive-paths';

/**
 * A GST archive: every stored file of the notices and orders, additional notices and case
 * documents (notices, replies, orders, applications) chosen, with an index. Folders: GSTIN, then
 * "Notices and orders" or the case (its type and ARN), then the case's folder.
 */

const GST_ARCHIVE_TYPES = ['gstNotice', 'gstAdditionalNotice', 'gstCase'] as const;
const CASE_TYPES = ['gstAdditionalNotice', 'gstCase'];

export type GstArchiveRow = {
  id: string;
  type: string;
  key: string;
  file_name: string;
  size: number;
  sha256: string;
  length: number;
  gstin: string | null;
  username: string | null;
  case_id: string | null;
  case_label: string | null;
  folder: string | null;
  reference: string | null;
  dated: string | null;
  due_on: string | null;
};

/** The case a record belongs to: an additional notice's, or the case a case document sits in. */
function caseOf(column: 'caseTaskId' | 'itemId', value: string): SQL {
  const type = column === 'caseTaskId' ? 'gstAdditionalNotice' : 'gstCase';
  return sql`r.type = ANY(${sql.param(CASE_TYPES)}::text[]) AND (r.data->>'caseId' IN (
      SELECT c.data->>'caseId' FROM records c
      WHERE c.org_id = r.org_id AND c.type = ${type} AND c.data->>${column} = ${value})
    ${column === 'caseTaskId' ? sql`OR r.data->>'caseTaskId' = ${value}` : sql``})`;
}

function conditions(q: GstBulkDownloadQuery): SQL[] {
  const where: SQL[] = [];
  if (q.account) where.push(sql`r.account_key = ${q.account}`);
  if (q.gstin) where.push(sql`r.data->>'gstin' = ${q.gstin}`);
  if (q.caseTask) where.push(caseOf('caseTaskId', q.caseTask));
  if (q.caseItem) where.push(caseOf('itemId', q.caseItem));
  return where;
}

/** The files of a choice in folder order (GSTIN, case, folder), so paths are named as rows arrive. */
export function gstArchiveQuery(orgId: string, q: GstBulkDownloadQuery): SQL {
  const where = [
    sql`d.org_id = ${orgId}`,
    sql`d.type = ANY(${sql.param([...GST_ARCHIVE_TYPES])}::text[])`,
    ...conditions(q),
  ];
  return sql`
    SELECT d.id, d.type, d.key, d.file_name, d.size, d.sha256, octet_length(d.content) AS length,
           r.data->>'gstin' AS gstin, r.account_key AS username, r.data->>'caseId' AS case_id,
           nullif(concat_ws(' ', coalesce(r.data->>'caseTypeCd', r.data->>'caseTpeCd'),
                                 coalesce(r.data->>'arn', r.data->>'caseId')), '') AS case_label,
           CASE WHEN r.type = 'gstAdditionalNotice' THEN 'NOTCE' ELSE r.data->>'caseFolderTypeCd' END AS folder,
           coalesce(r.data->>'refId', r.data->>'noticeOrderId') AS reference,
           r.issued_on::date::text AS dated, r.due_on::text AS due_on
    FROM documents d
    JOIN records r ON r.org_id = d.org_id AND r.type = d.type AND r.key = d.key
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY r.data->>'gstin' NULLS LAST, r.data->>'caseId' NULLS FIRST,
             CASE WHEN r.type = 'gstAdditionalNotice' THEN 'NOTCE' ELSE r.data->>'caseFolderTypeCd' END NULLS FIRST,
             d.type, d.key, lower(d.file_name) COLLATE "C", d.file_name COLLATE "C", d.doc_id COLLATE "C", d.id`;
}

type GstArchiveSummary = { files: number; bytes: number };

export async function summariseGstArchive(
  tx: Tx,
  orgId: string,
  q: GstBulkDownloadQuery,
): Promise<GstArchiveSummary> {
  const r = await tx.execute<{ files: number; bytes: number }>(sql`
    SELECT count(*)::int AS files, coalesce(sum(size), 0)::float8 AS bytes
    FROM (${gstArchiveQuery(orgId, q)}) s`);
  return { files: r.rows[0]?.files ?? 0, bytes: Number(r.rows[0]?.bytes ?? 0) };
}

function folderLabel(code: string | null): string {
  return (code && GST_CASE_FOLDERS[code as keyof typeof GST_CASE_FOLDERS]) || code || 'Other';
}

/** `27AAACR5055K1Z7/Case ADJVP ZD2707260000012/Replies`, or `.../Notices and orders`. */
function folderOf(row: GstArchiveRow): string {
  const gstin = safeSegment(row.gstin ?? '', 'No GSTIN');
  if (!row.case_id) return `${gstin}/Notices and orders`;
  const kase = safeSegment(`Case ${row.case_label ?? row.case_id}`, `Case ${row.case_id}`);
  return `${gstin}/${kase}/${safeSegment(folderLabel(row.folder), 'Other')}`;
}

/** `Notice ZA270726000123X - notice.pdf`: the record it belongs to, then the stored file name. */
function fileNameOf(row: GstArchiveRow): string {
  const label = resourceOf(row.type)?.label ?? row.type;
  const ref = row.reference ?? decodeURIComponent(row.key);
  return safeSegment(`${label} ${ref} - ${row.file_name}`, `${label} ${row.id}`);
}

export const gstArchivePaths = uniquePaths(folderOf, fileNameOf);

export const GST_ARCHIVE_INDEX = [
  'Path',
  'GSTIN',
  'GST username',
  'Case',
  'Folder',
  'Record type',
  'Reference',
  'Dated',
  'Due on',
  'File name',
  'Size (bytes)',
  'SHA-256',
] as const;

export function gstArchiveIndexCells(path: string, row: GstArchiveRow): unknown[] {
  return [
    path,
    row.gstin,
    row.username,
    row.case_id ? (row.case_label ?? row.case_id) : '',
    row.case_id ? folderLabel(row.folder) : 'Notices and orders',
    resourceOf(row.type)?.label ?? row.type,
    row.reference ?? decodeURIComponent(row.key),
    row.dated,
    row.due_on,
    row.file_name,
    row.size,
    row.sha256,
  ];
}

import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { caseStageOf, CASE_STAGE_LABELS } from '@taxdesk/domain';
import type { Db } from '../../db/pool';
import { safeSegment, uniquePaths } from '../../lib/archive/archive-paths';
import { documentZip } from '../../lib/archive/document-zip';
import { defOf } from './case-detail';

type CaseZipRow = {
  id: string;
  length: number;
  type: string;
  key: string;
  issued_on: string | null;
  due_on: string | null;
  title: string | null;
  file_name: string;
  size: number;
  sha256: string;
};

const INDEX_HEADER = [
  'Path',
  'Stage',
  'Record type',
  'Record',
  'Title',
  'Issued on',
  'Due on',
  'File name',
  'Size (bytes)',
  'SHA-256',
];

const folderOf = (row: CaseZipRow) =>
  safeSegment(
    `${row.issued_on?.slice(0, 10) ?? 'undated'} ${defOf(row.type)?.label ?? row.type} ${decodeURIComponent(row.key)}`,
    'record',
  );

/**
 * The whole case as one ZIP: a folder per record in date order (its day, kind and reference) with
 * the documents the record store holds, and `index.csv` naming each file's record and stage.
 */
export function caseZip(db: Db, orgId: string, caseId: string, stopped: () => boolean): Promise<Readable> {
  return documentZip<CaseZipRow>(
    db,
    orgId,
    {
      query: sql`
        SELECT d.id, octet_length(d.content) AS length, d.type, d.key, r.issued_on::text AS issued_on,
          r.due_on::text AS due_on, r.title, d.file_name, d.size, d.sha256
        FROM case_records cr
        JOIN documents d ON d.org_id = cr.org_id AND d.type = cr.type AND d.key = cr.key
        LEFT JOIN records r ON r.org_id = cr.org_id AND r.type = cr.type AND r.key = cr.key
        WHERE cr.org_id = ${orgId} AND cr.case_id = ${caseId}
        ORDER BY r.issued_on NULLS LAST, d.type, d.key, d.created_at, d.file_name`,
      paths: uniquePaths(folderOf, (row) => safeSegment(row.file_name, 'document.pdf')),
      index: {
        header: INDEX_HEADER,
        cells: (path, row) => [
          path,
          CASE_STAGE_LABELS[caseStageOf(row.type)],
          defOf(row.type)?.label ?? row.type,
          decodeURIComponent(row.key),
          row.title,
          row.issued_on?.slice(0, 10) ?? '',
          row.due_on ?? '',
          row.file_name,
          row.size,
          row.sha256,
        ],
      },
    },
    stopped,
  );
}

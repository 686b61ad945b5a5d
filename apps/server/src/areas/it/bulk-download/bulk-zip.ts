import type { Readable } from 'node:stream';
import type { Db } from '../../../db/pool';
import { documentZip } from '../../../lib/archive/document-zip';
import { pathNamer } from './archive-paths';
import { archiveQuery, type ArchiveRow } from './bulk-documents';
import type { BulkSelection } from '@taxdesk/domain';

const INDEX_HEADER = [
  'Path',
  'PAN',
  'Assessment year',
  'Proceeding ID',
  'Proceeding',
  'Record type',
  'Record',
  'DIN',
  'Section',
  'Issued on',
  'Response due',
  'Entered by hand',
  'File name',
  'Size (bytes)',
  'SHA-256',
];

function indexCells(path: string, row: ArchiveRow): unknown[] {
  return [
    path,
    row.pan,
    row.ay,
    row.proceeding,
    row.proceeding_name,
    row.type,
    decodeURIComponent(row.key),
    row.din,
    row.section,
    row.issued_on,
    row.due_on,
    row.source === 'manual' ? 'yes' : '',
    row.file_name,
    row.size,
    row.sha256,
  ];
}

/**
 * The archive of a selection (`lib/archive/document-zip`): `index.csv` first (every file with its
 * PAN, year, proceeding, record and checksum), then each document in its folder.
 */
export function bulkZip(
  db: Db,
  orgId: string,
  selection: BulkSelection,
  stopped: () => boolean,
): Promise<Readable> {
  return documentZip(
    db,
    orgId,
    {
      query: archiveQuery(orgId, selection),
      paths: pathNamer,
      index: { header: INDEX_HEADER, cells: indexCells },
    },
    stopped,
  );
}

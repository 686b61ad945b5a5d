import { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import type { Db } from '../../db/pool';
import { applyScope, type Tx } from '../../db/tenant';
import { pathNamer } from './archive-paths';
import { archiveQuery, cursorRows, documentSlices, type ArchiveRow } from './bulk-documents';
import type { BulkSelection } from './bulk-selection';

/** Rows a cursor fetch brings at once (names and sizes only: contents are read in slices). */
const BATCH = 500;

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

/** A leading =, +, - or @ would make a spreadsheet run the cell as a formula. */
function csvCell(value: unknown): string {
  const text = value == null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function indexLine(path: string, row: ArchiveRow): string {
  return (
    [
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
    ]
      .map(csvCell)
      .join(',') + '\r\n'
  );
}

/** Resolves when the archive has taken in the entry just appended (its source read to the end). */
function entryDone(zip: ZipArchive): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (err?: Error) => {
      zip.off('entry', onEntry);
      zip.off('error', onError);
      zip.off('close', onClose);
      if (err) reject(err);
      else resolve();
    };
    const onEntry = () => done();
    const onError = (err: Error) => done(err);
    // A client that goes away destroys the archive: the cursor's transaction must end too.
    const onClose = () => done(new Error('The download was closed before it ended'));
    zip.once('entry', onEntry);
    zip.once('error', onError);
    zip.once('close', onClose);
  });
}

/**
 * The archive of a selection, streamed while it is written: `index.csv` first (every file with
 * its PAN, year, proceeding, record and checksum), then each document in its folder. Rows come
 * from database cursors in one repeatable-read transaction (the index and the files agree);
 * each file enters the archive only when the previous one has gone out, read from the database
 * a slice at a time as the archive pulls it. Memory stays flat however large the archive or its
 * files, and a slow client slows the reading, not the heap.
 */
export function bulkZip(db: Db, orgId: string, selection: BulkSelection, stopped: () => boolean): Readable {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const run = db.transaction(
    async (tx: Tx) => {
      await applyScope(tx, { orgId });
      const indexPaths = pathNamer();
      const index = Readable.from(
        (async function* () {
          yield '\uFEFF' + INDEX_HEADER.join(',') + '\r\n';
          for await (const row of cursorRows(tx, 'bulk_index', archiveQuery(orgId, selection), BATCH)) {
            yield indexLine(indexPaths(row), row);
          }
        })(),
      );
      zip.append(index, { name: 'index.csv' });
      await entryDone(zip);

      const filePaths = pathNamer();
      for await (const row of cursorRows(tx, 'bulk_files', archiveQuery(orgId, selection), BATCH)) {
        if (stopped()) return;
        // PDFs are compressed already: stored as they are.
        const content = Readable.from(documentSlices(tx, orgId, row.id, row.length));
        zip.append(content, { name: filePaths(row), store: true });
        await entryDone(zip);
      }
      await zip.finalize();
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  run.catch((err: unknown) => zip.destroy(err as Error));
  return zip;
}

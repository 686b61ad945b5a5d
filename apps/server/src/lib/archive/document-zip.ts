import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import type { Db } from '../../db/pool';
import { applyScope, type Tx } from '../../db/tenant';
import { cursorRows, documentSlices } from './document-rows';

/** Rows a cursor fetch brings at once (names and sizes only: contents are read in slices). */
const BATCH = 500;

/** A stored document as an archive reads it: its row id and the stored content's length. */
export type ZipDocumentRow = { id: string; length: number | string };

export type DocumentZipSpec<R extends ZipDocumentRow> = {
  /** The documents, in folder order (so a file's path can be named as its row arrives). */
  query: SQL;
  /** A prefix for the cursors' names. */
  cursor: string;
  /** A fresh path namer for each pass over the rows (`uniquePaths`). */
  paths: () => (row: R) => string;
  /** `index.csv` first: its header and each file's cells. */
  index?: { header: readonly string[]; cells: (path: string, row: R) => readonly unknown[] };
};

/** A leading =, +, - or @ would make a spreadsheet run the cell as a formula. */
export function csvCell(value: unknown): string {
  const text = value == null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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
 * Stored documents as one ZIP, streamed while it is written: the index first (if any), then each
 * document at its path. Rows come from database cursors in one repeatable-read transaction (the
 * index and the files agree); each file enters the archive only when the previous one has gone
 * out, read from the database a slice at a time as the archive pulls it. Memory stays flat however
 * large the archive or its files, and a slow client slows the reading, not the heap.
 */
export function documentZip<R extends ZipDocumentRow>(
  db: Db,
  orgId: string,
  spec: DocumentZipSpec<R>,
  stopped: () => boolean,
): Readable {
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const run = db.transaction(
    async (tx: Tx) => {
      await applyScope(tx, { orgId });
      const index = spec.index;
      if (index) {
        const indexPaths = spec.paths();
        const lines = Readable.from(
          (async function* () {
            yield '\uFEFF' + index.header.map(csvCell).join(',') + '\r\n';
            for await (const row of cursorRows<R>(tx, `${spec.cursor}_index`, spec.query, BATCH))
              yield index.cells(indexPaths(row), row).map(csvCell).join(',') + '\r\n';
          })(),
        );
        zip.append(lines, { name: 'index.csv' });
        await entryDone(zip);
      }
      const filePaths = spec.paths();
      for await (const row of cursorRows<R>(tx, `${spec.cursor}_files`, spec.query, BATCH)) {
        if (stopped()) return;
        // PDFs are compressed already: stored as they are.
        const content = Readable.from(documentSlices(tx, orgId, row.id, Number(row.length)));
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

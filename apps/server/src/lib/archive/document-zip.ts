import { Readable } from 'node:stream';
import type { SQL } from 'drizzle-orm';
import { ZipArchive } from 'archiver';
import { csvLine } from '@taxdesk/domain';
import type { Db } from '../../db/pool';
import { documentSlices, listRows } from './document-rows';

/** A stored document as an archive reads it: its row id and the stored content's length. */
type ZipDocumentRow = { id: string; length: number | string };

type DocumentZipSpec<R extends ZipDocumentRow> = {
  /** The documents, in folder order (so a file's path can be named as its row arrives). */
  query: SQL;
  /** A fresh path namer for each pass over the rows (`uniquePaths`). */
  paths: () => (row: R) => string;
  /** `index.csv` first: its header and each file's cells. */
  index?: { header: readonly string[]; cells: (path: string, row: R) => readonly unknown[] };
};

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
    // A client that goes away destroys the archive: stop reading documents for it.
    const onClose = () => done(new Error('The download was closed before it ended'));
    zip.once('entry', onEntry);
    zip.once('error', onError);
    zip.once('close', onClose);
  });
}

/**
 * Stored documents as one ZIP, streamed while it is written: the index first (if any), then each
 * document at its path. The list of documents is read first, in one short transaction (the index
 * and the files agree); each file enters the archive only when the previous one has gone out, read
 * a slice at a time, each slice in a short transaction of its own, as the archive pulls it. No
 * database connection is held while the archive waits for a slow client, memory holds the list
 * (names and sizes) and one slice, and a slow client slows the reading, not the heap.
 */
export async function documentZip<R extends ZipDocumentRow>(
  db: Db,
  orgId: string,
  spec: DocumentZipSpec<R>,
  stopped: () => boolean,
): Promise<Readable> {
  // Read before the answer starts: a failure here (the database busy: 503) is still an answer.
  const rows = await listRows<R>(db, orgId, spec.query);
  const zip = new ZipArchive({ zlib: { level: 6 } });
  const run = (async () => {
    const index = spec.index;
    if (index) {
      const indexPaths = spec.paths();
      const lines = Readable.from(
        (function* () {
          yield '\uFEFF' + csvLine(index.header);
          for (const row of rows) yield csvLine(index.cells(indexPaths(row), row));
        })(),
      );
      zip.append(lines, { name: 'index.csv' });
      await entryDone(zip);
    }
    const filePaths = spec.paths();
    for (const row of rows) {
      if (stopped()) return;
      // PDFs are compressed already: stored as they are.
      const content = Readable.from(documentSlices(db, orgId, row.id, Number(row.length)));
      // A failed read ends the download; a download ended by its client stops the reading (the
      // archive does not end its source), so nothing reads on for a client that has gone.
      content.once('error', (err) => zip.destroy(err));
      zip.append(content, { name: filePaths(row), store: true });
      await entryDone(zip).finally(() => content.destroy());
    }
    await zip.finalize();
  })();
  run.catch((err: unknown) => zip.destroy(err as Error));
  return zip;
}

import { PassThrough, type Readable } from 'node:stream';
import { ZipArchive } from 'archiver';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/**
 * A workbook (a ZIP) read so that the limit on unpacked bytes holds for the bytes actually
 * unpacked, whatever the ZIP says about itself. exceljs's streaming reader walks the *local*
 * headers in order, so an entry left out of the central directory, or one whose sizes lie, would
 * be inflated without any check (a 256 KB file wrote a 262 MB temporary file). So the upload is
 * never handed to exceljs as it came:
 *
 * 1. yauzl reads the central directory and inflates every entry it lists, counting the bytes that
 *    come out: past the declared size (yauzl's `validateEntrySizes`) or past the limit in all, it
 *    stops and the file is refused.
 * 2. A new ZIP is written (archiver) from exactly those entries, the ones exceljs needs first
 *    (relationships, workbook, shared strings, styles) ahead of the sheets. exceljs then never
 *    parks a sheet in a temporary file to wait for the shared strings, and reads no entry that
 *    was not checked.
 */
type WorkbookCheck =
  | { ok: true; unpackedBytes: number; zip: ZipFile; entries: Entry[] }
  | { ok: false; reason: 'incomplete' | 'too-large' };

/** Far more parts than any real workbook has; a ZIP of a million empty entries costs time to walk. */
const MAX_ENTRIES = 10_000;
const RELS = 'xl/_rels/workbook.xml.rels';
const SHARED_STRINGS = 'xl/sharedStrings.xml';
/** What exceljs must have read before a sheet, in the order it wants them. */
const FIRST = ['_rels/.rels', RELS, 'xl/workbook.xml', SHARED_STRINGS, 'xl/styles.xml'];
const EMPTY_SHARED_STRINGS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>';

class Refused extends Error {
  constructor(readonly reason: 'incomplete' | 'too-large') {
    super(reason);
  }
}

/** yauzl's own words for an entry that unpacks to more than it declares. */
const tooManyBytes = (err: unknown) => err instanceof Error && /too many bytes/i.test(err.message);

async function inflatedBytes(zip: ZipFile, entry: Entry, room: number): Promise<number> {
  const stream = await zip.openReadStreamPromise(entry);
  let count = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      count += chunk.length;
      if (count > room) throw new Refused('too-large');
    }
  } finally {
    stream.destroy();
  }
  return count;
}

/** Step 1: every listed entry inflated and counted, under `maxUnpackedBytes` in all. */
export async function checkWorkbook(file: Buffer, maxUnpackedBytes: number): Promise<WorkbookCheck> {
  let zip: ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(file, {
      lazyEntries: true,
      validateEntrySizes: true,
      decodeStrings: true,
      strictFileNames: false,
    });
  } catch {
    return { ok: false, reason: 'incomplete' };
  }
  if (zip.entryCount > MAX_ENTRIES) return { ok: false, reason: 'too-large' };
  const entries: Entry[] = [];
  let declared = 0;
  let unpacked = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      declared += entry.uncompressedSize;
      if (declared > maxUnpackedBytes) throw new Refused('too-large');
      unpacked += await inflatedBytes(zip, entry, maxUnpackedBytes - unpacked);
      entries.push(entry);
    }
  } catch (err) {
    if (err instanceof Refused) return { ok: false, reason: err.reason };
    return { ok: false, reason: tooManyBytes(err) ? 'too-large' : 'incomplete' };
  }
  if (!entries.some((e) => e.fileName === RELS)) return { ok: false, reason: 'incomplete' };
  return { ok: true, unpackedBytes: unpacked, zip, entries };
}

const rank = (name: string) => {
  const i = FIRST.indexOf(name);
  return i < 0 ? FIRST.length : i;
};

/** Step 2: a new ZIP of the checked entries only, in the order exceljs reads without temporary files. */
export function rebuiltWorkbook(checked: Extract<WorkbookCheck, { ok: true }>): Readable {
  const archive = new ZipArchive({ zlib: { level: 1 } });
  // archiver's streams are readable-stream's, which exceljs does not take for a stream.
  const out = new PassThrough();
  archive.on('error', (err: Error) => out.destroy(err));
  archive.pipe(out);
  const entries = [...checked.entries].sort((a, b) => rank(a.fileName) - rank(b.fileName));
  void (async () => {
    let sharedStrings = false;
    for (const entry of entries) {
      // A workbook of numbers only has no shared strings; an empty table lets exceljs go straight on.
      if (!sharedStrings && rank(entry.fileName) > rank(SHARED_STRINGS)) {
        if (entry.fileName !== SHARED_STRINGS) archive.append(EMPTY_SHARED_STRINGS, { name: SHARED_STRINGS });
        sharedStrings = true;
      }
      if (entry.fileName === SHARED_STRINGS) sharedStrings = true;
      archive.append(await checked.zip.openReadStreamPromise(entry), { name: entry.fileName });
    }
    await archive.finalize();
  })().catch((err: unknown) => out.destroy(err as Error));
  // A reader that stops early closes `out`: the archive stops with it.
  out.on('close', () => archive.abort());
  return out;
}

import { Readable } from 'node:stream';
import type { SheetRow } from './sheet-row';
import { csvRows } from './csv-rows';
import { sniffKind, type SniffedKind } from './file-kind';
import { badFile, tooLarge } from './import-errors';
import { describeBytes, IMPORT_LIMITS } from './limits';
import { checkWorkbook, rebuiltWorkbook } from './checked-workbook';
import { xlsxRows } from './xlsx-rows';

const HEAD_BYTES = 4096;

/** Reads the first bytes to tell the file's kind, then hands on a stream that still starts with them. */
async function peek(input: Readable): Promise<{ head: Buffer; stream: Readable; failure: () => unknown }> {
  const iterator = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  const head = Buffer.concat(chunks);
  let failed: unknown = null;
  // A failing upload (too large, cut off) ends this stream quietly and is reported by the reader
  // below: `pipe` inside exceljs does not pass errors on, and its parser would wait forever.
  async function* rest(): AsyncGenerator<Buffer> {
    if (head.length) yield head;
    if (done) return;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } catch (err) {
      failed = err;
    }
  }
  return { head, stream: Readable.from(rest(), { objectMode: false }), failure: () => failed };
}

type SheetSource = {
  kind: Exclude<SniffedKind, 'other' | 'xls' | 'empty'>;
  rows: AsyncGenerator<SheetRow>;
};

/** The rows of an uploaded XLSX or CSV file, whichever it is; anything else is refused with the reason. */
export async function openSheet(input: Readable): Promise<SheetSource> {
  const { head, stream, failure } = await peek(input);
  const kind = sniffKind(head);
  switch (kind) {
    case 'empty':
      throw badFile('The file is empty');
    case 'xls':
      throw badFile('Old Excel files (.xls) are not read: save the sheet as .xlsx or CSV and upload that');
    case 'other':
      throw badFile('The file is not a spreadsheet: upload an XLSX or CSV file');
    case 'xlsx': {
      // The ZIP is taken in whole first (at most the size limit), every entry unpacked and counted,
      // then parsed as a stream of rows from a ZIP of the checked entries only (checked-workbook.ts).
      const file = await collect(stream);
      if (failure()) throw failure();
      const zip = await checkWorkbook(file, IMPORT_LIMITS.maxUnpackedBytes);
      if (!zip.ok && zip.reason === 'incomplete')
        throw badFile('The file could not be read as an XLSX workbook: it is incomplete or damaged');
      if (!zip.ok)
        throw tooLarge(
          `The workbook unpacks to more than ${describeBytes(IMPORT_LIMITS.maxUnpackedBytes)}; split it into smaller files`,
        );
      return { kind, rows: xlsxRows(rebuiltWorkbook(zip)) };
    }
    case 'csv':
      return { kind, rows: reportingFailure(csvRows(stream), failure) };
  }
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The upload's own failure (say, over the size limit) wins over what the parser made of the cut-off file. */
async function* reportingFailure<T>(rows: AsyncGenerator<T>, failure: () => unknown): AsyncGenerator<T> {
  try {
    yield* rows;
  } catch (err) {
    throw failure() ?? err;
  }
  if (failure()) throw failure();
}

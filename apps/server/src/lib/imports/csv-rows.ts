import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import type { SheetRow } from './sheet-row';

/**
 * Rows of a CSV file as it streams in (RFC 4180: quoted fields, doubled quotes, CRLF or LF, a
 * leading BOM). Comma-separated, or semicolon-separated when the first line has semicolons and no
 * commas (European Excel). Each row is yielded as soon as its line ends.
 */
export async function* csvRows(input: Readable): AsyncGenerator<SheetRow> {
  let rowNo = 0;
  const decoder = new StringDecoder('utf8');
  let sep: string | null = null;
  let field = '';
  let row: string[] = [];
  let quoted = false;
  let afterQuote = false;
  let pendingCr = false;

  // The separator is chosen from the whole first line (and the BOM stripped), so text is held
  // back until that line is complete, however the bytes were chunked.
  let head: string | null = '';

  function* consume(chunk: string, last = false): Generator<SheetRow> {
    let text = chunk;
    if (head !== null) {
      head += chunk;
      if (!last && !/[\r\n]/.test(head)) return;
      text = head.charCodeAt(0) === 0xfeff ? head.slice(1) : head;
      head = null;
      const line = text.split(/\r?\n|\r/)[0] ?? '';
      sep =
        !line.includes(',') && line.includes(';')
          ? ';'
          : line.includes('\t') && !line.includes(',')
            ? '\t'
            : ',';
    }
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (pendingCr) {
        pendingCr = false;
        if (ch === '\n') continue;
      }
      if (quoted) {
        if (ch === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i++;
          } else {
            // Closed, unless the next chunk starts with a quote (a doubled quote split across chunks).
            quoted = false;
            afterQuote = true;
          }
        } else field += ch;
        continue;
      }
      if (afterQuote && ch === '"') {
        field += '"';
        quoted = true;
        afterQuote = false;
        continue;
      }
      afterQuote = false;
      if (ch === '"' && field === '') quoted = true;
      else if (ch === sep) {
        row.push(field);
        field = '';
      } else if (ch === '\n' || ch === '\r') {
        row.push(field);
        field = '';
        yield { rowNo: ++rowNo, cells: row };
        row = [];
        if (ch === '\r') pendingCr = true;
      } else field += ch;
    }
  }

  for await (const chunk of input) yield* consume(decoder.write(chunk as Buffer));
  yield* consume(decoder.end(), true);
  if (field !== '' || row.length) {
    row.push(field);
    yield { rowNo: ++rowNo, cells: row };
  }
}

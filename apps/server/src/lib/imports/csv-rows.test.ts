import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { csvRows } from './csv-rows';

async function rows(text: string | Buffer, chunkSize?: number): Promise<string[][]> {
  const buf = Buffer.isBuffer(text) ? text : Buffer.from(text);
  const chunks: Buffer[] = [];
  const size = chunkSize ?? buf.length;
  for (let i = 0; i < buf.length; i += size) chunks.push(buf.subarray(i, i + size));
  const out: string[][] = [];
  for await (const row of csvRows(Readable.from(chunks))) out.push(row.cells as string[]);
  return out;
}

const TRICKY =
  '\uFEFFName,PAN,Note\r\n"Shah, Mehta & Co.",ABCPA0001K,"said ""hi"""\r\n"two\nlines",ABCPA0002K,\r\nकृष्ण,ABCPA0003K,x\n';
const EXPECTED = [
  ['Name', 'PAN', 'Note'],
  ['Shah, Mehta & Co.', 'ABCPA0001K', 'said "hi"'],
  ['two\nlines', 'ABCPA0002K', ''],
  ['कृष्ण', 'ABCPA0003K', 'x'],
];

describe('csvRows', () => {
  it('reads quotes, doubled quotes, newlines in quotes, CRLF and LF, a BOM and UTF-8', async () => {
    expect(await rows(TRICKY)).toEqual(EXPECTED);
  });

  it('gives the same rows whatever the chunks (one byte at a time splits quotes, CRLF and characters)', async () => {
    for (const size of [1, 2, 3, 7]) expect(await rows(TRICKY, size), `chunks of ${size}`).toEqual(EXPECTED);
  });

  it('takes semicolon- and tab-separated files, and a last line without a newline', async () => {
    expect(await rows('PAN;Name\nABCPA0001K;A')).toEqual([
      ['PAN', 'Name'],
      ['ABCPA0001K', 'A'],
    ]);
    expect(await rows('PAN\tName\r\nABCPA0001K\tA\r\n')).toEqual([
      ['PAN', 'Name'],
      ['ABCPA0001K', 'A'],
    ]);
  });

  it('numbers the rows as a spreadsheet would', async () => {
    const numbers: number[] = [];
    for await (const row of csvRows(Readable.from([Buffer.from('a\n\n"b\nc"\nd\n')])))
      numbers.push(row.rowNo);
    expect(numbers).toEqual([1, 2, 3, 4]);
  });
});

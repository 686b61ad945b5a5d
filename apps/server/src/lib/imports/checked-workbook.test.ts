import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { deflateRawSync } from 'node:zlib';
import { ZipArchive } from 'archiver';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseIdentifierFile } from '../../modules/admin/population/population-input';
import { POPULATION } from '../../modules/admin/population/population-kinds';
import { checkWorkbook } from './checked-workbook';
import { openSheet } from './sheet-rows';

/** A one-entry ZIP whose directories declare `declared` bytes for `content`, deflated. */
function zipOf(content: Buffer, declared = content.length, name = 'xl/sharedStrings.xml'): Buffer {
  const { local, central } = entryOf(content, declared, name, 0);
  const end = endOf(1, central.length, local.length);
  return Buffer.concat([local, central, end]);
}

/** One entry's local part (header, name, deflated data) and its central directory record. */
function entryOf(content: Buffer, declared: number, fileName: string, offset: number) {
  const name = Buffer.from(fileName);
  const data = deflateRawSync(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(declared, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(declared, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(offset, 42);
  return { local: Buffer.concat([local, name, data]), central: Buffer.concat([central, name]) };
}

function endOf(entries: number, dirSize: number, dirOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries, 8);
  end.writeUInt16LE(entries, 10);
  end.writeUInt32LE(dirSize, 12);
  end.writeUInt32LE(dirOffset, 16);
  return end;
}

async function workbook(rows = 500): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Accounts');
  sheet.addRow(['Name', 'PAN']);
  for (let i = 0; i < rows; i++) sheet.addRow([`Client ${i}`, 'AAAPL1234C']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The same workbook with its entries in another order (sheets first), as some tools write them. */
async function reordered(file: Buffer, first: RegExp): Promise<Buffer> {
  const zip = await yauzl.fromBufferPromise(file, { lazyEntries: true });
  const parts: { name: string; data: Buffer }[] = [];
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const c of await zip.openReadStreamPromise(entry)) chunks.push(c as Buffer);
    parts.push({ name: entry.fileName, data: Buffer.concat(chunks) });
  }
  parts.sort((a, b) => Number(first.test(b.name)) - Number(first.test(a.name)));
  const out = new ZipArchive();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  for (const p of parts) out.append(p.data, { name: p.name });
  await out.finalize();
  return Buffer.concat(chunks);
}

/**
 * `file` with one more entry in front that the central directory does not list: every offset the
 * directory gives moves along, so the ZIP stays valid for a reader of the directory.
 */
function withHiddenEntry(file: Buffer, content: Buffer, name: string): Buffer {
  const hidden = entryOf(content, content.length, name, 0).local;
  let end = file.length - 22;
  while (file.readUInt32LE(end) !== 0x06054b50) end--;
  const count = file.readUInt16LE(end + 10);
  const dirSize = file.readUInt32LE(end + 12);
  const dirOffset = file.readUInt32LE(end + 16);
  const dir = Buffer.from(file.subarray(dirOffset, dirOffset + dirSize));
  for (let p = 0, n = 0; n < count; n++) {
    dir.writeUInt32LE(dir.readUInt32LE(p + 42) + hidden.length, p + 42);
    p += 46 + dir.readUInt16LE(p + 28) + dir.readUInt16LE(p + 30) + dir.readUInt16LE(p + 32);
  }
  return Buffer.concat([
    hidden,
    file.subarray(0, dirOffset),
    dir,
    endOf(count, dirSize, dirOffset + hidden.length),
  ]);
}

/** Reads the first rows only, as an import that stops at the row limit does. */
async function firstRows(file: Buffer, n: number): Promise<unknown[][]> {
  const sheet = await openSheet(Readable.from([file]));
  const rows: unknown[][] = [];
  for await (const row of sheet.rows) {
    rows.push(row.cells);
    if (rows.length >= n) break;
  }
  return rows;
}

// exceljs puts its temporary files in os.tmpdir(), which follows TMPDIR: a folder of this test's own.
let tmp: string;
let saved: string | undefined;
beforeEach(() => {
  saved = process.env.TMPDIR;
  tmp = mkdtempSync(join(tmpdir(), 'workbook-test-'));
  process.env.TMPDIR = tmp;
});
afterEach(() => {
  if (saved === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = saved;
  rmSync(tmp, { recursive: true, force: true });
});

describe('checked workbooks', () => {
  it('passes a real workbook and reports what it unpacks to', async () => {
    const file = await workbook();
    const check = await checkWorkbook(file, 200 * 1024 * 1024);
    expect(check).toMatchObject({ ok: true });
    expect(check.ok && check.unpackedBytes).toBeGreaterThan(file.length);
    expect(await firstRows(file, 3)).toEqual([
      ['Name', 'PAN'],
      ['Client 0', 'AAAPL1234C'],
      ['Client 1', 'AAAPL1234C'],
    ]);
  });

  it('refuses a workbook that declares more than the limit', async () => {
    const file = zipOf(Buffer.alloc(4096, 0x41));
    expect(await checkWorkbook(file, 1024)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses a ZIP whose entry unpacks to more than it declares', async () => {
    // 50 MB of one letter deflates to about 50 KB, and says it is 100 bytes.
    const file = zipOf(Buffer.alloc(50 * 1024 * 1024, 0x41), 100);
    expect(file.length).toBeLessThan(100 * 1024);
    expect(await checkWorkbook(file, 200 * 1024 * 1024)).toEqual({ ok: false, reason: 'too-large' });
    await expect(openSheet(Readable.from([file]))).rejects.toMatchObject({ status: 413 });
  });

  it('calls a cut-off or damaged ZIP incomplete', async () => {
    const file = zipOf(Buffer.from('<sst/>'));
    expect(await checkWorkbook(file.subarray(0, file.length - 30), 1024)).toEqual({
      ok: false,
      reason: 'incomplete',
    });
    const damaged = Buffer.from(file);
    damaged.fill(0xff, 30 + 20, 30 + 24); // the deflate stream, overwritten
    expect(await checkWorkbook(damaged, 1024)).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('never unpacks an entry the central directory leaves out', async () => {
    // 64 MB of XML that deflates to 64 KB, in front of a real workbook and missing from its
    // directory: exceljs, which reads the local headers, would unpack it into a temporary file.
    const bomb = Buffer.concat([Buffer.from('<worksheet><sheetData>'), Buffer.alloc(64 * 1024 * 1024, 0x20)]);
    const file = withHiddenEntry(await workbook(), bomb, 'xl/worksheets/sheet9.xml');
    expect(file.length).toBeLessThan(256 * 1024);
    expect(await firstRows(file, 2)).toEqual([
      ['Name', 'PAN'],
      ['Client 0', 'AAAPL1234C'],
    ]);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('leaves no temporary file, even when the reader stops early', async () => {
    // Sheets ahead of the shared strings: exceljs parks such a sheet in a temporary file.
    const file = await reordered(await workbook(2000), /worksheets\/sheet/);
    expect(await firstRows(file, 2)).toEqual([
      ['Name', 'PAN'],
      ['Client 0', 'AAAPL1234C'],
    ]);
    expect(readdirSync(tmp)).toEqual([]);
  });

  it('puts the master-population input on the same checked path', async () => {
    const lying = zipOf(Buffer.alloc(50 * 1024 * 1024, 0x41), 100);
    await expect(parseIdentifierFile(POPULATION.tan, 'tans.xlsx', lying)).rejects.toMatchObject({
      status: 413,
    });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('TANs').addRows([['TAN'], ['DELA12345B'], ['MUMB54321C']]);
    const hidden = withHiddenEntry(
      Buffer.from(await book.xlsx.writeBuffer()),
      Buffer.alloc(64 * 1024 * 1024, 0x20),
      'xl/worksheets/sheet9.xml',
    );
    const list = await parseIdentifierFile(POPULATION.tan, 'tans.xlsx', hidden);
    expect(list.items.map((i) => JSON.stringify(i))).toHaveLength(2);
    expect(JSON.stringify(list.items)).toContain('DELA12345B');
  });
});

import ExcelJS from 'exceljs';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkZip } from './zip-check';

/** A one-entry ZIP whose directories declare `declared` bytes for `content`, deflated. */
function zipOf(content: Buffer, declared = content.length): Buffer {
  const name = Buffer.from('xl/sharedStrings.xml');
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
  central.writeUInt32LE(0, 42);
  const dirOffset = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(dirOffset, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('checkZip', () => {
  it('passes a real workbook and reports what it unpacks to', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Accounts');
    sheet.addRow(['Name', 'PAN']);
    for (let i = 0; i < 500; i++) sheet.addRow([`Client ${i}`, 'AAAPL1234C']);
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const check = checkZip(file, 200 * 1024 * 1024);
    expect(check).toMatchObject({ ok: true });
    expect(check.ok && check.unpackedBytes).toBeGreaterThan(file.length);
  });

  it('refuses a workbook that declares more than the limit', () => {
    const file = zipOf(Buffer.alloc(4096, 0x41));
    expect(checkZip(file, 1024)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('refuses a ZIP whose entry unpacks to more than it declares', () => {
    // 50 MB of one letter deflates to about 50 KB, and says it is 100 bytes.
    const file = zipOf(Buffer.alloc(50 * 1024 * 1024, 0x41), 100);
    expect(file.length).toBeLessThan(100 * 1024);
    expect(checkZip(file, 200 * 1024 * 1024)).toEqual({ ok: false, reason: 'too-large' });
  });

  it('calls a cut-off or damaged ZIP incomplete', () => {
    const file = zipOf(Buffer.from('<sst/>'));
    expect(checkZip(file.subarray(0, file.length - 30), 1024)).toEqual({ ok: false, reason: 'incomplete' });
    const damaged = Buffer.from(file);
    damaged.fill(0xff, 30 + 20, 30 + 24); // the deflate stream, overwritten
    expect(checkZip(damaged, 1024)).toEqual({ ok: false, reason: 'incomplete' });
  });
});

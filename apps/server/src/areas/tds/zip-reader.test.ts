import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cleanEntryName } from './entry-names';
import { ZipRefused, openZip } from './zip-reader';

/** A ZIP of deflated entries written by hand, so names and declared sizes can be anything. */
function craftedZip(entries: { name: string; content: Buffer; declared?: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const data = deflateRawSync(e.content);
    const declared = e.declared ?? e.content.length;
    const crc = crc32(e.content) >>> 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    const part = Buffer.concat([local, name, data]);
    locals.push(part);
    centrals.push(Buffer.concat([central, name]));
    offset += part.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

/** The reader against ZIPs made by Info-ZIP's `zip` (traditional encryption with -P), not by our writer. */

function infoZip(password: string | null): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'zip-reader-'));
  writeFileSync(join(dir, 'ABCPE1234F_26Q.pdf'), `%PDF-1.4 ${'certificate '.repeat(200)}`);
  writeFileSync(join(dir, 'note.txt'), 'hello');
  execFileSync(
    'zip',
    ['-q', ...(password ? ['-P', password] : []), 'out.zip', 'ABCPE1234F_26Q.pdf', 'note.txt'],
    { cwd: dir },
  );
  return readFileSync(join(dir, 'out.zip'));
}

describe('openZip', () => {
  it('opens a plain and an encrypted ZIP', () => {
    expect(openZip(infoZip(null), null).map((f) => f.name)).toEqual(['ABCPE1234F_26Q.pdf', 'note.txt']);
    const files = openZip(infoZip('MUMA12345B'), 'MUMA12345B');
    expect(files[1]!.data.toString()).toBe('hello');
    expect(files[0]!.data.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a wrong password, a missing one and a cut-off file with the reason', () => {
    const zip = infoZip('MUMA12345B');
    expect(() => openZip(zip, 'WRONG')).toThrow(/password does not open/);
    expect(() => openZip(zip, null)).toThrow(/no password is known/);
    expect(() => openZip(zip.subarray(0, zip.length - 30), 'MUMA12345B')).toThrow(ZipRefused);
    expect(() => openZip(Buffer.from('<html>error</html>'), null)).toThrow(/too short|not a complete ZIP/);
  });

  it('keeps only the last segment of a name, so nothing lands outside the folder it is unpacked into', () => {
    const pdf = Buffer.from('%PDF-1.4 certificate');
    const files = openZip(
      craftedZip([
        { name: '../x.pdf', content: pdf },
        { name: '..\\..\\windows\\evil.pdf', content: pdf },
        { name: '/etc/passwd', content: pdf },
        { name: 'a/../x.pdf', content: pdf },
        { name: '..', content: pdf },
      ]),
      null,
    );
    expect(files.map((f) => f.name)).toEqual(['x.pdf', 'evil.pdf', 'passwd', '2-x.pdf', 'file-5']);
    expect(cleanEntryName('AAAT1234A/../../x.pdf', 'f')).toBe('x.pdf');
    expect(cleanEntryName('con:tr\u0001l.pdf', 'f')).toBe('con_tr_l.pdf');
  });

  it('stops unpacking at what an entry declares, and at the limit for the whole ZIP', () => {
    // 50 MB of one letter deflates to about 50 KB and says it is 100 bytes.
    const liar = craftedZip([
      { name: 'big.pdf', content: Buffer.alloc(50 * 1024 * 1024, 0x41), declared: 100 },
    ]);
    expect(liar.length).toBeLessThan(100 * 1024);
    expect(() => openZip(liar, null)).toThrow(/unpacks to more than/);
    const honest = craftedZip([
      { name: 'a.pdf', content: Buffer.alloc(600 * 1024, 0x41) },
      { name: 'b.pdf', content: Buffer.alloc(600 * 1024, 0x42) },
    ]);
    expect(() => openZip(honest, null, 1024 * 1024)).toThrow(/unpacks to more than 1 MB/);
    expect(openZip(honest, null, 2 * 1024 * 1024)).toHaveLength(2);
  });
});

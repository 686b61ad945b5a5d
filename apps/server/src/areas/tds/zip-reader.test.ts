import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ZipRefused, openZip } from './zip-reader';

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
});

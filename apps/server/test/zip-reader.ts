import { inflateRawSync } from 'node:zlib';

/** A file read back from a ZIP: for tests that check what an archive holds. */
export type ZipFile = { name: string; content: Buffer; method: number };

/** The end-of-central-directory record: entry count, directory size and offset. */
export function zipDirectory(zip: Buffer): { entries: number; size: number; offset: number } {
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      return {
        entries: zip.readUInt16LE(i + 10),
        size: zip.readUInt32LE(i + 12),
        offset: zip.readUInt32LE(i + 16),
      };
    }
  }
  throw new Error('Not a ZIP: no end of central directory');
}

/**
 * Reads every file of a ZIP through its central directory (sizes are there even when the local
 * headers defer them to data descriptors, as a streamed archive does).
 */
export function readZip(zip: Buffer): ZipFile[] {
  const dir = zipDirectory(zip);
  const files: ZipFile[] = [];
  let p = dir.offset;
  for (let n = 0; n < dir.entries; n++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error(`Bad central directory entry at ${p}`);
    const method = zip.readUInt16LE(p + 10);
    const compressed = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const extraLength = zip.readUInt16LE(p + 30);
    const commentLength = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.subarray(p + 46, p + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`Bad local header for ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + compressed);
    files.push({ name, method, content: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

import { inflateRawSync } from 'node:zlib';

/**
 * What a ZIP's central directory says about it: complete or not, and how big its files are once
 * unpacked. A 10 MB workbook can hide gigabytes of XML (a "zip bomb"); the parser would hold its
 * shared strings in memory, so a workbook that declares too much is refused before it is parsed.
 * The declared sizes are not trusted either: each entry is unpacked here with its declared size as
 * the ceiling (the streaming parser would not stop at it), so a ZIP that lies is refused too.
 */
export type ZipCheck =
  { ok: true; unpackedBytes: number } | { ok: false; reason: 'incomplete' | 'too-large' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** Whether the entry's data unpacks to no more than it declares (and is an entry at all). */
function keepsItsWord(file: Buffer, central: number, end: number): 'ok' | 'incomplete' | 'too-large' {
  const method = file.readUInt16LE(central + 10);
  const packed = file.readUInt32LE(central + 20);
  const unpacked = file.readUInt32LE(central + 24);
  const local = file.readUInt32LE(central + 42);
  if (local + 30 > end || file.readUInt32LE(local) !== LOCAL) return 'incomplete';
  const start = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
  if (start + packed > end) return 'incomplete';
  const data = file.subarray(start, start + packed);
  if (method === STORED) return packed === unpacked ? 'ok' : 'too-large';
  if (method !== DEFLATED) return 'incomplete';
  try {
    // One byte over the declared size is enough to know it lied.
    const out = inflateRawSync(data, { maxOutputLength: unpacked + 1 });
    return out.length > unpacked ? 'too-large' : 'ok';
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'incomplete';
  }
}

function findEnd(file: Buffer): number {
  const from = Math.max(0, file.length - 65_557);
  for (let i = file.length - 22; i >= from; i--) if (file.readUInt32LE(i) === EOCD) return i;
  return -1;
}

export function checkZip(file: Buffer, maxUnpackedBytes: number): ZipCheck {
  const end = findEnd(file);
  if (end < 0) return { ok: false, reason: 'incomplete' };
  const entries = file.readUInt16LE(end + 10);
  const dirSize = file.readUInt32LE(end + 12);
  const dirOffset = file.readUInt32LE(end + 16);
  if (dirOffset + dirSize > end) return { ok: false, reason: 'incomplete' };
  let total = 0;
  let p = dirOffset;
  for (let n = 0; n < entries; n++) {
    if (p + 46 > end || file.readUInt32LE(p) !== CENTRAL) return { ok: false, reason: 'incomplete' };
    const unpacked = file.readUInt32LE(p + 24);
    // 0xFFFFFFFF: a ZIP64 size, far beyond anything a spreadsheet import needs.
    if (unpacked === 0xffffffff) return { ok: false, reason: 'too-large' };
    total += unpacked;
    if (total > maxUnpackedBytes) return { ok: false, reason: 'too-large' };
    const word = keepsItsWord(file, p, end);
    if (word !== 'ok') return { ok: false, reason: word };
    p += 46 + file.readUInt16LE(p + 28) + file.readUInt16LE(p + 30) + file.readUInt16LE(p + 32);
  }
  return { ok: true, unpackedBytes: total };
}

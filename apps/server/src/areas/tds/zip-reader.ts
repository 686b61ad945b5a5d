import { crc32, inflateRawSync } from 'node:zlib';
import { cleanEntryName } from './entry-names';

/**
 * Opens the ZIPs TRACES hands out: stored or deflated entries, optionally under the traditional
 * PKWARE ("ZipCrypto") encryption. Anything else — a cut-off file, a wrong password, a bad
 * checksum — is refused with a reason a person can act on.
 */

export type ZipFile = { name: string; data: Buffer };

/**
 * What one TRACES ZIP may unpack to in all: a bulk Form 16A request for a large deductor is tens
 * of megabytes; past this it is a ZIP bomb, not certificates.
 */
const TRACES_ZIP_MAX_UNPACKED = 256 * 1024 * 1024;
const MAX_ENTRIES = 10_000;

export class ZipRefused extends Error {}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const crcByte = (crc: number, byte: number) => (CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)) >>> 0;

function decrypt(cipher: Buffer, password: string): Buffer {
  let k0 = 0x12345678;
  let k1 = 0x23456789;
  let k2 = 0x34567890;
  const update = (byte: number) => {
    k0 = crcByte(k0, byte);
    k1 = (Math.imul((k1 + (k0 & 0xff)) >>> 0, 134775813) + 1) >>> 0;
    k2 = crcByte(k2, k1 >>> 24);
  };
  for (const byte of Buffer.from(password, 'utf8')) update(byte);
  const out = Buffer.alloc(cipher.length);
  for (let i = 0; i < cipher.length; i++) {
    const temp = (k2 | 2) & 0xffff;
    out[i] = cipher[i]! ^ ((Math.imul(temp, temp ^ 1) >>> 8) & 0xff);
    update(out[i]!);
  }
  return out;
}

function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === 0x06054b50) return at;
  }
  throw new ZipRefused('The file is not a complete ZIP archive (no central directory: cut off or not a ZIP)');
}

/**
 * Every file of the ZIP, names cleaned to their last segment (entry-names.ts). The unpacked bytes
 * are limited as they are unpacked: each entry to what it declares, all of them to
 * `maxUnpacked`, so a small ZIP that lies cannot fill memory.
 */
export function openZip(
  zip: Buffer,
  password: string | null,
  maxUnpacked = TRACES_ZIP_MAX_UNPACKED,
): ZipFile[] {
  if (zip.length < 22) throw new ZipRefused('The file is too short to be a ZIP archive');
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) throw new ZipRefused(`The ZIP archive has too many entries (${count})`);
  const tooBig = () =>
    new ZipRefused(`The ZIP archive unpacks to more than ${Math.round(maxUnpacked / 1048576)} MB`);
  const taken = new Set<string>();
  let unpackedSoFar = 0;
  let at = zip.readUInt32LE(end + 16);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50)
      throw new ZipRefused('The ZIP archive is damaged (bad central directory)');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const modTime = zip.readUInt16LE(at + 12);
    const crc = zip.readUInt32LE(at + 16);
    const size = zip.readUInt32LE(at + 20);
    const declared = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    at += 46 + nameLength + extraLength + commentLength;
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== 0x04034b50)
      throw new ZipRefused(`The ZIP archive is damaged (entry ${name})`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    let body = zip.subarray(start, start + size);
    if (body.length !== size) throw new ZipRefused(`The ZIP archive is cut off inside ${name}`);
    if (flags & 1) {
      if (password === null) throw new ZipRefused(`${name} is encrypted and no password is known`);
      const plain = decrypt(body, password);
      // The header's last byte repeats the CRC's high byte (or, when sizes trail the data, the
      // modification time's): a cheap wrong-password check.
      const check = flags & 8 ? (modTime >>> 8) & 0xff : crc >>> 24;
      if (plain[11] !== check) throw new ZipRefused(`The password does not open ${name}`);
      body = plain.subarray(12);
    }
    const room = maxUnpacked - unpackedSoFar;
    if (declared > room || (method === 0 && body.length > room)) throw tooBig();
    let data: Buffer;
    try {
      // At most what the entry declares: one byte more and zlib stops (ERR_BUFFER_TOO_LARGE).
      data =
        method === 0
          ? Buffer.from(body)
          : method === 8
            ? inflateRawSync(body, { maxOutputLength: Math.max(declared, 1) })
            : Buffer.alloc(0);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooBig();
      throw new ZipRefused(`${name} could not be decompressed (damaged, or the password is wrong)`);
    }
    unpackedSoFar += data.length;
    if (method !== 0 && method !== 8)
      throw new ZipRefused(`${name} uses an unsupported compression (${method})`);
    if (crc32(data) >>> 0 !== crc)
      throw new ZipRefused(`${name} fails its checksum (damaged, or the password is wrong)`);
    if (name.endsWith('/')) continue;
    let clean = cleanEntryName(name, `file-${i + 1}`);
    for (let n = 2; taken.has(clean); n++) clean = `${n}-${cleanEntryName(name, `file-${i + 1}`)}`;
    taken.add(clean);
    files.push({ name: clean, data });
  }
  return files;
}

import { crc32, deflateRawSync } from 'node:zlib';
import { Rng } from '../rng';

/**
 * ZIP archives as TRACES hands them out: deflated entries under the traditional PKWARE
 * ("ZipCrypto") encryption when a password is given. Written by hand: no ZIP library of ours
 * encrypts, and the format is small.
 */

export type ZipEntry = { name: string; data: Buffer };

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

/** The cipher's three keys, as APPNOTE 6.1 defines them. */
class ZipCryptoKeys {
  private k0 = 0x12345678;
  private k1 = 0x23456789;
  private k2 = 0x34567890;

  constructor(password: string) {
    for (const byte of Buffer.from(password, 'utf8')) this.update(byte);
  }

  private update(byte: number): void {
    this.k0 = crcByte(this.k0, byte);
    this.k1 = (Math.imul((this.k1 + (this.k0 & 0xff)) >>> 0, 134775813) + 1) >>> 0;
    this.k2 = crcByte(this.k2, this.k1 >>> 24);
  }

  private streamByte(): number {
    const temp = (this.k2 | 2) & 0xffff;
    return (Math.imul(temp, temp ^ 1) >>> 8) & 0xff;
  }

  encrypt(plain: Buffer): Buffer {
    const out = Buffer.alloc(plain.length);
    for (let i = 0; i < plain.length; i++) {
      out[i] = plain[i]! ^ this.streamByte();
      this.update(plain[i]!);
    }
    return out;
  }
}

const DOS_DATE = ((2026 - 1980) << 9) | (1 << 5) | 1;

/** Same entries, password and seed → same bytes (the encryption header comes from the seed). */
export function writeZip(entries: readonly ZipEntry[], password: string | null, seed = 'zip'): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  entries.forEach((entry, index) => {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.data) >>> 0;
    let body = deflateRawSync(entry.data);
    if (password !== null) {
      const rng = new Rng(seed, entry.name, index);
      const header = Buffer.from(Array.from({ length: 12 }, () => rng.int(0, 255)));
      header[11] = crc >>> 24;
      const keys = new ZipCryptoKeys(password);
      body = Buffer.concat([keys.encrypt(header), keys.encrypt(body)]);
    }
    const flags = password !== null ? 1 : 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(DOS_DATE, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(DOS_DATE, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

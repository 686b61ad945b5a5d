import JSZip from 'jszip';

type ZipLimits = { maxEntries: number; maxEntryBytes: number; maxTotalBytes: number };

export type ZipEntry = { name: string; content: Buffer } | { name: string; error: string };

/** The ZIP's own signature: `PK\x03\x04` (or an empty archive's `PK\x05\x06`). */
export const looksLikeZip = (b: Buffer) =>
  b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && (b[2] === 3 || b[2] === 5) && (b[3] === 4 || b[3] === 6);

/** Folders, macOS resource forks and hidden files come along in archives people make by hand. */
const junk = (name: string) => name.startsWith('__MACOSX/') || /(^|\/)\./.test(name);

/** A name that reaches outside the archive or is absolute: reported, never read. */
const unsafe = (raw: string) => /(^|[\\/])\.\.([\\/]|$)/.test(raw) || /^([\\/]|[A-Za-z]:)/.test(raw);

export class ZipRefused extends Error {}

/**
 * Unpacks one entry, counting the bytes as they come out of inflation: a ZIP's declared sizes are
 * the sender's word, and a small archive can inflate to gigabytes.
 */
function inflate(file: JSZip.JSZipObject, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stream = file.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        stream.pause();
        stream.removeAllListeners();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * The JSON files of a ZIP, each on its own: a bad entry is reported and the others are read. The
 * archive as a whole is refused (ZipRefused) when it is not a readable ZIP, holds too many entries,
 * or inflates beyond the total allowed.
 */
export async function unzipEntries(content: Buffer, limits: ZipLimits): Promise<ZipEntry[]> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(content);
  } catch (e) {
    throw new ZipRefused(`The ZIP cannot be read: ${(e as Error).message}`);
  }
  const files = Object.values(zip.files).filter((f) => !f.dir && !junk(f.name));
  if (files.length > limits.maxEntries)
    throw new ZipRefused(
      `The ZIP holds ${files.length} files; at most ${limits.maxEntries} are read at once`,
    );
  const out: ZipEntry[] = [];
  let total = 0;
  for (const f of files) {
    const raw = f.unsafeOriginalName ?? f.name;
    if (unsafe(raw)) {
      out.push({ name: raw, error: 'The file name points outside the ZIP' });
      continue;
    }
    if (!/\.json$/i.test(f.name)) {
      out.push({ name: f.name, error: 'Not a JSON file' });
      continue;
    }
    let data: Buffer | null;
    try {
      data = await inflate(f, Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total));
    } catch (e) {
      out.push({ name: f.name, error: `The file cannot be unpacked: ${(e as Error).message}` });
      continue;
    }
    if (!data) {
      if (limits.maxTotalBytes - total < limits.maxEntryBytes)
        throw new ZipRefused(`The ZIP unpacks to more than ${limits.maxTotalBytes / 1024 / 1024} MB`);
      out.push({ name: f.name, error: `The file is larger than ${limits.maxEntryBytes / 1024 / 1024} MB` });
      continue;
    }
    total += data.length;
    out.push({ name: f.name, content: data });
  }
  return out;
}

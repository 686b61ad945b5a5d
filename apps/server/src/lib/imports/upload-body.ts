import { basename } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ByteLimit, tooLargeFile } from './byte-limit';
import { badFile } from './import-errors';

/**
 * Upload routes take the file as the raw request body (any content type but JSON), or as the
 * file part of a multipart form. Registered in the imports module's own scope only: elsewhere
 * unknown content types stay refused.
 */
export function acceptRawUploads(app: FastifyInstance): void {
  // A CSV sent as text/plain would otherwise be buffered whole by the default text parser.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
}

async function multipartFile(
  input: Readable,
  contentType: string,
  max: number,
): Promise<{ fileName: string | null; body: Readable }> {
  const m = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!m) throw badFile('The multipart upload has no boundary');
  const boundary = Buffer.from(`--${m[1] ?? m[2]}`);
  const chunks: Buffer[] = [];
  let size = 0;
  // A form adds a few hundred bytes of headers around the file; the file itself is checked below.
  for await (const chunk of input as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > max + 64 * 1024) throw tooLargeFile(max);
    chunks.push(chunk);
  }
  const all = Buffer.concat(chunks);
  const delimiter = Buffer.concat([Buffer.from('\r\n'), boundary]);
  let pos = all.indexOf(boundary);
  while (pos !== -1) {
    const after = pos + boundary.length;
    if (all.subarray(after, after + 2).toString() === '--') break;
    const headerEnd = all.indexOf('\r\n\r\n', after);
    if (headerEnd === -1) break;
    const headers = all.subarray(after + 2, headerEnd).toString('utf8');
    const end = all.indexOf(delimiter, headerEnd + 4);
    if (end === -1) break;
    const file = /content-disposition:[^\r\n]*\bfilename="([^"]*)"/i.exec(headers);
    if (file) {
      if (end - (headerEnd + 4) > max) throw tooLargeFile(max);
      return { fileName: file[1] || null, body: Readable.from([all.subarray(headerEnd + 4, end)]) };
    }
    pos = end + 2;
  }
  throw badFile('The form has no file in it');
}

function cleanName(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let name = raw;
  try {
    name = decodeURIComponent(raw);
  } catch {
    // Not encoded: keep as sent.
  }
  const base = basename(name.replace(/\\/g, '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  return base ? base.slice(0, 200) : null;
}

/**
 * The uploaded file as a stream that fails with 413 past `max` bytes, and its name (from the
 * `fileName` query, the `x-file-name` header or the form). A declared length over the limit is
 * refused before a byte is read.
 */
export async function uploadedFile(
  req: FastifyRequest,
  max: number,
): Promise<{ fileName: string; body: Readable }> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  const contentType = String(req.headers['content-type'] ?? '');
  const multipart = contentType.toLowerCase().startsWith('multipart/form-data');
  if (Number.isFinite(declared) && declared > max + (multipart ? 64 * 1024 : 0)) throw tooLargeFile(max);
  const raw = req.body;
  if (raw == null || (typeof raw === 'string' && raw === '')) throw badFile('The file is empty');
  if (!(raw instanceof Readable))
    throw badFile('Send the file itself as the request body (XLSX or CSV), or as a form file');
  const query = req.query as Record<string, string | undefined>;
  const named = cleanName(query.fileName) ?? cleanName(req.headers['x-file-name'] as string | undefined);
  if (multipart) {
    const part = await multipartFile(raw, contentType, max);
    return { fileName: named ?? cleanName(part.fileName) ?? 'upload', body: part.body };
  }
  const limiter = new ByteLimit(max);
  raw.on('error', (err) => limiter.destroy(err));
  raw.pipe(limiter);
  return { fileName: named ?? 'upload', body: limiter };
}

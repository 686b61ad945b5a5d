import { basename } from 'node:path';
import { Readable } from 'node:stream';
import multipart, { type Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { ByteLimit, tooLargeFile } from './byte-limit';
import { badFile } from './import-errors';

/** What a form may carry around its files: a few small fields, short part headers. */
const FORM_LIMITS = {
  fields: 10,
  fieldNameSize: 100,
  fieldSize: 1024,
  headerPairs: 10,
  headerSize: 4 * 1024,
};

/** Files one request may carry, unless a route asks for fewer. */
const MAX_UPLOAD_FILES = 20;

/**
 * Upload routes take the file as the raw request body (any content type but JSON), or as the file
 * parts of a multipart form, parsed by @fastify/multipart (busboy, streaming, with limits on
 * parts, fields and header sizes). Neither parser reads a byte before the handler asks: the
 * caller's identity and membership are settled first (`plugins/auth-header`). Registered in the
 * upload routes' own scope only: elsewhere unknown content types stay refused.
 */
export function acceptUploads(app: FastifyInstance): void {
  // A CSV sent as text/plain would otherwise be buffered whole by the default text parser.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
  void app.register(multipart, {
    // Files pass through ByteLimit, which answers 413; busboy's own limit would only truncate.
    throwFileSizeLimit: false,
    limits: { ...FORM_LIMITS, files: MAX_UPLOAD_FILES, parts: MAX_UPLOAD_FILES + FORM_LIMITS.fields },
  });
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

export type UploadedFile = { fileName: string; body: Readable };

/** busboy's complaints (a broken form) are the client's fault: 400 or 413, never 500. */
function formError(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  const status = (err as { statusCode?: number }).statusCode;
  const message = (err as Error).message || 'broken';
  if (status === 413) return new HttpError(413, `The form has too many parts (${message})`);
  return badFile(`The multipart form could not be read: ${message}`);
}

/** The bytes of a stream through a 413 limit, with the source's errors as HTTP errors. */
function limited(source: Readable, max: number): Readable {
  const limiter = new ByteLimit(max);
  source.on('error', (err) => limiter.destroy(formError(err)));
  source.pipe(limiter);
  return limiter;
}

function namedInRequest(req: FastifyRequest): string | null {
  const query = (req.query ?? {}) as Record<string, string | undefined>;
  return cleanName(query.fileName) ?? cleanName(req.headers['x-file-name'] as string | undefined);
}

/**
 * Every uploaded file, in the order sent: the raw body as one file, or each file part of a form
 * (other fields are skipped). Each file is a stream that fails with 413 past `max` bytes; read it
 * to its end (or drop it) before asking for the next, since a form arrives as one stream. A
 * declared length over the limit for all files is refused before a byte is read.
 */
async function* uploadedFiles(
  req: FastifyRequest,
  max: number,
  maxFiles = MAX_UPLOAD_FILES,
): AsyncGenerator<UploadedFile> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  const multipartForm = req.isMultipart?.() === true;
  const allowed = multipartForm ? maxFiles * (max + 64 * 1024) : max;
  if (Number.isFinite(declared) && declared > allowed) throw tooLargeFile(max);
  const named = namedInRequest(req);
  if (!multipartForm) {
    const raw = req.body;
    if (raw == null || (typeof raw === 'string' && raw === '')) throw badFile('The file is empty');
    if (!(raw instanceof Readable))
      throw badFile('Send the file itself as the request body (XLSX or CSV), or as a form file');
    yield { fileName: named ?? 'upload', body: limited(raw, max) };
    return;
  }
  // One byte past the limit is let through so that ByteLimit, not a silent truncation, answers.
  const parts = req.parts({ limits: { fileSize: max + 1, files: maxFiles } });
  let files = 0;
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (err) {
      throw formError(err);
    }
    if (next.done) break;
    const part = next.value;
    if (part.type !== 'file') continue;
    files += 1;
    const fileName = (files === 1 ? named : null) ?? cleanName(part.filename) ?? 'upload';
    yield { fileName, body: limited(part.file, max) };
  }
  if (files === 0) throw badFile('The form has no file in it');
}

/** The one uploaded file (the first of a form): see `uploadedFiles`. */
export async function uploadedFile(req: FastifyRequest, max: number): Promise<UploadedFile> {
  for await (const file of uploadedFiles(req, max, 1)) return file;
  throw badFile('The form has no file in it');
}

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/tenant';
import { badRequest } from '../http/errors';

/** A PDF attached by hand stops here (a scanned notice is rarely over a few MB). */
const MAX_PDF_BYTES = 10 * 1024 * 1024;

/** Documents attached by hand carry this doc id, apart from the portal's. */
const MANUAL_DOC_ID = 'manual-pdf';

type UploadedPdf = { fileName: string; content: Buffer };

/** Base64 from the form → a PDF, or 400: not base64, not a PDF, too big. */
export function decodePdf(pdf: { fileName: string; contentBase64: string }): UploadedPdf {
  const base64 = pdf.contentBase64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw badRequest('pdf', 'The file could not be read');
  const content = Buffer.from(base64, 'base64');
  if (content.length > MAX_PDF_BYTES)
    throw badRequest('pdf', `The PDF is larger than ${MAX_PDF_BYTES / (1024 * 1024)} MB`);
  if (content.subarray(0, 5).toString('latin1') !== '%PDF-') throw badRequest('pdf', 'The file is not a PDF');
  const base = [...pdf.fileName]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .trim()
    .slice(0, 150);
  const fileName = /\.pdf$/i.test(base) ? base : `${base || 'notice'}.pdf`;
  return { fileName, content };
}

export async function storePdf(
  tx: Tx,
  orgId: string,
  type: string,
  key: string,
  pdf: UploadedPdf,
): Promise<void> {
  const sha256 = createHash('sha256').update(pdf.content).digest('hex');
  await tx.execute(sql`
    INSERT INTO documents (org_id, type, key, doc_id, file_name, content_type, size, sha256, content)
    VALUES (${orgId}, ${type}, ${key}, ${MANUAL_DOC_ID}, ${pdf.fileName}, 'application/pdf', ${pdf.content.length}, ${sha256}, ${pdf.content})
    ON CONFLICT (org_id, type, key, doc_id) DO UPDATE SET file_name = excluded.file_name, size = excluded.size,
      sha256 = excluded.sha256, content = excluded.content, created_at = now()`);
}

export async function removePdf(tx: Tx, orgId: string, type: string, key: string): Promise<void> {
  await tx.execute(sql`
    DELETE FROM documents WHERE org_id = ${orgId} AND type = ${type} AND key = ${key} AND doc_id = ${MANUAL_DOC_ID}`);
}

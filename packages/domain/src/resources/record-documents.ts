import { z } from 'zod';

/** The most records one call asks the files of: a list's longest page. */
export const MAX_DOCUMENT_KEYS = 100;

/**
 * The files of several records of one type at once (a list page's rows), so a page shows its files
 * with one call rather than a detail call per row. Keys are the rows' keys, comma-joined (a key's
 * parts are URI-encoded, so a key never holds a bare comma).
 */
export const RecordDocumentsQuery = z.object({
  keys: z
    .string()
    .min(1)
    .transform((s) => [...new Set(s.split(','))].filter(Boolean))
    .pipe(
      z
        .array(z.string().min(1).max(500))
        .min(1)
        .max(MAX_DOCUMENT_KEYS, `At most ${MAX_DOCUMENT_KEYS} records at once`),
    ),
});

export const RecordDocumentSchema = z.object({
  id: z.string(),
  docId: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  createdAt: z.string(),
});

/** Each asked record's files by its key; a record without files (or not found) has none. */
export const RecordDocumentsAnswer = z.object({
  documents: z.record(z.string(), z.array(RecordDocumentSchema)),
});
export type RecordDocumentsAnswer = z.infer<typeof RecordDocumentsAnswer>;

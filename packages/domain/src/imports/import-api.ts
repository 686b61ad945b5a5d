import { z } from 'zod';

/**
 * The imports API's answers (`/api/o/{orgId}/imports/{kind}/...`): a kind's template, a file's
 * preview, a commit's result and the recent imports. The server answers with these types; the
 * import screens read them.
 */

export const ImportColumnSpec = z.object({
  key: z.string(),
  label: z.string(),
  required: z.boolean(),
  aliases: z.array(z.string()),
  note: z.string().nullable(),
  /** A password column: never shown back. */
  secret: z.boolean(),
});
export type ImportColumnSpec = z.infer<typeof ImportColumnSpec>;

export const ImportSpec = z.object({
  key: z.string(),
  label: z.string(),
  keyLabel: z.string(),
  /** Download names: `<fileStem>-template.xlsx`, `<fileStem>-sample.xlsx`. */
  fileStem: z.string(),
  columns: z.array(ImportColumnSpec),
  limits: z.object({ maxBytes: z.number(), maxRows: z.number() }),
  /** A filled-in sample sheet is offered (the sandbox's accounts, in the embedded default). */
  sample: z.boolean(),
});
export type ImportSpec = z.infer<typeof ImportSpec>;

/** What importing a row does: add, update, nothing (the same), or nothing because it is wrong. */
export const PREVIEW_ACTIONS = ['new', 'update', 'same', 'error'] as const;
export type PreviewAction = (typeof PREVIEW_ACTIONS)[number];

export const PreviewRow = z.object({
  rowNo: z.number(),
  values: z.record(z.string(), z.string()),
  action: z.enum(PREVIEW_ACTIONS),
  errors: z.array(z.string()),
  /** Read and imported, but worth a look (a GSTIN's check character). */
  warnings: z.array(z.string()),
});
export type PreviewRow = z.infer<typeof PreviewRow>;

export const ImportCounts = z.object({
  rows: z.number(),
  valid: z.number(),
  errors: z.number(),
  new: z.number(),
  updated: z.number(),
  unchanged: z.number(),
});
export type ImportCounts = z.infer<typeof ImportCounts>;

const RowMessage = z.object({ rowNo: z.number(), column: z.string().optional(), message: z.string() });

export const ImportPreview = z.object({
  id: z.string(),
  kind: z.string(),
  fileName: z.string(),
  format: z.enum(['xlsx', 'csv']),
  expiresAt: z.string(),
  counts: ImportCounts,
  /** Header → column, and headers that were not used. */
  matched: z.array(z.object({ header: z.string(), column: z.string() })),
  ignored: z.array(z.string()),
  /** The first rows of the file, then the first rows with errors, for the preview table. */
  rows: z.array(PreviewRow),
  /** Every problem of every row. */
  errors: z.array(RowMessage),
  /** Every warning of the rows that will be imported (they do not stop the import). */
  warnings: z.array(RowMessage),
});
export type ImportPreview = z.infer<typeof ImportPreview>;

export const ImportResult = z.object({
  id: z.string(),
  fileName: z.string(),
  counts: z.object({ new: z.number(), updated: z.number(), unchanged: z.number(), skipped: z.number() }),
  /** The sync batch the import started (party lookups), for the screen to follow. */
  batchId: z.string().optional(),
});
export type ImportResult = z.infer<typeof ImportResult>;

export const ImportLogEntry = z.object({
  id: z.string(),
  fileName: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
  committedBy: z.string().nullable(),
  committedAt: z.string().nullable(),
  counts: ImportCounts.extend({ skipped: z.number() }).partial(),
});
export type ImportLogEntry = z.infer<typeof ImportLogEntry>;

/** The imports API's answers (apps/server/src/lib/imports), as the screens use them. */

export type ImportColumnSpec = {
  key: string;
  label: string;
  required: boolean;
  aliases: string[];
  note: string | null;
  secret: boolean;
};

export type ImportSpec = {
  key: string;
  label: string;
  keyLabel: string;
  /** Download names: `<fileStem>-template.xlsx`, `<fileStem>-sample.xlsx`. */
  fileStem: string;
  columns: ImportColumnSpec[];
  limits: { maxBytes: number; maxRows: number };
  /** A filled-in sample sheet is offered (the sandbox's accounts, in the embedded default). */
  sample: boolean;
};

export type RowAction = 'new' | 'update' | 'same' | 'error';

export type PreviewRow = {
  rowNo: number;
  values: Record<string, string>;
  action: RowAction;
  errors: string[];
  /** Read and imported, but worth a look (a GSTIN's check character). Absent from older servers. */
  warnings?: string[];
};

export type ImportCounts = {
  rows: number;
  valid: number;
  errors: number;
  new: number;
  updated: number;
  unchanged: number;
};

export type ImportPreview = {
  id: string;
  kind: string;
  fileName: string;
  format: 'xlsx' | 'csv';
  expiresAt: string;
  counts: ImportCounts;
  matched: { header: string; column: string }[];
  ignored: string[];
  rows: PreviewRow[];
  errors: { rowNo: number; column?: string; message: string }[];
  /** Warnings of rows that will be imported all the same. */
  warnings?: { rowNo: number; column?: string; message: string }[];
};

export type ImportResult = {
  id: string;
  fileName: string;
  counts: { new: number; updated: number; unchanged: number; skipped: number };
};

export type ImportLogEntry = {
  id: string;
  fileName: string;
  createdBy: string;
  createdAt: string;
  committedBy: string | null;
  committedAt: string | null;
  counts: Partial<ImportCounts & { skipped: number }>;
};

import { z } from 'zod';

/**
 * The 2B reconciliation's request and answer shapes (`/api/o/{orgId}/gst/reconciliation/...`):
 * the client's purchase register (the books) against the GSTR-2B of one GSTIN and period.
 */

export const RECON_OUTCOMES = [
  'matched',
  'amount_differs',
  'date_differs',
  'in_2b_only',
  'in_books_only',
] as const;
export type ReconOutcome = (typeof RECON_OUTCOMES)[number];
export const RECON_OUTCOME_LABELS: Record<ReconOutcome, string> = {
  matched: 'Matched',
  amount_differs: 'Amount differs',
  date_differs: 'Date differs',
  in_2b_only: 'In 2B only',
  in_books_only: 'In books only',
};

export const RECON_MARKS = ['accepted', 'follow_up'] as const;
export type ReconMark = (typeof RECON_MARKS)[number];
export const RECON_MARK_LABELS: Record<ReconMark, string> = {
  accepted: 'Accepted',
  follow_up: 'Follow up with the supplier',
};

const Gstin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^\d{2}[A-Z0-9]{13}$/, 'A GSTIN has 15 characters, starting with the state code');
const Period = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A period looks like 2025-04');

export const ReconScope = z.object({ gstin: Gstin, period: Period });
export type ReconScope = z.infer<typeof ReconScope>;

/** The most a user may set: past it nothing would ever differ. */
export const RECON_MAX_TOLERANCE = 100_000;
export const RECON_DEFAULT_TOLERANCE = 1;

export const ReconQuery = ReconScope.extend({
  /** Rupees per invoice a figure may differ by and still match. */
  tolerance: z.coerce.number().min(0).max(RECON_MAX_TOLERANCE).default(RECON_DEFAULT_TOLERANCE),
});
export type ReconQuery = z.infer<typeof ReconQuery>;

export const ReconRowsQuery = ReconQuery.extend({
  outcome: z.enum(RECON_OUTCOMES),
  /** One supplier's invoices only ('' for documents without a supplier GSTIN). */
  supplier: z.string().trim().toUpperCase().max(15).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ReconRowsQuery = z.infer<typeof ReconRowsQuery>;

/** One side's figures of an invoice. */
export const ReconSide = z.object({
  number: z.string(),
  date: z.string().nullable(),
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
});
export type ReconSide = z.infer<typeof ReconSide>;

export const ReconLine = z.object({
  /** '' when the 2B names no supplier GSTIN (imports of goods). */
  supplierGstin: z.string(),
  supplierName: z.string().nullable(),
  /** The invoice number as both sides compare it: marks are kept by it. */
  numberKey: z.string(),
  outcome: z.enum(RECON_OUTCOMES),
  books: ReconSide.nullable(),
  twoB: ReconSide.extend({ section: z.string(), itcAvailable: z.boolean() }).nullable(),
  /** 2B's total tax less the books' (the credit the books claim beyond what the 2B gives is negative). */
  taxDifference: z.number(),
  mark: z.enum(RECON_MARKS).nullable(),
});
export type ReconLine = z.infer<typeof ReconLine>;

const OutcomeCounts = z.object(
  Object.fromEntries(RECON_OUTCOMES.map((o) => [o, z.number()])) as Record<ReconOutcome, z.ZodNumber>,
);
export type ReconOutcomeCounts = z.infer<typeof OutcomeCounts>;

export const ReconSupplier = z.object({
  supplierGstin: z.string(),
  supplierName: z.string().nullable(),
  counts: OutcomeCounts,
  booksTax: z.number(),
  twoBTax: z.number(),
  taxDifference: z.number(),
});
export type ReconSupplier = z.infer<typeof ReconSupplier>;

export const ReconSummary = z.object({
  gstin: z.string(),
  period: z.string(),
  tolerance: z.number(),
  /** The register last uploaded for this GSTIN and period, null when none yet. */
  register: z.object({ fileName: z.string(), importedAt: z.string(), invoices: z.number() }).nullable(),
  twoBDocuments: z.number(),
  counts: OutcomeCounts,
  booksTax: z.number(),
  twoBTax: z.number(),
  suppliers: z.array(ReconSupplier),
});
export type ReconSummary = z.infer<typeof ReconSummary>;

export const ReconRowsPage = z.object({
  rows: z.array(ReconLine),
  total: z.number(),
  offset: z.number(),
  limit: z.number(),
});
export type ReconRowsPage = z.infer<typeof ReconRowsPage>;

export const ReconMarkRequest = ReconScope.extend({
  /** null clears the mark. */
  mark: z.enum(RECON_MARKS).nullable(),
  invoices: z
    .array(z.object({ supplierGstin: z.string().max(15), numberKey: z.string().min(1).max(100) }))
    .min(1)
    .max(1000),
});
export type ReconMarkRequest = z.infer<typeof ReconMarkRequest>;

export const RegisterRowError = z.object({ rowNo: z.number(), message: z.string() });
export type RegisterRowError = z.infer<typeof RegisterRowError>;

export const RegisterUploadResult = z.object({
  gstin: z.string(),
  period: z.string(),
  fileName: z.string(),
  format: z.enum(['xlsx', 'csv']),
  /** The file is Tally's purchase register (title rows, tax ledgers as columns). */
  tally: z.boolean(),
  imported: z.number(),
  /** Rows that could not be read, each with its number as the spreadsheet shows it: not imported. */
  errors: z.array(RegisterRowError),
  /** Headings the reader does not use. */
  ignored: z.array(z.string()),
});
export type RegisterUploadResult = z.infer<typeof RegisterUploadResult>;

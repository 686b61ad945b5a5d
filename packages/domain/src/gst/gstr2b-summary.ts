import { z } from 'zod';

/** Tax by head, in rupees. */
export const Gstr2bTax = z.object({ igst: z.number(), cgst: z.number(), sgst: z.number(), cess: z.number() });
export type Gstr2bTax = z.infer<typeof Gstr2bTax>;

/**
 * A GSTR-2B's ITC summary as the portal writes it in `data.itcsumm`: part (`itcavl`, `itcunavl`,
 * `itcRejected`) → group (`nonrevsup`, `revsup`, `isdsup`, `imports`, `othersup`) → section
 * (`b2b`, `cdnr`, `impg`, `cdnrrev`, …) → tax. Kept whole, so nothing the portal adds is lost.
 */
export const Gstr2bItcDetail = z.record(z.string(), z.record(z.string(), z.record(z.string(), Gstr2bTax)));
export type Gstr2bItcDetail = z.infer<typeof Gstr2bItcDetail>;

/** The figures of the portal's GSTR-2B summary page, one line each. */
export const Gstr2bItcSummary = z.object({
  /** ITC available: B2B invoices and debit notes (and their amendments), not on reverse charge. */
  b2b: Gstr2bTax,
  /** ITC available on inward supplies liable to reverse charge. */
  reverseCharge: Gstr2bTax,
  /** ITC available distributed by an Input Service Distributor. */
  isd: Gstr2bTax,
  /** ITC available on imports of goods (ICEGATE) and from SEZ units. */
  imports: Gstr2bTax,
  /** Credit notes (and ISD credit notes) that reduce ITC: to be reversed. */
  creditNotes: Gstr2bTax,
  /** ITC not available (`itcavl` N): shown, not to be taken. */
  notAvailable: Gstr2bTax,
  /** Documents the recipient rejected in IMS. */
  rejected: Gstr2bTax,
});
export type Gstr2bItcSummary = z.infer<typeof Gstr2bItcSummary>;

/** One GSTR-2B held for a GSTIN and period: the file's own summary beside what its documents add up to. */
export const Gstr2bPeriod = z.object({
  gstin: z.string(),
  period: z.string(),
  quarterly: z.boolean(),
  generatedOn: z.string().nullable(),
  documents: z.number(),
  suppliers: z.number(),
  /** The figures TaxDesk shows: the file's `itcsumm` where it has one, else its documents' sum. */
  summary: Gstr2bItcSummary,
  /** Whether the documents add up to the file's own summary, head by head, to the rupee. */
  matchesFile: z.boolean(),
  importedAt: z.string(),
});
export type Gstr2bPeriod = z.infer<typeof Gstr2bPeriod>;

/** What became of one uploaded file (a ZIP gives one per entry). */
export const Gstr2bFileReport = z.object({
  name: z.string(),
  status: z.enum(['imported', 'unchanged', 'failed']),
  gstin: z.string().optional(),
  period: z.string().optional(),
  quarterly: z.boolean().optional(),
  documents: z.number().optional(),
  suppliers: z.number().optional(),
  summary: Gstr2bItcSummary.optional(),
  matchesFile: z.boolean().optional(),
  error: z.string().optional(),
});
export type Gstr2bFileReport = z.infer<typeof Gstr2bFileReport>;

export const Gstr2bImportResult = z.object({ files: z.array(Gstr2bFileReport) });
export type Gstr2bImportResult = z.infer<typeof Gstr2bImportResult>;

export const Gstr2bPeriodsQuery = z.object({
  gstin: z.string().optional(),
  period: z.string().optional(),
});
export type Gstr2bPeriodsQuery = z.infer<typeof Gstr2bPeriodsQuery>;

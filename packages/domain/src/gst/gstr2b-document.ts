import { z } from 'zod';

/**
 * One document (invoice, credit or debit note, bill of entry, ISD credit) of a GSTR-2B file, as the
 * 2B reader gives it and as the 2B-against-books reconciliation takes it. Amounts are rupees as
 * numbers; a credit note's amounts are positive (its `docType` says it reduces credit).
 */
export const GSTR2B_SECTIONS = [
  'b2b',
  'b2ba',
  'cdnr',
  'cdnra',
  'isd',
  'isda',
  'impg',
  'impgsez',
  'ecom',
  'ecoma',
] as const;
export type Gstr2bSection = (typeof GSTR2B_SECTIONS)[number];

export const Gstr2bDocument = z.object({
  /** The recipient: the client's GSTIN the file is for. */
  gstin: z.string(),
  /** The return period as YYYY-MM (a quarterly file's last month). */
  period: z.string().regex(/^\d{4}-\d{2}$/),
  section: z.enum(GSTR2B_SECTIONS),
  /** Supplier's GSTIN (`ctin`); for imports the port code's or SEZ supplier's, null when the portal gives none. */
  supplierGstin: z.string().nullable(),
  supplierName: z.string().nullable(),
  docType: z.enum(['invoice', 'credit_note', 'debit_note', 'bill_of_entry', 'isd_credit']),
  /** The number as the portal prints it (`inum`, `ntnum`, `boenum`, `docnum`). */
  number: z.string(),
  /** ISO date (YYYY-MM-DD). */
  date: z.string().nullable(),
  taxableValue: z.number(),
  igst: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  cess: z.number(),
  /** Whether the portal says the credit is available (`itcavl` Y/N/T). */
  itcAvailable: z.boolean(),
  /** The portal's reason when not available (`rsn`). */
  reason: z.string().nullable(),
  reverseCharge: z.boolean(),
  /** IMS action on the document, where the file says. */
  imsStatus: z.enum(['accepted', 'rejected', 'pending', 'no_action']).nullable(),
  /** Added after the contract: the invoice value (`val`), where the portal gives one. */
  value: z.number().nullable().optional(),
  /** Added after the contract: an amendment's original number and date (`oinum`/`ontnum`/`odocnum`, …). */
  originalNumber: z.string().nullable().optional(),
  originalDate: z.string().nullable().optional(),
  /** Added after the contract: the supplier's return period (`supprd`) as YYYY-MM; a quarterly 2B spans three. */
  supplierPeriod: z.string().nullable().optional(),
  /** Added after the contract: a bill of entry amended at ICEGATE (`isamd` Y). */
  amended: z.boolean().optional(),
});
export type Gstr2bDocument = z.infer<typeof Gstr2bDocument>;

import { z } from 'zod';

/**
 * The GSTR-2B JSON as the portal writes it (the download from the 2B page, and the API's GET2B).
 * Lenient on purpose: the portal adds fields from year to year (IMS status, IRN, `itcRedReq`), so
 * unknown fields are dropped, absent sections are empty, and amounts come as numbers or strings.
 */

/** Rupees as the portal writes them: `1234.5`, `"1234.50"`, `"1,234.50"`, `""` or absent (0). */
export const Money = z.preprocess((v) => {
  if (v == null || v === '') return 0;
  if (typeof v === 'string') return Number(v.replace(/,/g, '').trim());
  return v;
}, z.number().finite());

/** An identifier the portal sometimes writes as a number (`inum: 1716`). */
const Text = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string());
const OptText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().nullish());

const Taxes = {
  txval: Money.optional(),
  igst: Money.optional(),
  cgst: Money.optional(),
  sgst: Money.optional(),
  cess: Money.optional(),
};

const Item = z.object(Taxes);

const Common = {
  dt: OptText,
  val: Money.optional(),
  pos: OptText,
  rev: OptText,
  itcavl: OptText,
  rsn: OptText,
  imsStatus: OptText,
  ...Taxes,
  /** The 2020–2022 schema: tax per rate line instead of on the document. */
  items: z.array(Item).nullish(),
};

export const Invoice = z.object({ inum: Text, oinum: OptText, oidt: OptText, typ: OptText, ...Common });
export type Invoice = z.infer<typeof Invoice>;

export const Note = z.object({
  ntnum: Text,
  /** C credit note, D debit note. */
  typ: OptText,
  suptyp: OptText,
  ontnum: OptText,
  ontdt: OptText,
  onttyp: OptText,
  ...Common,
});
export type Note = z.infer<typeof Note>;

export const IsdDocument = z.object({
  /** ISDI an ISD invoice (credit distributed), ISDC an ISD credit note (credit taken back). */
  doctyp: OptText,
  docnum: Text,
  docdt: OptText,
  oinvnum: OptText,
  oinvdt: OptText,
  odoctyp: OptText,
  odocnum: OptText,
  odocdt: OptText,
  itcelg: OptText,
  itcavl: OptText,
  rsn: OptText,
  imsStatus: OptText,
  ...Taxes,
});
export type IsdDocument = z.infer<typeof IsdDocument>;

export const BillOfEntry = z.object({
  boenum: Text,
  boedt: OptText,
  portcode: OptText,
  refdt: OptText,
  recdt: OptText,
  isamd: OptText,
  itcavl: OptText,
  ...Taxes,
});
export type BillOfEntry = z.infer<typeof BillOfEntry>;

const list = <T extends z.ZodType>(item: T) => z.array(item).nullish();

/** A supplier's documents: the supplier, its return period (`supprd`) and filing date, then the list. */
const Supplier = { ctin: OptText, trdnm: OptText, supprd: OptText, supfildt: OptText };

const InvoiceSupplier = z.object({ ...Supplier, inv: list(Invoice) });
const NoteSupplier = z.object({ ...Supplier, nt: list(Note) });
const IsdSupplier = z.object({ ...Supplier, doclist: list(IsdDocument) });
const SezSupplier = z.object({ ...Supplier, boe: list(BillOfEntry) });

export const DocData = z.object({
  b2b: list(InvoiceSupplier),
  b2ba: list(InvoiceSupplier),
  cdnr: list(NoteSupplier),
  cdnra: list(NoteSupplier),
  isd: list(IsdSupplier),
  isda: list(IsdSupplier),
  impg: list(BillOfEntry),
  impgsez: list(SezSupplier),
  ecom: list(InvoiceSupplier),
  ecoma: list(InvoiceSupplier),
});
export type DocData = z.infer<typeof DocData>;

/** `itcsumm`: part → group → section (each group also carries its own total, which is skipped here). */
const ItcSumm = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.unknown())));

export const Gstr2bData = z.object({
  gstin: z.string().regex(/^[0-9]{2}[0-9A-Z]{13}$/, 'gstin is not a GSTIN'),
  rtnprd: z.preprocess(
    (v) => (typeof v === 'number' ? String(v).padStart(6, '0') : v),
    z.string().regex(/^(0[1-9]|1[0-2])20\d{2}$/, 'rtnprd is not a return period like 082026'),
  ),
  gendt: OptText,
  version: OptText,
  itcsumm: ItcSumm.nullish(),
  docdata: DocData.nullish(),
  /** Documents rejected in IMS: not in `docdata`, summed apart as `itcRejected`. */
  docRejdata: DocData.nullish(),
});
export type Gstr2bData = z.infer<typeof Gstr2bData>;

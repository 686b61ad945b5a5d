import { z } from 'zod';

const num = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .default(0);

const Item = z.object({
  rt: num.optional(),
  txval: num,
  igst: num,
  cgst: num,
  sgst: num,
  cess: num,
});

const Invoice = z.object({
  inum: z.string().min(1),
  dt: z.string().optional(),
  val: num,
  pos: z.string().optional(),
  rev: z.string().optional(),
  itcavl: z.string().optional(),
  items: z.array(Item).default([]),
});

const B2bSupplier = z.object({
  ctin: z.string().regex(/^[0-9]{2}[0-9A-Z]{13}$/, 'a supplier GSTIN (ctin) is not 15 characters'),
  trdnm: z.string().optional(),
  inv: z.array(Invoice).default([]),
});

/** The GSTR-2B JSON the portal gives for download (PORTALS.md); sections beyond B2B are kept as they are. */
export const Gstr2bFile = z.object({
  data: z.object({
    gstin: z.string().regex(/^[0-9]{2}[0-9A-Z]{13}$/, 'gstin is not a GSTIN'),
    rtnprd: z.string().regex(/^(0[1-9]|1[0-2])20\d{2}$/, 'rtnprd is not a return period like 082026'),
    docdata: z.object({
      b2b: z.array(B2bSupplier).default([]),
      cdnr: z.array(z.unknown()).optional(),
      isd: z.array(z.unknown()).optional(),
      impg: z.array(z.unknown()).optional(),
    }),
  }),
});

export type Gstr2b = z.infer<typeof Gstr2bFile>;

/** The file's largest size: a month of a large buyer's B2B invoices stays well under it. */
export const GSTR2B_MAX_BYTES = 10 * 1024 * 1024;

const round = (n: number) => Math.round(n * 100) / 100;

export type SupplierItc = {
  ctin: string;
  supplierName: string | null;
  invoiceCount: number;
  invoiceValue: number;
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
  itcAvailable: number;
  itcUnavailable: number;
  reverseChargeCount: number;
};

/** B2B invoices summed by supplier: tax of invoices marked ITC available (itcavl Y) is credit to take. */
export function itcBySupplier(file: Gstr2b): SupplierItc[] {
  const by = new Map<string, SupplierItc>();
  for (const s of file.data.docdata.b2b) {
    const row = by.get(s.ctin) ?? {
      ctin: s.ctin,
      supplierName: s.trdnm ?? null,
      invoiceCount: 0,
      invoiceValue: 0,
      taxableValue: 0,
      igst: 0,
      cgst: 0,
      sgst: 0,
      cess: 0,
      itcAvailable: 0,
      itcUnavailable: 0,
      reverseChargeCount: 0,
    };
    for (const inv of s.inv) {
      row.invoiceCount++;
      row.invoiceValue += inv.val;
      if (inv.rev === 'Y') row.reverseChargeCount++;
      let tax = 0;
      for (const it of inv.items) {
        row.taxableValue += it.txval;
        row.igst += it.igst;
        row.cgst += it.cgst;
        row.sgst += it.sgst;
        row.cess += it.cess;
        tax += it.igst + it.cgst + it.sgst + it.cess;
      }
      if (inv.itcavl === 'N') row.itcUnavailable += tax;
      else row.itcAvailable += tax;
    }
    by.set(s.ctin, row);
  }
  return [...by.values()].map((r) => ({
    ...r,
    invoiceValue: round(r.invoiceValue),
    taxableValue: round(r.taxableValue),
    igst: round(r.igst),
    cgst: round(r.cgst),
    sgst: round(r.sgst),
    cess: round(r.cess),
    itcAvailable: round(r.itcAvailable),
    itcUnavailable: round(r.itcUnavailable),
  }));
}

/** `082026` → `2026-08`, how the list sorts periods. */
export const periodOf = (rtnprd: string) => `${rtnprd.slice(2)}-${rtnprd.slice(0, 2)}`;

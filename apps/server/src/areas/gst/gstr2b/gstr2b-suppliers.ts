import type { Gstr2bDocument } from '@taxdesk/domain';
import { addTo, noPaise, toPaise, toRupees, type Paise } from './gstr2b-money';

/** Bills of entry from ICEGATE name no supplier: their row goes under this key. */
const IMPORTS_SUPPLIER = 'ICEGATE';

type SupplierItc = {
  ctin: string;
  supplierName: string | null;
  invoiceCount: number;
  invoiceValue: number;
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
  /** ITC available: invoices, debit notes, ISD credits and bills of entry the portal marks available. */
  itcAvailable: number;
  /** Credit notes that take available ITC back. */
  creditNotes: number;
  creditNoteCount: number;
  itcUnavailable: number;
  itcRejected: number;
  reverseChargeCount: number;
};

type Sum = {
  row: Omit<
    SupplierItc,
    | 'igst'
    | 'cgst'
    | 'sgst'
    | 'cess'
    | 'invoiceValue'
    | 'taxableValue'
    | 'itcAvailable'
    | 'creditNotes'
    | 'itcUnavailable'
    | 'itcRejected'
  >;
  available: Paise;
  value: number;
  taxable: number;
  credit: number;
  unavailable: number;
  rejected: number;
};

const tax = (d: Gstr2bDocument) => toPaise(d.igst) + toPaise(d.cgst) + toPaise(d.sgst) + toPaise(d.cess);

/**
 * ITC by supplier from every section, so the supplier rows add up to the file's summary: their
 * available ITC to its B2B, reverse-charge, ISD and import lines, their credit notes to its credit
 * notes, their unavailable and rejected ITC to its own.
 */
export function itcBySupplier(docs: readonly Gstr2bDocument[]): SupplierItc[] {
  const by = new Map<string, Sum>();
  for (const d of docs) {
    const ctin = d.supplierGstin ?? IMPORTS_SUPPLIER;
    let s = by.get(ctin);
    if (!s) {
      s = {
        row: {
          ctin,
          supplierName: d.supplierName ?? (d.supplierGstin ? null : 'Imports (ICEGATE)'),
          invoiceCount: 0,
          creditNoteCount: 0,
          reverseChargeCount: 0,
        },
        available: noPaise(),
        value: 0,
        taxable: 0,
        credit: 0,
        unavailable: 0,
        rejected: 0,
      };
      by.set(ctin, s);
    }
    s.row.supplierName ??= d.supplierName;
    if (d.reverseCharge) s.row.reverseChargeCount++;
    const credit = d.docType === 'credit_note';
    if (credit) s.row.creditNoteCount++;
    else s.row.invoiceCount++;
    if (d.imsStatus === 'rejected') s.rejected += tax(d);
    else if (!d.itcAvailable) s.unavailable += credit ? 0 : tax(d);
    else if (credit) s.credit += tax(d);
    else {
      addTo(s.available, d);
      s.value += toPaise(d.value ?? 0);
      s.taxable += toPaise(d.taxableValue);
    }
  }
  return [...by.values()].map((s) => {
    const available = toRupees(s.available);
    return {
      ...s.row,
      invoiceValue: s.value / 100,
      taxableValue: s.taxable / 100,
      ...available,
      itcAvailable: (s.available.igst + s.available.cgst + s.available.sgst + s.available.cess) / 100,
      creditNotes: s.credit / 100,
      itcUnavailable: s.unavailable / 100,
      itcRejected: s.rejected / 100,
    };
  });
}

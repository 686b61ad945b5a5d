import { cellText, type CellValue } from '../../../lib/imports/cells';
import { normaliseHeader } from '../../../lib/imports/headers';

export type RegisterField =
  'supplierGstin' | 'supplierName' | 'number' | 'date' | 'taxableValue' | 'igst' | 'cgst' | 'sgst' | 'cess';

export const TAX_FIELDS = ['igst', 'cgst', 'sgst', 'cess'] as const;
type TaxField = (typeof TAX_FIELDS)[number];

/**
 * The headings accountants' registers use, best first: where a sheet has two (Tally's voucher
 * `Date` beside the `Supplier Invoice Date`), the one earlier here is the invoice's.
 */
const REGISTER_HEADINGS: Record<RegisterField, readonly string[]> = {
  supplierGstin: [
    'GSTIN of supplier',
    'Supplier GSTIN',
    'Party GSTIN',
    'Vendor GSTIN',
    'GSTIN/UIN of supplier',
    'GSTIN/UIN',
    'GSTIN',
    'GST No',
  ],
  supplierName: [
    'Supplier Name',
    'Name of supplier',
    'Party Name',
    'Vendor Name',
    'Trade/Legal name',
    'Supplier',
    'Party',
    'Particulars',
  ],
  number: [
    'Supplier Invoice No',
    'Supplier Invoice Number',
    'Invoice No',
    'Invoice Number',
    'Bill No',
    'Bill Number',
    'Voucher Ref No',
    'Voucher Ref',
    'Reference No',
    'Ref No',
    'Document Number',
    'Note Number',
  ],
  date: [
    'Supplier Invoice Date',
    'Invoice Date',
    'Bill Date',
    'Voucher Ref Date',
    'Reference Date',
    'Document Date',
    'Note Date',
    'Date',
  ],
  taxableValue: ['Taxable Value', 'Taxable Amount', 'Assessable Value', 'Taxable', 'Value'],
  igst: ['IGST', 'Integrated Tax', 'IGST Amount', 'Integrated Tax Amount'],
  cgst: ['CGST', 'Central Tax', 'CGST Amount', 'Central Tax Amount'],
  sgst: ['SGST', 'UTGST', 'SGST/UTGST', 'State Tax', 'State/UT Tax', 'SGST Amount', 'State Tax Amount'],
  cess: ['Cess', 'Cess Amount'],
};

/**
 * Tally writes one column per ledger (`Input CGST 9%`, `Input CGST 2.5%`, `Purchase @ 18%`): such
 * columns are summed into the figure they hold when the sheet has no column of that name itself.
 * Rate columns (`CGST Rate`) hold no amount.
 */
const LEDGER: Record<TaxField | 'taxableValue', RegExp> = {
  igst: /igst|integratedtax/,
  cgst: /cgst|centraltax/,
  sgst: /sgst|utgst|statetax|stateuttax/,
  cess: /cess/,
  taxableValue: /^purchase/,
};
const NOT_AN_AMOUNT = /rate|percent/;

export type RegisterLayout = {
  /** Field → the columns summed into it (one for every field but Tally's ledger columns). */
  columns: Map<RegisterField, number[]>;
  matched: string[];
  ignored: string[];
  /** Tally's register: the invoice figures come from ledger columns. */
  tally: boolean;
};

function exactColumns(headings: readonly (string | null)[]): Map<RegisterField, number> {
  const out = new Map<RegisterField, number>();
  for (const [field, names] of Object.entries(REGISTER_HEADINGS) as [RegisterField, readonly string[]][]) {
    for (const name of names) {
      const at = headings.indexOf(normaliseHeader(name));
      if (at >= 0) {
        out.set(field, at);
        break;
      }
    }
  }
  return out;
}

/**
 * Reads a row as the register's heading row, or null when it is not one (Tally's title rows, a
 * company name): a heading row names at least the supplier's GSTIN and the invoice number.
 */
export function registerLayout(cells: readonly CellValue[]): RegisterLayout | null {
  const texts = cells.map((c) => cellText(c));
  const headings = texts.map((t) => (t ? normaliseHeader(t) : null));
  const exact = exactColumns(headings);
  if (!exact.has('supplierGstin') || !exact.has('number')) return null;
  const columns = new Map<RegisterField, number[]>([...exact].map(([f, i]) => [f, [i]]));
  const used = new Set(exact.values());
  let tally = false;
  for (const field of ['taxableValue', ...TAX_FIELDS] as const) {
    if (columns.has(field)) continue;
    const ledgers = headings.flatMap((h, i) =>
      h && !used.has(i) && LEDGER[field].test(h) && !NOT_AN_AMOUNT.test(h) ? [i] : [],
    );
    if (ledgers.length === 0) continue;
    columns.set(field, ledgers);
    ledgers.forEach((i) => used.add(i));
    tally = true;
  }
  const matched = [...used].sort((a, b) => a - b).map((i) => texts[i]!);
  const ignored = texts.filter((t, i): t is string => t !== null && !used.has(i));
  return { columns, matched, ignored, tally };
}

/** What a heading row lacks for a reconciliation, or null when it has it all. */
export function missingColumns(layout: RegisterLayout): string | null {
  const missing: string[] = [];
  if (!layout.columns.has('date')) missing.push('the invoice date (Invoice Date, Bill Date)');
  if (!layout.columns.has('taxableValue'))
    missing.push('the taxable value (Taxable Value, Assessable Value)');
  if (!TAX_FIELDS.some((f) => layout.columns.has(f))) missing.push('the tax (IGST, CGST, SGST, Cess)');
  return missing.length ? `The register has no column for ${missing.join(', ')}` : null;
}

import type { Gstr2bDocument } from './gstr2b-document';
import type { ReconLine, ReconMark, ReconOutcome, ReconSide } from './reconciliation-api';
import { normaliseInvoiceNumber } from './reconciliation-invoice-number';

/** One invoice of the client's purchase register. */
export type BooksInvoice = ReconSide & { supplierGstin: string; supplierName: string | null };

export type MatchOptions = {
  /** Rupees each figure (taxable value, IGST, CGST, SGST, cess) may differ by and still match. */
  tolerance: number;
  /** Marks by `markKey(supplierGstin, numberKey)`. */
  marks?: ReadonlyMap<string, ReconMark>;
};

export function markKey(supplierGstin: string, numberKey: string): string {
  return `${supplierGstin}|${numberKey}`;
}

const FIGURES = ['taxableValue', 'igst', 'cgst', 'sgst', 'cess'] as const;
// Sub-paisa noise from sums of floats must not tip a figure over the tolerance.
const EPSILON = 0.005;

export function totalTax(s: ReconSide): number {
  return s.igst + s.cgst + s.sgst + s.cess;
}

function outcomeOf(books: ReconSide, twoB: ReconSide, tolerance: number): ReconOutcome {
  if (FIGURES.some((f) => Math.abs(books[f] - twoB[f]) > tolerance + EPSILON)) return 'amount_differs';
  if (books.date && twoB.date && books.date !== twoB.date) return 'date_differs';
  return 'matched';
}

function sideOf(doc: Gstr2bDocument): NonNullable<ReconLine['twoB']> {
  return {
    number: doc.number,
    date: doc.date,
    taxableValue: doc.taxableValue,
    igst: doc.igst,
    cgst: doc.cgst,
    sgst: doc.sgst,
    cess: doc.cess,
    section: doc.section,
    itcAvailable: doc.itcAvailable,
  };
}

function booksSide(b: BooksInvoice): ReconSide {
  return {
    number: b.number,
    date: b.date,
    taxableValue: b.taxableValue,
    igst: b.igst,
    cgst: b.cgst,
    sgst: b.sgst,
    cess: b.cess,
  };
}

type Group = { books: BooksInvoice[]; twoB: Gstr2bDocument[]; numberKey: string; gstin: string };

function size(s: ReconSide): number {
  return totalTax(s) + s.taxableValue;
}

/** A number on either side more than once: each 2B document takes the booked one closest in amount. */
function pairs(g: Group): [BooksInvoice | undefined, Gstr2bDocument | undefined][] {
  if (g.books.length <= 1 && g.twoB.length <= 1) return [[g.books[0], g.twoB[0]]];
  const left = [...g.books];
  const out: [BooksInvoice | undefined, Gstr2bDocument | undefined][] = [];
  for (const d of g.twoB) {
    let best = -1;
    for (let i = 0; i < left.length; i++)
      if (best < 0 || Math.abs(size(left[i]!) - size(d)) < Math.abs(size(left[best]!) - size(d))) best = i;
    out.push([best < 0 ? undefined : left.splice(best, 1)[0], d]);
  }
  for (const b of left) out.push([b, undefined]);
  return out;
}

/**
 * Pairs the books with the 2B by supplier GSTIN and normalised invoice number, and says of each
 * pair (or lone invoice) what it is: matched, amount differs (any figure past the tolerance),
 * date differs, in 2B only, in books only. A number booked twice is paired by amount, the rest
 * left on its side. One pass over each side: linear in the number of invoices.
 */
export function reconcile(
  books: readonly BooksInvoice[],
  twoB: readonly Gstr2bDocument[],
  options: MatchOptions,
): ReconLine[] {
  const groups = new Map<string, Group>();
  const group = (gstin: string, number: string): Group => {
    const numberKey = normaliseInvoiceNumber(number);
    const key = markKey(gstin, numberKey);
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { books: [], twoB: [], numberKey, gstin }));
    return g;
  };
  for (const b of books) group(b.supplierGstin, b.number).books.push(b);
  for (const d of twoB) group(d.supplierGstin ?? '', d.number).twoB.push(d);

  const lines: ReconLine[] = [];
  for (const [key, g] of groups) {
    const mark = options.marks?.get(key) ?? null;
    for (const [b, d] of pairs(g)) {
      const booksFigures = b ? booksSide(b) : null;
      const twoBFigures = d ? sideOf(d) : null;
      lines.push({
        supplierGstin: g.gstin,
        supplierName: d?.supplierName ?? b?.supplierName ?? null,
        numberKey: g.numberKey,
        outcome:
          booksFigures && twoBFigures
            ? outcomeOf(booksFigures, twoBFigures, options.tolerance)
            : twoBFigures
              ? 'in_2b_only'
              : 'in_books_only',
        books: booksFigures,
        twoB: twoBFigures,
        taxDifference: round2(
          (twoBFigures ? totalTax(twoBFigures) : 0) - (booksFigures ? totalTax(booksFigures) : 0),
        ),
        mark,
      });
    }
  }
  return lines;
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

import { amount } from './gst-values';

/** Amounts by major head (igst, cgst, sgst, cess) and minor head (tx, intr, pen, fee, oth), as the payment APIs give them. */

export const MAJOR_HEADS = ['igst', 'cgst', 'sgst', 'cess'] as const;
const MINOR: Record<string, string> = {
  tx: 'tax',
  intr: 'interest',
  pen: 'penalty',
  fee: 'fee',
  oth: 'others',
};

type Heads = Partial<Record<string, unknown>>;

/** Totals per major head and per minor head of a row holding `igst: {tx, intr, ...}` blocks. */
export function headTotals(row: Record<string, unknown>): Record<string, number> {
  const out: Record<string, number> = { tax: 0, interest: 0, penalty: 0, fee: 0, others: 0 };
  for (const major of MAJOR_HEADS) {
    const h = (row[major] ?? {}) as Heads;
    let majorTotal = 0;
    for (const [minor, name] of Object.entries(MINOR)) {
      const v = amount(h[minor]) ?? 0;
      out[name] = (out[name] ?? 0) + v;
      majorTotal += v;
    }
    out[major] = amount(h.tot) ?? majorTotal;
  }
  return out;
}

/** The blocks themselves, kept as the portal gave them (for the detail's breakdown). */
export function headBlocks(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(MAJOR_HEADS.map((h) => [h, row[h] ?? null]));
}

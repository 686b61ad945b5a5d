import type { Rng } from '../rng';

/** Amounts by major head (IGST, CGST, SGST, cess) and minor head, as the payment and ledger APIs give them. */
export type Heads = { tx: number; intr: number; pen: number; fee: number; oth: number; tot: number };
export type MajorHead = 'igst' | 'cgst' | 'sgst' | 'cess';
export type HeadAmounts = Record<MajorHead, Heads>;
export const MAJOR_HEADS: readonly MajorHead[] = ['igst', 'cgst', 'sgst', 'cess'];

const zero = (): Heads => ({ tx: 0, intr: 0, pen: 0, fee: 0, oth: 0, tot: 0 });

export function heads(parts: Partial<Record<MajorHead, Partial<Omit<Heads, 'tot'>>>>): HeadAmounts {
  const out = { igst: zero(), cgst: zero(), sgst: zero(), cess: zero() };
  for (const head of MAJOR_HEADS) {
    const given = parts[head] ?? {};
    const h = { ...zero(), ...given };
    h.tot = h.tx + h.intr + h.pen + h.fee + h.oth;
    out[head] = h;
  }
  return out;
}

export const totalOf = (amounts: HeadAmounts) => MAJOR_HEADS.reduce((sum, h) => sum + amounts[h].tot, 0);

/** A tax amount split as intra-state (CGST = SGST) and inter-state (IGST) supplies, with some cess. */
export function splitTax(rng: Rng, tax: number, extra: { intr?: number; fee?: number; pen?: number } = {}) {
  const inter = Math.round(tax * rng.float() * 0.6);
  const cess = rng.chance(0.2) ? Math.round(tax * 0.02) : 0;
  const half = Math.round((tax - inter - cess) / 2);
  const halfOf = (n = 0) => Math.round(n / 2);
  return heads({
    igst: { tx: inter },
    cgst: { tx: half, intr: halfOf(extra.intr), fee: halfOf(extra.fee), pen: halfOf(extra.pen) },
    sgst: { tx: half, intr: halfOf(extra.intr), fee: halfOf(extra.fee), pen: halfOf(extra.pen) },
    cess: { tx: cess },
  });
}

import type { Gstr2bTax } from '@taxdesk/domain';

/** Sums in paise: adding thousands of rupee amounts as floats drifts off the portal's figures. */
export type Paise = { igst: number; cgst: number; sgst: number; cess: number };

const HEADS = ['igst', 'cgst', 'sgst', 'cess'] as const;

export const noPaise = (): Paise => ({ igst: 0, cgst: 0, sgst: 0, cess: 0 });

export const toPaise = (rupees: number) => Math.round(rupees * 100);

export function addTo(sum: Paise, tax: Readonly<Gstr2bTax>): void {
  for (const h of HEADS) sum[h] += toPaise(tax[h]);
}

export const toRupees = (p: Readonly<Paise>): Gstr2bTax => ({
  igst: p.igst / 100,
  cgst: p.cgst / 100,
  sgst: p.sgst / 100,
  cess: p.cess / 100,
});

export const samePaise = (a: Readonly<Paise>, b: Readonly<Paise>) => HEADS.every((h) => a[h] === b[h]);

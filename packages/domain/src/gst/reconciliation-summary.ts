import {
  RECON_OUTCOMES,
  type ReconLine,
  type ReconOutcomeCounts,
  type ReconSupplier,
} from './reconciliation-api';
import { round2, totalTax } from './reconciliation-match';

export function noOutcomes(): ReconOutcomeCounts {
  return Object.fromEntries(RECON_OUTCOMES.map((o) => [o, 0])) as ReconOutcomeCounts;
}

/** Each supplier's invoices by outcome and its tax on each side; the largest gap first. */
export function summariseBySupplier(lines: readonly ReconLine[]): ReconSupplier[] {
  const bySupplier = new Map<string, ReconSupplier>();
  for (const l of lines) {
    let s = bySupplier.get(l.supplierGstin);
    if (!s) {
      s = {
        supplierGstin: l.supplierGstin,
        supplierName: l.supplierName,
        counts: noOutcomes(),
        booksTax: 0,
        twoBTax: 0,
        taxDifference: 0,
      };
      bySupplier.set(l.supplierGstin, s);
    }
    s.supplierName ??= l.supplierName;
    s.counts[l.outcome]++;
    if (l.books) s.booksTax += totalTax(l.books);
    if (l.twoB) s.twoBTax += totalTax(l.twoB);
  }
  const out = [...bySupplier.values()].map((s) => ({
    ...s,
    booksTax: round2(s.booksTax),
    twoBTax: round2(s.twoBTax),
    taxDifference: round2(s.twoBTax - s.booksTax),
  }));
  return out.sort(
    (a, b) =>
      Math.abs(b.taxDifference) - Math.abs(a.taxDifference) || a.supplierGstin.localeCompare(b.supplierGstin),
  );
}

export function countOutcomes(lines: readonly ReconLine[]): ReconOutcomeCounts {
  const counts = noOutcomes();
  for (const l of lines) counts[l.outcome]++;
  return counts;
}

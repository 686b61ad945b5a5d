import type { MonthValues } from '../insights/month-bars';
import type { SummaryRow } from '@taxdesk/domain';
import { monthShort } from '../insights/financial-year';

/** Months from the first to the last that has UDINs (at most the last `limit`), gaps filled with zero. */
export function udinMonths(
  updated: readonly SummaryRow[],
  pending: readonly SummaryRow[],
  limit = 12,
): MonthValues[] {
  const real = (r: SummaryRow) => /^\d{4}-\d{2}$/.test(r.group);
  const all = [...updated, ...pending].filter(real).map((r) => r.group);
  if (all.length === 0) return [];
  const sorted = [...new Set(all)].sort();
  const [fy, fm] = sorted[0]!.split('-').map(Number) as [number, number];
  const [ly, lm] = sorted.at(-1)!.split('-').map(Number) as [number, number];
  const out: MonthValues[] = [];
  for (let i = fy * 12 + fm - 1; i <= ly * 12 + lm - 1; i++) {
    const month = `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
    const count = (rows: readonly SummaryRow[]) => rows.find((r) => r.group === month)?.count ?? 0;
    out.push({
      month,
      label: monthShort(month),
      values: { updated: count(updated), pending: count(pending) },
    });
  }
  return out.slice(-limit);
}

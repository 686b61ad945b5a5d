import { financialYearOf, yearLabel } from '@taxdesk/domain';

/** The current financial year and the `count - 1` before it, newest first. */
export function recentFinancialYears(isoDay: string, count: number): string[] {
  const start = Number(financialYearOf(isoDay).slice(0, 4));
  return Array.from({ length: count }, (_, i) => yearLabel(start - i));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `2025-06` → `Jun 2025`. */
export function monthShort(yyyymm: string): string {
  return `${MONTHS[Number(yyyymm.slice(5, 7)) - 1] ?? yyyymm.slice(5, 7)} ${yyyymm.slice(0, 4)}`;
}

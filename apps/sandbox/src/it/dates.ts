/** Time on the income-tax portal: instants are epoch milliseconds, calendar dates are India's (IST). */

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;
export const IST_OFFSET_MS = 330 * MINUTE_MS;

/**
 * The seeded timelines are laid out around this day (20 Nov 2026), not around the wall clock, so
 * the same seed gives the same notices whenever it runs. Most notices fall before it; some are
 * scheduled days to weeks after it, so a later sync finds new ones.
 */
export const TIMELINE_ANCHOR = Date.UTC(2026, 10, 20);

/** UTC midnight of the calendar day the instant falls on in India. */
export function istDay(ms: number): number {
  return Math.floor((ms + IST_OFFSET_MS) / DAY_MS) * DAY_MS;
}

/** The instant of a wall-clock time in India on a day given as its UTC midnight. */
export function atIst(day: number, hour: number, minute: number, second = 0): number {
  return day + ((hour * 60 + minute) * 60 + second) * 1000 - IST_OFFSET_MS;
}

/** `15/03/2025` (or with another separator), the date in India. */
export function formatIstDate(ms: number, separator = '/'): string {
  const d = new Date(istDay(ms));
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return [dd, mm, String(d.getUTCFullYear())].join(separator);
}

/** `2024` → `2024-25`. */
export function yearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** Start year of the financial year (April to March) the instant falls in, in India. */
export function financialYearOf(ms: number): number {
  const d = new Date(istDay(ms));
  return d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
}

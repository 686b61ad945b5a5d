import { DAY_MS, istDay } from '../it/dates';

/** The GST portal writes dates in many ways, even within one answer; each helper is one of them. */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parts(ms: number) {
  const d = new Date(istDay(ms));
  return { dd: pad(d.getUTCDate()), mm: pad(d.getUTCMonth() + 1), yyyy: String(d.getUTCFullYear()) };
}

/** `31/07/2026` */
export const slashDate = (ms: number) => {
  const { dd, mm, yyyy } = parts(ms);
  return `${dd}/${mm}/${yyyy}`;
};
/** `31-07-2026` */
export const dashDate = (ms: number) => {
  const { dd, mm, yyyy } = parts(ms);
  return `${dd}-${mm}-${yyyy}`;
};
/** `2026-07-31` */
export const isoDate = (ms: number) => {
  const { dd, mm, yyyy } = parts(ms);
  return `${yyyy}-${mm}-${dd}`;
};
/** `20260731` */
export const compactDate = (ms: number) => isoDate(ms).replaceAll('-', '');
/** `31/07/2026 20:51:30` in India's time. */
export function slashDateTime(ms: number): string {
  const ist = new Date(ms + 330 * 60_000);
  return `${slashDate(ms)} ${pad(ist.getUTCHours())}:${pad(ist.getUTCMinutes())}:${pad(ist.getUTCSeconds())}`;
}

/** A return period `MMYYYY` from a month index (year * 12 + month0). */
export const periodOf = (monthIndex: number) => `${pad((monthIndex % 12) + 1)}${Math.floor(monthIndex / 12)}`;
export const monthIndexOf = (ms: number) => {
  const d = new Date(istDay(ms));
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
};
/** UTC midnight of a day of a month index. */
export const dayOfMonth = (monthIndex: number, day: number) =>
  Date.UTC(Math.floor(monthIndex / 12), monthIndex % 12, day);

/** `2025-26` from a month index (financial years start in April). */
export function fyOfMonth(monthIndex: number): string {
  const start = monthIndex % 12 >= 3 ? Math.floor(monthIndex / 12) : Math.floor(monthIndex / 12) - 1;
  return `${start}-${pad((start + 1) % 100)}`;
}

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Amounts as the case folders write them: `"1,23,456.00"` (Indian grouping) or plain. */
export function indianAmount(value: number): string {
  const [whole, fraction] = value.toFixed(2).split('.');
  const last3 = whole!.slice(-3);
  const rest = whole!.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${rest ? `${rest},` : ''}${last3}.${fraction}`;
}

/** Parses the portal's `dd/MM/yyyy` or `dd-MM-yyyy` (start of that day in India), else NaN. */
export function parsePortalDay(text: string): number {
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(text.trim());
  if (!m) return Number.NaN;
  return Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]));
}

export const daysBetween = (from: number, to: number) => Math.round((istDay(to) - istDay(from)) / DAY_MS);

import { formatDate } from '@taxdesk/domain';

/** 20271231 → `2027-12-31` (what a date input holds); null → ''. */
export function dayToIso(day: number | null | undefined): string {
  if (!day) return '';
  const s = String(day);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
}

/** `2027-12-31` → 20271231; null when the text is not a real calendar date. */
export function isoToDay(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return y * 10000 + mo * 100 + d;
}

/** 20271231 → `31 Dec 2027`, the product's date format; `—` when there is none. */
export function dayText(day: number | null | undefined): string {
  return day ? formatDate(dayToIso(day)) : '—';
}

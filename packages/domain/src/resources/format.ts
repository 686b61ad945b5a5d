import type { FieldDef } from './define';

/**
 * One formatter per field kind, used by list cells, detail fields and exports alike so the
 * screen and the spreadsheet agree.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
const num = new Intl.NumberFormat('en-IN');

/** `2026-03-05` → `05-Mar-2026`; anything unparseable is shown as it came. */
export function formatDate(value: unknown): string {
  if (value == null || value === '') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(value));
  if (!m) return String(value);
  return `${m[3]}-${MONTHS[Number(m[2]) - 1] ?? m[2]}-${m[1]}`;
}

/** A moment as India's clocks read it (UTC+05:30, no daylight saving): `2026-03-05T14:30…`. */
function indiaClock(value: unknown): string | null {
  const d = new Date(String(value));
  return Number.isNaN(d.getTime()) ? null : new Date(d.getTime() + 330 * 60_000).toISOString();
}

/** Date and time in India, `05-Mar-2026 14:30`, whatever the zone of the machine showing it. */
export function formatDateTime(value: unknown): string {
  if (value == null || value === '') return '';
  const ist = indiaClock(value);
  return ist ? `${formatDate(ist.slice(0, 10))} ${ist.slice(11, 16)}` : String(value);
}

/** The date in India of a moment, `05-Mar-2026` (a moment at 20:00 UTC is the next day there). */
export function formatDateOfMoment(value: unknown): string {
  if (value == null || value === '') return '';
  const ist = indiaClock(value);
  return ist ? formatDate(ist.slice(0, 10)) : String(value);
}

/** `2024` or `2024-25` → `2024-25` (assessment and financial years). */
export function formatYear(value: unknown): string {
  if (value == null || value === '') return '';
  const s = String(value);
  const m = /^(\d{4})$/.exec(s);
  if (m) return `${m[1]}-${String((Number(m[1]) + 1) % 100).padStart(2, '0')}`;
  return s;
}

/** A return period, `102026` (MMYYYY) or `2026-10` → `Oct 2026`; anything else as it came. */
export function formatPeriod(value: unknown): string {
  if (value == null || value === '') return '';
  const s = String(value).trim();
  const mmyyyy = /^(0[1-9]|1[0-2])(\d{4})$/.exec(s);
  if (mmyyyy) return `${MONTHS[Number(mmyyyy[1]) - 1]} ${mmyyyy[2]}`;
  const iso = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(s);
  if (iso) return `${MONTHS[Number(iso[2]) - 1]} ${iso[1]}`;
  return s;
}

export function formatDuration(ms: unknown): string {
  const n = Number(ms);
  if (ms == null || ms === '' || !Number.isFinite(n)) return '';
  if (n < 1000) return `${Math.round(n)} ms`;
  const s = n / 1000;
  if (s < 60) return `${s.toFixed(1)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

export function formatValue(field: Pick<FieldDef, 'kind' | 'options'>, value: unknown): string {
  if (value == null || value === '') return '';
  switch (field.kind) {
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDateTime(value);
    case 'money': {
      const n = Number(value);
      return Number.isFinite(n) ? inr.format(n) : String(value);
    }
    case 'number': {
      const n = Number(value);
      return Number.isFinite(n) ? num.format(n) : String(value);
    }
    case 'enum':
      return field.options?.[String(value)] ?? String(value);
    case 'boolean':
      return value === true || value === 'true' ? 'Yes' : 'No';
    case 'ay':
    case 'fy':
      return formatYear(value);
    case 'period':
      return formatPeriod(value);
    case 'duration':
      return formatDuration(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** The value as a spreadsheet cell: real numbers and dates where the kind has them. */
export function exportValue(
  field: Pick<FieldDef, 'kind' | 'options'>,
  value: unknown,
): string | number | Date | null {
  if (value == null || value === '') return null;
  if (field.kind === 'money' || field.kind === 'number') {
    const n = Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  if (field.kind === 'date') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(value));
    return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : String(value);
  }
  return formatValue(field, value);
}

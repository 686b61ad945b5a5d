import { portalDate } from '../../../lib/portal/dates';

/** Small conversions the record mappings share: the portal's years, dates and amounts. */

/** `2024`, `2024-25` or `2024-2025` → `2024-25`; anything else as it came. */
export function ayLabel(value: unknown): string | null {
  if (value == null || value === '') return null;
  const s = String(value).trim();
  const m = /^(\d{4})(?:\s*-\s*(\d{2,4}))?$/.exec(s);
  if (!m) return s;
  const start = Number(m[1]);
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function amount(value: unknown): number | null {
  if (value == null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

export function text(value: unknown): string | null {
  if (value == null) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

export { portalDate };

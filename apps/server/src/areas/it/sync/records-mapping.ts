import { portalDate } from '../../../lib/portal/dates';

/** Small conversions the record mappings share: the portal's years, dates and amounts. */

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

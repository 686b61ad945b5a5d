import { portalDate } from '../../../lib/portal/dates';

/**
 * Conversions the work-item mappings share (adjournments, CA, worklist, grievances, e-compliance,
 * downloads, request forms). Records keep the portal's field names; dates become `YYYY-MM-DD`,
 * instants ISO 8601, years `2024-25`.
 */

export type PortalRow = Record<string, unknown>;

/** `2024`, `2024-25` or `2024-2025` → `2024-25`; anything else as it came; blank → null. */
export function yearLabel(value: unknown): string | null {
  if (value == null || value === '') return null;
  const s = String(value).trim();
  const m = /^(\d{4})(?:\s*-\s*(\d{2,4}))?$/.exec(s);
  if (!m) return s;
  const start = Number(m[1]);
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** An instant (epoch milliseconds, a numeric string of them, or ISO) as ISO 8601; else null. */
export function portalInstant(value: unknown): string | null {
  if (value == null || value === '') return null;
  const ms =
    typeof value === 'number'
      ? value
      : /^\d{12,}$/.test(String(value).trim())
        ? Number(String(value).trim())
        : Date.parse(String(value));
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

export function numberOrNull(value: unknown): number | null {
  if (value == null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

export function idText(value: unknown): string | null {
  if (value == null) return null;
  const s = String(value).trim();
  return s === '' ? null : s;
}

/** The row with the named fields converted: dates to days, instants to ISO. */
export function withPortalDates(
  row: PortalRow,
  fields: { dates?: readonly string[]; instants?: readonly string[] },
): PortalRow {
  const out: PortalRow = { ...row };
  for (const k of fields.dates ?? []) if (k in out) out[k] = portalDate(out[k]);
  for (const k of fields.instants ?? []) if (k in out) out[k] = portalInstant(out[k]);
  if ('pan' in out) out.pan = String(out.pan ?? '').toUpperCase();
  return out;
}

import { gstStateOf } from '@taxdesk/domain';

/** The portal's many ways of writing dates and amounts, read into the forms records keep. */

const ABSENT = new Set(['', 'NA', 'N/A', 'null', '-']);

export function isAbsent(value: unknown): boolean {
  return value == null || (typeof value === 'string' && ABSENT.has(value.trim()));
}

/** `31/07/2026`, `31-07-2026`, `31/07/2026 20:51:30`, `2026-07-31`, `20260731` or epoch ms → `2026-07-31`. */
export function isoDay(value: unknown): string | null {
  if (isAbsent(value)) return null;
  if (typeof value === 'number') return new Date(value + 330 * 60_000).toISOString().slice(0, 10);
  const text = String(value).trim();
  const dmy = /^(\d{2})[/-](\d{2})[/-](\d{4})/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]}-${dmy[1]}`;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return iso[0];
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  return null;
}

/** `31/07/2026 20:51:30` (India's time) → an ISO instant; a bare date → its midnight in India. */
export function isoInstant(value: unknown): string | null {
  if (isAbsent(value)) return null;
  if (typeof value === 'number') return new Date(value).toISOString();
  const m = /^(\d{2})[/-](\d{2})[/-](\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?/.exec(String(value).trim());
  if (!m) return null;
  const [, dd, mm, yyyy, hh = '00', mi = '00', ss = '00'] = m;
  return new Date(`${yyyy}-${mm}-${dd}T${hh}:${mi}:${ss}+05:30`).toISOString();
}

/** `"1,23,456.00"`, `"89266"`, `1234` → a number; `"NA"` and blanks → null, not zero. */
export function amount(value: unknown): number | null {
  if (isAbsent(value)) return null;
  const n = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}

/** The financial year (`2025-26`) a calendar day falls in. */
export function fyOfDay(isoDate: string | null): string | null {
  if (!isoDate) return null;
  const year = Number(isoDate.slice(0, 4));
  const start = Number(isoDate.slice(5, 7)) >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** `MMYYYY` → the financial year of that month. */
export const fyOfPeriod = (period: string) => fyOfDay(`${period.slice(2)}-${period.slice(0, 2)}-01`);

/** What every GST record carries: the GSTIN, its state and the login it came through. */
export function gstOwner(gstin: string, portalUserName: string) {
  return { gstin, state: gstStateOf(gstin), portalUserName };
}

/** `2026-11-21` → `21/11/2026`, the portal's query form. */
export function portalDay(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
}

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** JSON the portal sends as a string (`itemJson`, `caseJson`); unreadable → empty. */
export function parseJsonString(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value !== 'string' || value.trim() === '') return {};
  try {
    const parsed = JSON.parse(value) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Every `{id, docName}` inside a JSON value, wherever the portal put it. */
export function documentsIn(
  value: unknown,
  found: { id: string; docName: string }[] = [],
): { id: string; docName: string }[] {
  if (Array.isArray(value)) for (const v of value) documentsIn(v, found);
  else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.docName === 'string') {
      if (!found.some((d) => d.id === o.id)) found.push({ id: o.id, docName: o.docName });
    } else for (const v of Object.values(o)) documentsIn(v, found);
  }
  return found;
}

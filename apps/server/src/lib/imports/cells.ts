import { checkPan, parseYear } from '@taxdesk/domain';
import { portalDate } from '../portal/dates';

/** A cell as read from XLSX (typed) or CSV (always text). */
export type CellValue = string | number | boolean | Date | null;

/** A cell's value, or why it cannot be read; `warning`: read, but worth a look (the row is not refused). */
export type Converted = { ok: true; value: unknown; warning?: string } | { ok: false; reason: string };

/** Cell → trimmed text, or null when blank. Numbers keep their digits (a client number 00123 typed as text stays). */
export function cellText(v: CellValue): string | null {
  if (v == null) return null;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString().slice(0, 10);
  const t = String(v).replace(/\s+/g, ' ').trim();
  return t === '' ? null : t;
}

export function textCell(max = 200) {
  return (v: CellValue): Converted => {
    const s = cellText(v);
    if (s && s.length > max) return { ok: false, reason: `is longer than ${max} characters` };
    return { ok: true, value: s };
  };
}

export function panCell(v: CellValue): Converted {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  const c = checkPan(s);
  return c.ok ? { ok: true, value: c.value } : { ok: false, reason: `${s}: ${c.reason}` };
}

/** Passwords are taken as typed: no trimming inside, no case change; only surrounding blanks go. */
export function passwordCell(v: CellValue): Converted {
  if (v == null) return { ok: true, value: null };
  const s = (v instanceof Date ? v.toISOString() : String(v)).trim();
  if (s === '') return { ok: true, value: null };
  if (s.length > 100) return { ok: false, reason: 'is longer than 100 characters' };
  return { ok: true, value: s };
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

function realDate(iso: string): boolean {
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
}

/**
 * A date from an XLSX date cell, or text as users type it in India: 05/03/2024, 05-03-2024,
 * 05.03.2024, 05-Mar-2024, 2024-03-05 (day first: month-first dates are not an Indian habit).
 */
export function dateCell(v: CellValue): Converted {
  if (v == null || v === '') return { ok: true, value: null };
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return { ok: false, reason: 'is not a date' };
    return { ok: true, value: v.toISOString().slice(0, 10) };
  }
  // A date cell that lost its date format still holds Excel's day number (days since 1899-12-30).
  if (typeof v === 'number' && Number.isInteger(v) && v > 3_000 && v < 80_000)
    return { ok: true, value: new Date(Date.UTC(1899, 11, 30) + v * 86_400_000).toISOString().slice(0, 10) };
  const s = String(v).trim();
  if (s === '') return { ok: true, value: null };
  const iso = portalDate(s.replace(/\./g, '/'));
  if (!iso || !ISO.test(iso) || !realDate(iso) || /^\d{12,}$/.test(s))
    return { ok: false, reason: `"${s}" is not a date (use DD/MM/YYYY or YYYY-MM-DD)` };
  return { ok: true, value: iso };
}

/** 2024-25, 2024-2025, AY 2024-25 or 2024 → 2024-25 (how records keep years). */
export function yearCell(v: CellValue): Converted {
  const s = cellText(v);
  return s ? parseYear(s) : { ok: true, value: null };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailCell(v: CellValue): Converted {
  const s = cellText(v);
  if (!s) return { ok: true, value: null };
  if (s.length > 200 || !EMAIL.test(s)) return { ok: false, reason: `"${s}" is not an email address` };
  return { ok: true, value: s.toLowerCase() };
}

function squash(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** A choice given by its code or its label, any case: `in progress`, `In Progress`, `in_progress`. */
export function choiceCell(options: Readonly<Record<string, string>>, extra: Record<string, string> = {}) {
  const lookup = new Map<string, string>();
  for (const [code, label] of Object.entries(options)) {
    lookup.set(squash(code), code);
    lookup.set(squash(label), code);
  }
  for (const [alias, code] of Object.entries(extra)) lookup.set(squash(alias), code);
  const allowed = Object.values(options).join(' / ');
  return (v: CellValue): Converted => {
    const s = cellText(v);
    if (!s) return { ok: true, value: null };
    const code = lookup.get(squash(s));
    return code ? { ok: true, value: code } : { ok: false, reason: `"${s}" is not one of: ${allowed}` };
  };
}

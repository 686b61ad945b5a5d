import { z } from 'zod';

/**
 * Indian tax years, one way everywhere: a financial year runs April to March and is written
 * `2025-26`; its assessment year is the next one (`2026-27`). Portals, sheets and users write the
 * same year as `2025`, `2025-2026`, `AY 2025-26` or `2025/26`; records keep `2025-26`.
 */

/** `2025` → `2025-26`. */
export function yearLabel(startYear: number | string): string {
  const y = Number(startYear);
  return `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
}

export type YearParse = { ok: true; value: string } | { ok: false; reason: string };

const YEAR = /^(?:(?:A\.?Y\.?|F\.?Y\.?)\s*)?(\d{4})(?:\s*[-/–]\s*(\d{2}|\d{4}))?$/i;

/**
 * A year as people and portals write it → `2025-26`, or why it is not one: the second year must
 * follow the first (`2025-27` is refused), and the year must be plausible.
 */
export function parseYear(text: string): YearParse {
  const s = text.trim();
  const m = YEAR.exec(s);
  if (!m) return { ok: false, reason: `"${s}" is not a year (use 2025-26)` };
  const start = Number(m[1]);
  if (start < 1950 || start > 2100) return { ok: false, reason: `"${s}" is not a year` };
  if (m[2]) {
    const end = Number(m[2]);
    const expected = m[2].length === 2 ? (start + 1) % 100 : start + 1;
    if (end !== expected) return { ok: false, reason: `"${s}": the second year must follow the first` };
  }
  return { ok: true, value: yearLabel(start) };
}

/**
 * A year field of a portal's answer → `2025-26`; empty → null; anything unreadable is kept as the
 * portal wrote it (shown as is, never lost).
 */
export function portalYear(value: unknown): string | null {
  if (value == null || value === '') return null;
  const s = String(value).trim();
  const parsed = parseYear(s);
  return parsed.ok ? parsed.value : s;
}

/** The first calendar year of the financial year a day (YYYY-MM-DD) falls in. */
function financialYearStart(isoDay: string): number {
  const y = Number(isoDay.slice(0, 4));
  return Number(isoDay.slice(5, 7)) >= 4 ? y : y - 1;
}

/** The financial year a day falls in: `2026-11-28` → `2026-27`. */
export function financialYearOf(isoDay: string): string {
  return yearLabel(financialYearStart(isoDay));
}

/**
 * The assessment year of the financial year a day falls in: `2026-11-28` → `2027-28`. Returns of
 * that year cannot be filed yet; the newest year with returns is `financialYearOf` the same day.
 */
export function assessmentYearOf(isoDay: string): string {
  return yearLabel(financialYearStart(isoDay) + 1);
}

/** A financial year's first and last day: `2025-26` → 2025-04-01 … 2026-03-31. */
export function financialYearDays(label: string): { from: string; to: string } {
  const start = Number(label.slice(0, 4));
  return { from: `${start}-04-01`, to: `${start + 1}-03-31` };
}

/** A year in a query or body, as records keep it (`2025-26`, the second year following the first). */
export const YearText = (what: 'financial' | 'assessment') =>
  z
    .string()
    .regex(
      /^\d{4}-\d{2}$/,
      `${what === 'financial' ? 'A financial' : 'An assessment'} year looks like 2025-26`,
    )
    .refine((s) => {
      const year = parseYear(s);
      return year.ok && year.value === s;
    }, 'The second year must follow the first');

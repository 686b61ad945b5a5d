import { z } from 'zod';

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** `2026-02-28` yes; `2026-02-30`, `2026-13-45`, `2026-1-1` no: the shape and a day the calendar has. */
export function isCalendarDay(s: string): boolean {
  if (!SHAPE.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * A day in a query or body, `YYYY-MM-DD`. The shape alone let `2026-13-45` through to SQL, where
 * the cast to date failed (500); a day the calendar does not have is bad input (400).
 */
export const IsoDay = z
  .string()
  .regex(SHAPE, 'Dates are YYYY-MM-DD')
  .refine(isCalendarDay, { message: 'No such date' });

/** The calendar day `days` after (or before) a day, both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * A day as an Indian user types it — `05-03-2026`, `05/03/2026`, `5.3.2026` — or as ISO
 * (`2026-03-05`, what browsers and tests paste) → `2026-03-05`; null when it is not a calendar day.
 */
export function parseTypedDay(text: string): string | null {
  const s = text.trim();
  if (isCalendarDay(s)) return s;
  const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(s);
  if (!m) return null;
  const day = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isCalendarDay(day) ? day : null;
}

/** `2026-03-05` → `05-03-2026`, the way days are typed and shown in inputs. */
export function typedDayText(isoDay: string): string {
  return isCalendarDay(isoDay)
    ? `${isoDay.slice(8, 10)}-${isoDay.slice(5, 7)}-${isoDay.slice(0, 4)}`
    : isoDay;
}

/** Whole days from one day to another (negative when `to` is earlier), both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** How far a due day is from today, as a person says it: `Overdue by 2 days`, `Today`, `In 3 days`. */
export function dueText(due: string, today: string): string {
  const days = daysBetween(today, due);
  const n = (k: number) => `${k} day${k === 1 ? '' : 's'}`;
  if (days < 0) return `Overdue by ${n(-days)}`;
  if (days === 0) return 'Today';
  return `In ${n(days)}`;
}

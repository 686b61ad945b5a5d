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

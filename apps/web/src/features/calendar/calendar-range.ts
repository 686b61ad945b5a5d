/**
 * The calendar's days as ISO dates (`2026-11-28`), computed in UTC so a browser's time zone never
 * shifts a day. Weeks start on Monday, as Indian office calendars do.
 */
export const CALENDAR_VIEWS = ['month', 'week', 'agenda'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

const DAY_MS = 86_400_000;

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Monday … 6 = Sunday. */
export function weekday(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function monthEnd(day: string): string {
  const d = new Date(`${monthStart(day)}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
}

/** The days a view shows around `anchor`: whole weeks for month and week, the month for agenda. */
export function viewRange(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'week') {
    const from = addDays(anchor, -weekday(anchor));
    return { from, to: addDays(from, 6) };
  }
  if (view === 'agenda') return { from: monthStart(anchor), to: monthEnd(anchor) };
  const first = monthStart(anchor);
  const last = monthEnd(anchor);
  return { from: addDays(first, -weekday(first)), to: addDays(last, 6 - weekday(last)) };
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The anchor one view earlier (-1) or later (+1): a month, or a week. */
export function shiftAnchor(view: CalendarView, anchor: string, step: -1 | 1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const d = new Date(`${monthStart(anchor)}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + step, 1)).toISOString().slice(0, 10);
}

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const LONG = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

const at = (day: string) => new Date(`${day}T00:00:00Z`);

/** `November 2026`, or `23 Nov – 29 Nov 2026` for a week. */
export function viewTitle(view: CalendarView, anchor: string): string {
  if (view !== 'week') return MONTH.format(at(anchor));
  const { from, to } = viewRange('week', anchor);
  return `${SHORT.format(at(from))} – ${SHORT.format(at(to))} ${to.slice(0, 4)}`;
}

/** `Saturday, 28 November 2026`. */
export function longDay(day: string): string {
  return LONG.format(at(day));
}

export function shortDay(day: string): string {
  return SHORT.format(at(day));
}

/** Today in India, where the firms and their due dates are. */
export function todayInIndia(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

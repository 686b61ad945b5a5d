import { addDays } from '../dates/iso-day';

/**
 * Calendar arithmetic for statutory periods, on YYYY-MM-DD days (UTC, no time of day).
 * "Within 30 days from X": the day of X is excluded (General Clauses Act, 1897, s. 9; Income-tax
 * Act, 1961, s. 268), so the last day is X + 30. "Within three months from X": the corresponding
 * day three calendar months on (s. 3(35)), clamped to the month's last day when it has no such
 * day — 31 January + 1 month = 28 February (29 in a leap year).
 */

function parts(day: string): [number, number, number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

function iso(y: number, m: number, d: number): string {
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const ny = Math.floor(index / 12);
  const nm = (index % 12) + 1;
  return iso(ny, nm, Math.min(d, daysInMonth(ny, nm)));
}

export function endOfMonth(day: string): string {
  const [y, m] = parts(day);
  return iso(y, m, daysInMonth(y, m));
}

/** 31 March closing the Indian financial year (April–March) the day falls in. */
export function endOfFinancialYear(day: string): string {
  const [y, m] = parts(day);
  return iso(m >= 4 ? y + 1 : y, 3, 31);
}

/**
 * Days on which no working day is counted, besides Sundays: the three national holidays every
 * government office keeps (Republic Day, Independence Day, Gandhi Jayanti). State and festival
 * holidays vary by State and year and are not counted, which can only make the date earlier.
 */
export const NATIONAL_HOLIDAYS = ['01-26', '08-15', '10-02'] as const;

export function isWorkingDay(day: string): boolean {
  if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) return false;
  return !(NATIONAL_HOLIDAYS as readonly string[]).includes(day.slice(5));
}

/**
 * The `count`th working day after `day` (the day itself excluded). Working days are Monday to
 * Saturday except Sundays and the national holidays above: the CGST Rules do not define a working
 * day, and counting Saturdays gives the earlier of the readings (a five-day week would give a
 * later date), so a reply made by this date is in time under either.
 */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  let left = count;
  while (left > 0) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left -= 1;
  }
  return current;
}

/** Calendar arithmetic for the timelines, on plain YYYY-MM-DD strings (no time zones involved). */

export type Month = { year: number; month: number };

const pad = (n: number) => String(n).padStart(2, '0');

export function iso(year: number, month: number, day: number): string {
  const d = new Date(Date.UTC(year, month - 1, day));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function monthOf(isoDay: string): Month {
  return { year: Number(isoDay.slice(0, 4)), month: Number(isoDay.slice(5, 7)) };
}

export function shiftMonth(m: Month, by: number): Month {
  const index = m.year * 12 + (m.month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthLabel(m: Month): string {
  return new Date(Date.UTC(m.year, m.month - 1, 1)).toLocaleString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** Weeks (Monday first) covering the month; days outside it are included to fill the weeks. */
export function monthGrid(m: Month): string[][] {
  const first = new Date(Date.UTC(m.year, m.month - 1, 1));
  const offset = (first.getUTCDay() + 6) % 7;
  const days = new Date(Date.UTC(m.year, m.month, 0)).getUTCDate();
  const weeks: string[][] = [];
  for (let start = 1 - offset; start <= days; start += 7) {
    weeks.push(Array.from({ length: 7 }, (_, i) => iso(m.year, m.month, start + i)));
  }
  return weeks;
}

/** The first and last day the grid shows, for asking the server. */
export function gridRange(m: Month): { from: string; to: string } {
  const weeks = monthGrid(m);
  return { from: weeks[0]![0]!, to: weeks[weeks.length - 1]![6]! };
}

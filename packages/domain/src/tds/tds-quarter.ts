import { yearLabel } from '../dates/years';
import { statementDueOn } from './tds-api';

/** A quarter of a financial year (April–June is Q1 of the year that starts in April). */
export type TdsQuarter = { fy: number; quarter: 1 | 2 | 3 | 4 };

/** The quarter a day (YYYY-MM-DD) falls in. */
export function quarterOf(day: string): TdsQuarter {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const fy = m >= 4 ? y : y - 1;
  return { fy, quarter: (Math.floor(((m + 8) % 12) / 3) + 1) as 1 | 2 | 3 | 4 };
}

/**
 * The quarter whose statements fall due in the quarter of `today`: the one before it (Q2's are
 * due 31 Oct, in Q3; Q4's 31 May, in the next year's Q1). With its labels as TDS records hold them.
 */
export function statementQuarterDue(
  today: string,
): TdsQuarter & { dueOn: string; fyLabel: string; label: string } {
  const now = quarterOf(today);
  const p: TdsQuarter =
    now.quarter === 1
      ? { fy: now.fy - 1, quarter: 4 }
      : { fy: now.fy, quarter: (now.quarter - 1) as 1 | 2 | 3 };
  return {
    ...p,
    dueOn: statementDueOn(p.fy, p.quarter),
    fyLabel: yearLabel(p.fy),
    label: `Q${p.quarter}`,
  };
}

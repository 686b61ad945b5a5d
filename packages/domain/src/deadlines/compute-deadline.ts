import { addDays } from '../dates/iso-day';
import { addMonths, addWorkingDays, endOfFinancialYear, endOfMonth } from './deadline-dates';
import type { DeadlineDates, DeadlineEvent, DeadlineKind, DeadlineRule, Period } from './deadline-rule';
import { DEADLINE_RULES } from './deadline-rules';

export type DeadlineResult =
  | {
      ok: true;
      rule: DeadlineRule;
      /** The first day of the period (the event's day, or the end of its month or year). */
      start: string;
      /** The last day the law allows; null where the law leaves the period to the notice or sets none. */
      statutory: string | null;
      /** The last day a bounded condonation or extension reaches; null where there is none or it is open-ended. */
      lastCondonable: string | null;
      /** True where the forum may admit a late filing with no fixed outer limit ("sufficient cause"). */
      openEndedCondonation: boolean;
    }
  | { ok: false; rule: DeadlineRule; missing: DeadlineEvent };

function addPeriod(start: string, period: Period): string | null {
  switch (period.unit) {
    case 'days':
      return addDays(start, period.count);
    case 'months':
      return addMonths(start, period.count);
    case 'working_days':
      return addWorkingDays(start, period.count);
    case 'as_specified':
    case 'none':
      return null;
  }
}

/**
 * The statutory last day for a record under `rule`, from the record's dates. A bounded
 * condonation or extension runs on from the statutory last day ("a further period of one
 * month"), which is the earlier of the two readings courts have used (the other counts the whole
 * four months from communication), so a filing by `lastCondonable` is in time under both.
 */
export function computeDeadline(rule: DeadlineRule, dates: DeadlineDates): DeadlineResult {
  const event = dates[rule.runsFrom.event];
  if (!event) return { ok: false, rule, missing: rule.runsFrom.event };
  const start =
    rule.runsFrom.anchor === 'end_of_month'
      ? endOfMonth(event)
      : rule.runsFrom.anchor === 'end_of_financial_year'
        ? endOfFinancialYear(event)
        : event;
  const statutory = addPeriod(start, rule.period);
  const extension = rule.extension;
  const lastCondonable = statutory && extension?.period ? addPeriod(statutory, extension.period) : null;
  return {
    ok: true,
    rule,
    start,
    statutory,
    lastCondonable,
    openEndedCondonation: extension != null && extension.period == null,
  };
}

/**
 * The row of `kind` in force on `recordDate` (YYYY-MM-DD): the date that decides which law
 * governs — the day an order is communicated for an appeal, a notice's date for a reply. Null
 * when no row covers the day (before the law existed).
 */
export function ruleFor(
  kind: DeadlineKind,
  recordDate: string,
  rules: readonly DeadlineRule[] = DEADLINE_RULES,
): DeadlineRule | null {
  return (
    rules.find(
      (r) =>
        r.kind === kind &&
        r.inForce.from <= recordDate &&
        (r.inForce.to == null || recordDate <= r.inForce.to),
    ) ?? null
  );
}

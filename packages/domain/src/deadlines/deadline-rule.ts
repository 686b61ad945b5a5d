import { z } from 'zod';

/**
 * The shape of one row of the statutory deadlines table. A row is one kind of record under one
 * law: when the law changes (the Income-tax Act, 2025 from 1 April 2026; the ITAT period from
 * 1 October 2024), the kind gets a second row with its own `inForce`, so an old record keeps the
 * period of the law that governed it.
 */

export const DEADLINE_KINDS = [
  'it.reply.142(1)',
  'it.reply.143(2)',
  'it.reply.148A',
  'it.reply.133(6)',
  'it.reply.139(9)',
  'it.reply.245',
  'it.rectification.application',
  'it.rectification.order',
  'it.appeal.cit_a',
  'it.appeal.itat',
  'it.demand.payment',
  'gst.reply.asmt-10',
  'gst.reply.drc-01a',
  'gst.reply.drc-01',
  'gst.reply.reg-03',
  'gst.reply.reg-17',
  'gst.appeal.appellate_authority',
  'gst.appeal.tribunal',
  'gst.demand.payment',
  'gst.limitation.73',
  'gst.limitation.74',
  'gst.limitation.74a.notice',
  'gst.limitation.74a.order',
  'tds.demand.payment',
  'tds.correction_statement',
] as const;

export type DeadlineKind = (typeof DEADLINE_KINDS)[number];
export const DeadlineKind = z.enum(DEADLINE_KINDS);

export type Act =
  | 'Income-tax Act, 1961'
  | 'Income-tax Act, 2025'
  | 'Central Goods and Services Tax Act, 2017'
  | 'Central Goods and Services Tax Rules, 2017';

/** A section of an Act or a rule of Rules; `section` null where the new number could not be confirmed. */
export type Provision = { act: Act; section: string | null };

/**
 * How long: calendar days, calendar months (General Clauses Act, 1897, s. 3(35): a month is a
 * calendar month), working days, or no fixed period — `as_specified` where the law leaves it to
 * the notice (the portal's date is then the only date), `none` where the law sets no limit.
 */
export type Period =
  { unit: 'days' | 'months' | 'working_days'; count: number } | { unit: 'as_specified' } | { unit: 'none' };

/** The dates a record can carry; a rule names the one its period runs from. */
export const DEADLINE_EVENTS = [
  'issued',
  'served',
  'communicated',
  'received',
  'annualReturnDue',
  'statementFiled',
  'statementDue',
] as const;
export type DeadlineEvent = (typeof DEADLINE_EVENTS)[number];
export type DeadlineDates = Partial<Record<DeadlineEvent, string>>;

/**
 * Where the period starts: the event's own day, the last day of its month ("from the end of the
 * month in which ... communicated"), or the last day of its financial year (31 March).
 */
export type RunsFrom = { event: DeadlineEvent; anchor: 'day' | 'end_of_month' | 'end_of_financial_year' };

/**
 * Time beyond the statutory date: `condonable` — the forum may admit a late filing (bounded by
 * `period`, or open-ended "sufficient cause" when `period` is absent); `extendable` — the officer
 * may allow more time.
 */
export type Extension = {
  kind: 'condonable' | 'extendable';
  period?: { unit: 'days' | 'months'; count: number };
  provision: Provision;
};

export type DeadlineRule = {
  /** Unique: kind and the law it belongs to. */
  id: string;
  kind: DeadlineKind;
  title: string;
  period: Period;
  runsFrom: RunsFrom;
  extension?: Extension;
  provision: Provision;
  /** The record dates (YYYY-MM-DD, inclusive) for which this row is the law. */
  inForce: { from: string; to?: string };
  /** `portal_practice`: the period is what the portal gives, not what the law says (see `note`). */
  basis: 'law' | 'portal_practice';
  /** False where the period or the section could not be confirmed from a public text. */
  confirmed: boolean;
  note?: string;
  sources: readonly string[];
};

/** "s. 249(2), Income-tax Act, 1961" / "rule 9(2), Central Goods and Services Tax Rules, 2017". */
export function provisionText(p: Provision): string {
  const word = p.act.includes('Rules') ? 'rule' : 's.';
  return p.section == null ? `${p.act} (section not confirmed)` : `${word} ${p.section}, ${p.act}`;
}

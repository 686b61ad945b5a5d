import type { Feature } from '../licence/features';
import type { ResourceType } from '../resources/registry';

/**
 * An area of the product (income tax, GST, TDS, ...), as both server and web see it: which licence
 * opens it, where its screens are, which portals it syncs accounts from, which record types carry
 * due dates (reminders) and which are news (alerts). The generic screens (sync, sync selected,
 * failed items, login blocked, settings, import) are configured from it; an area's own screens
 * come from its web screen table.
 */
export type AreaPortal = {
  /** The sync portal's key (`/api/o/{orgId}/sync/{key}`). */
  key: string;
  label: string;
  accountType: ResourceType;
};

/** The screens of an area that the shared building blocks serve, by catalogue path. */
export type AreaScreens = {
  home: string;
  sync?: string;
  syncSelected?: string;
  failed?: string;
  loginBlocked?: string;
  settings?: string;
  /** Account import: catalogue path → import kind. */
  imports?: Readonly<Record<string, string>>;
  /** The account page: the account record with everything held for it (path of the account type's key). */
  accountPage?: string;
  /** Timelines: catalogue path → the dated events it shows. */
  timelines?: Readonly<Record<string, AreaTimeline>>;
};

/** A dated event of a timeline: a record type's promoted date column or a date field of its data. */
export type TimelineSource = {
  type: ResourceType;
  /** `issuedOn` / `dueOn` (promoted, indexed) or the key of a date field. */
  date: string;
  /** The event's words; `{field}` is filled from the record (`Status: {applicationStatus}`). */
  label: string;
  kind: 'issued' | 'due' | 'hearing';
};

export type AreaTimeline = { key: string; sources: readonly TimelineSource[] };

/** A dashboard table: a record type's records counted by one of its fields. */
export type DashboardBreakdown = {
  type: ResourceType;
  /** A field with an `in` filter, so each row opens the list filtered to it. */
  by: string;
  title: string;
  /** Count only records still to do: open by work status, not done by the type's rule (`stillToDoFilters`). */
  openOnly?: boolean;
  /** Count only records whose field has one of these values (e.g. returns not filed). */
  where?: { field: string; in: readonly string[] };
  /**
   * Count only the quarter whose statements fall due this quarter (`statementQuarterDue`, from
   * today): the type's financial-year and quarter fields (`in` filters holding `2026-27`, `Q2`).
   */
  dueQuarter?: { fy: string; quarter: string };
  /** Count only records still to do due within this many days from today, overdue ones included. */
  dueWithinDays?: number;
};

export type AreaDef = {
  key: string;
  feature: Feature;
  label: string;
  /** Portals whose accounts it syncs; the first is the one its sync screens mean. */
  portals: readonly AreaPortal[];
  screens: AreaScreens;
  /** Record types whose due dates are reminded of. */
  dueTypes: readonly ResourceType[];
  /** Record types whose new records are alerted. */
  alertTypes: readonly ResourceType[];
  /** The dashboard's tables beyond the per-type tiles. */
  breakdowns?: readonly DashboardBreakdown[];
};

export function defineArea<const A extends AreaDef>(area: A): A {
  return area;
}

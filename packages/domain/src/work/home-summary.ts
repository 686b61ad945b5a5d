import { z } from 'zod';
import { DUE_SOON_DAYS } from '../areas/area-dashboard';
import { addDays } from '../dates/iso-day';
import { UNASSIGNED } from '../resources/define';
import { FEATURES } from '../licence/features';

/**
 * Home (`/{orgId}`): what needs the signed-in member today, across every area the licence opens
 * (`GET /api/o/{orgId}/home`). Each figure comes with the Work list filters that show exactly its
 * records, so a figure and the list it opens agree.
 */

export const HOME_FIGURES = [
  'overdue',
  'dueToday',
  'dueSoon',
  'newSinceVisit',
  'assignedToMe',
  'unassigned',
] as const;
export type HomeFigureKey = (typeof HOME_FIGURES)[number];

export const HOME_FIGURE_LABELS: Record<HomeFigureKey, string> = {
  overdue: 'Overdue',
  dueToday: 'Due today',
  dueSoon: `Due in ${DUE_SOON_DAYS} days`,
  newSinceVisit: 'New since your last visit',
  assignedToMe: 'Assigned to me',
  unassigned: 'Unassigned',
};

/**
 * The Work list's URL parameters for a figure. Due figures count only what is still to do
 * (`state=todo`: not done by the type's rule, open by work status); "due in 7 days" is today to
 * today + 7, as the area dashboards count "due soon".
 */
export function homeFigureFilters(
  figure: HomeFigureKey,
  at: { today: string; email: string; lastVisitAt: string | null },
): Record<string, string> {
  switch (figure) {
    case 'overdue':
      return { state: 'todo', 'dueOn.to': addDays(at.today, -1) };
    case 'dueToday':
      return { state: 'todo', 'dueOn.from': at.today, 'dueOn.to': at.today };
    case 'dueSoon':
      return { state: 'todo', 'dueOn.from': at.today, 'dueOn.to': addDays(at.today, DUE_SOON_DAYS) };
    case 'newSinceVisit':
      // A first visit: everything is new to the member.
      return at.lastVisitAt ? { 'firstSeenAt.from': String(Date.parse(at.lastVisitAt) + 1) } : {};
    case 'assignedToMe':
      return { state: 'todo', assignee: at.email };
    case 'unassigned':
      return { state: 'todo', assignee: UNASSIGNED };
  }
}

export const HomeFigure = z.object({
  key: z.enum(HOME_FIGURES),
  label: z.string(),
  count: z.number(),
  /** The Work list's URL parameters that list exactly these records. */
  filters: z.record(z.string(), z.string()),
});
export type HomeFigure = z.infer<typeof HomeFigure>;

/** Open demands of one area: not paid or cleared by the type's rule. */
export const HomeStake = z.object({
  area: z.enum(FEATURES),
  label: z.string(),
  count: z.number(),
  amount: z.number(),
  /** The demands' list with the open statuses (relative to /{orgId}), when the type has one. */
  path: z.string().nullable(),
});
export type HomeStake = z.infer<typeof HomeStake>;

/** One portal's accounts whose last successful sync is older than the area's setting, or never was. */
export const HomeCoverage = z.object({
  area: z.enum(FEATURES),
  portal: z.string(),
  label: z.string(),
  accounts: z.number(),
  /** Synced, but longer ago than `staleAfterDays`. */
  stale: z.number(),
  /** Never synced successfully. */
  never: z.number(),
  loginBlocked: z.number(),
  waiting: z.number(),
  staleAfterDays: z.number(),
  /** The oldest last successful sync among the accounts that have one (ISO time), for "looked at when". */
  oldestSyncAt: z.string().nullable(),
  /** The portal's sync screen, which lists each account's state (relative to /{orgId}). */
  path: z.string().nullable(),
});
export type HomeCoverage = z.infer<typeof HomeCoverage>;

export const HomeSummary = z.object({
  /** Today in India, the day the due figures count from. */
  today: z.string(),
  /** The member's previous visit to Home (null on the first); this visit is now recorded. */
  lastVisitAt: z.string().nullable(),
  figures: z.array(HomeFigure),
  stakes: z.object({ areas: z.array(HomeStake), total: z.number() }),
  attention: z.object({
    signInsWaiting: z.number(),
    loginsBlocked: z.number(),
    failedItems: z.number(),
    coverage: z.array(HomeCoverage),
  }),
});
export type HomeSummary = z.infer<typeof HomeSummary>;

/** The record types whose open amounts are Home's "amount at stake": each area's demands. */
export const STAKE_TYPES = ['itDemand', 'tdsDemand', 'gstDemand'] as const;

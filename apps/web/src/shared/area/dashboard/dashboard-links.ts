import {
  addDays,
  breakdownDueTo,
  breakdownFilters,
  dueField,
  DEFAULT_PAGE_SIZE,
  DUE_SOON_DAYS,
  resourceOf,
  stillToDoFilters,
  type DashboardBreakdown,
  type FilterValue,
  type ResourceDef,
} from '@taxdesk/domain';
import { listSearch } from '../../resource/list-state';

/** Which records of a type a tile counts. */
export type TileMeasure = 'count' | 'open' | 'dueSoon' | 'overdue';

type ListLink = { to: string; search: Record<string, string | number> };

function link(orgId: string, def: ResourceDef, filters: Record<string, FilterValue>): ListLink | null {
  if (!def.listPath) return null;
  return { to: `/${orgId}${def.listPath}`, search: listSearch({ limit: DEFAULT_PAGE_SIZE, filters }) };
}

/**
 * The list behind a tile, filtered as the server counted: open = still to do (open work statuses,
 * statuses not done); due soon and overdue = the due date's range, of those still to do.
 */
export function tileLink(orgId: string, type: string, measure: TileMeasure, today: string): ListLink | null {
  const def = resourceOf(type);
  if (!def) return null;
  const filters: Record<string, FilterValue> = {};
  if (measure !== 'count')
    for (const [field, values] of Object.entries(stillToDoFilters(def) ?? {}))
      filters[field] = { in: values };
  const due = dueField(def);
  if (measure === 'dueSoon' || measure === 'overdue') {
    if (!due) return null;
    filters[due.key] =
      measure === 'dueSoon' ? { from: today, to: addDays(today, DUE_SOON_DAYS) } : { to: addDays(today, -1) };
  }
  return link(orgId, def, filters);
}

/**
 * The list behind a breakdown's row: its value, the breakdown's condition, open only where it
 * says, the quarter due and the due date's range where it counts them.
 */
export function breakdownLink(
  orgId: string,
  b: DashboardBreakdown,
  value: string | null,
  today: string,
): ListLink | null {
  const def = resourceOf(b.type);
  if (!def || value == null) return null;
  const filters: Record<string, FilterValue> = {};
  for (const [field, values] of Object.entries(breakdownFilters(b, value, today)))
    filters[field] = { in: values };
  const dueTo = breakdownDueTo(b, today);
  const due = dueField(def);
  if (dueTo && due) filters[due.key] = { to: dueTo };
  return link(orgId, def, filters);
}

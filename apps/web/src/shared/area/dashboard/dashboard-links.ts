import {
  breakdownFilters,
  DEFAULT_PAGE_SIZE,
  DUE_SOON_DAYS,
  OPEN_WORK_STATUSES,
  resourceOf,
  type DashboardBreakdown,
  type FilterValue,
  type ResourceDef,
} from '@taxdesk/domain';
import { listSearch } from '../../resource/list-state';

/** Which records of a type a tile counts. */
export type TileMeasure = 'count' | 'open' | 'dueSoon' | 'overdue';

export type ListLink = { to: string; search: Record<string, string | number> };

function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function link(orgId: string, def: ResourceDef, filters: Record<string, FilterValue>): ListLink | null {
  if (!def.listPath) return null;
  return { to: `/${orgId}${def.listPath}`, search: listSearch({ limit: DEFAULT_PAGE_SIZE, filters }) };
}

/**
 * The list behind a tile, filtered as the server counted: open = the open work statuses; due soon
 * and overdue = the due date's range (open ones, for work types).
 */
export function tileLink(orgId: string, type: string, measure: TileMeasure, today: string): ListLink | null {
  const def = resourceOf(type);
  if (!def) return null;
  const filters: Record<string, FilterValue> = {};
  if (measure !== 'count' && def.work) filters.workStatus = { in: [...OPEN_WORK_STATUSES] };
  const due = def.fields.find((f) => f.column === 'dueOn' && f.filter === 'range');
  if (measure === 'dueSoon' || measure === 'overdue') {
    if (!due) return null;
    filters[due.key] =
      measure === 'dueSoon' ? { from: today, to: addDays(today, DUE_SOON_DAYS) } : { to: addDays(today, -1) };
  }
  return link(orgId, def, filters);
}

/** The list behind a breakdown's row: its value, the breakdown's condition, open only where it says. */
export function breakdownLink(orgId: string, b: DashboardBreakdown, value: string | null): ListLink | null {
  const def = resourceOf(b.type);
  if (!def || value == null) return null;
  const filters: Record<string, FilterValue> = {};
  for (const [field, values] of Object.entries(breakdownFilters(b, value))) filters[field] = { in: values };
  return link(orgId, def, filters);
}

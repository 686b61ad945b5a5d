import { z } from 'zod';
import { fieldOf, filterStyles } from '../resources/define';
import { RESOURCE_TYPES, resourceOf } from '../resources/registry';
import type { AreaDef, DashboardBreakdown } from './area-def';

/** Open records are counted, due within this many days, from today (India). */
export const DUE_SOON_DAYS = 7;

/** Work statuses that still need the firm: the "open" filter of a list. */
export const OPEN_WORK_STATUSES = ['open', 'in_progress'] as const;

/** One record type's tile: how many, open, due soon, overdue and its amount. */
export const AreaTypeTile = z.object({
  type: z.string(),
  count: z.number().int(),
  /** Open records (work types only). */
  open: z.number().int().nullable(),
  /** Due within `DUE_SOON_DAYS` (open ones of work types); null when the type has no due date. */
  dueSoon: z.number().int().nullable(),
  overdue: z.number().int().nullable(),
  /** The total of the promoted amount; null when the type has none. */
  amount: z.number().nullable(),
});
export type AreaTypeTile = z.infer<typeof AreaTypeTile>;

export const AreaBreakdownRow = z.object({
  value: z.string().nullable(),
  count: z.number().int(),
  amount: z.number().nullable(),
});
export type AreaBreakdownRow = z.infer<typeof AreaBreakdownRow>;

export const AreaDashboard = z.object({
  today: z.string(),
  tiles: z.array(AreaTypeTile),
  /** In the order of the area's `breakdowns`. */
  breakdowns: z.array(z.object({ index: z.number().int(), rows: z.array(AreaBreakdownRow) })),
});
export type AreaDashboard = z.infer<typeof AreaDashboard>;

/** The record types a dashboard counts: the area's listed types (those of its licence feature). */
export function dashboardTypes(area: AreaDef): string[] {
  return RESOURCE_TYPES.filter((t) => {
    const def = resourceOf(t);
    return def?.feature === area.feature && !!def.listPath;
  });
}

/** Why a breakdown cannot work (unknown type or field, a field its list cannot filter), or null. */
export function breakdownProblem(b: DashboardBreakdown): string | null {
  const def = resourceOf(b.type);
  if (!def) return `unknown type ${b.type}`;
  const styles = filterStyles(def);
  if (styles[b.by] !== 'in') return `${b.type}.${b.by} is not an "in" filter`;
  if (b.openOnly && !def.work) return `${b.type} has no work status`;
  if (b.where && (!fieldOf(def, b.where.field) || styles[b.where.field] !== 'in'))
    return `${b.type}.${b.where.field} is not an "in" filter`;
  return null;
}

/**
 * The list filters a breakdown row (or a tile) means, as `field → values`: the row's value, the
 * breakdown's own condition and, for open-only counts, the open work statuses.
 */
export function breakdownFilters(b: DashboardBreakdown, value: string | null): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (value != null) out[b.by] = [value];
  if (b.where) out[b.where.field] = [...b.where.in];
  if (b.openOnly) out.workStatus = [...OPEN_WORK_STATUSES];
  return out;
}

import { z } from 'zod';
import { fieldOf, filterStyles, type FieldDef, type ResourceDef } from '../resources/define';
import { notDoneStatuses, statusField } from '../resources/done-rule';
import { addDays } from '../dates/iso-day';
import { statementQuarterDue } from '../tds/tds-quarter';
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
  /** Records still to do (`stillToDoFilters`); null for a type that does not say what that is. */
  open: z.number().int().nullable(),
  /** Due within `DUE_SOON_DAYS`, of those still to do; null when the type has no due date or no "to do". */
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

/** A type's due date field, when its list filters on it by range. */
export function dueField(def: ResourceDef): FieldDef | undefined {
  return def.fields.find((f) => f.column === 'dueOn' && f.filter === 'range');
}

/** The due date range a breakdown counts (`dueWithinDays`): up to that day, overdue included. */
export function breakdownDueTo(b: DashboardBreakdown, today: string): string | null {
  return b.dueWithinDays === undefined ? null : addDays(today, b.dueWithinDays);
}

/**
 * What "still to do" means for a type, as list filters (`field → values`): open by the firm's work
 * status (work types) and not done by the type's rule (types with one). Null when the type says
 * neither: its records are history, never open or overdue.
 */
export function stillToDoFilters(def: ResourceDef): Record<string, string[]> | null {
  const notDone = notDoneStatuses(def);
  if (!def.work && !notDone) return null;
  const out: Record<string, string[]> = {};
  if (def.work) out.workStatus = [...OPEN_WORK_STATUSES];
  const status = statusField(def);
  if (notDone && status) out[status.key] = notDone;
  return out;
}

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
  if (b.openOnly && !stillToDoFilters(def)) return `${b.type} has no work status or done rule`;
  if (b.where && (!fieldOf(def, b.where.field) || styles[b.where.field] !== 'in'))
    return `${b.type}.${b.where.field} is not an "in" filter`;
  for (const field of b.dueQuarter ? [b.dueQuarter.fy, b.dueQuarter.quarter] : [])
    if (styles[field] !== 'in') return `${b.type}.${field} is not an "in" filter`;
  if (b.dueWithinDays !== undefined && (!dueField(def) || !b.openOnly))
    return `${b.type}: a due-within count needs a due date filter and openOnly`;
  return null;
}

/**
 * The list filters a breakdown row (or a tile) means, as `field → values`: the row's value, the
 * breakdown's own condition and, for open-only counts, what is still to do (`stillToDoFilters`).
 */
export function breakdownFilters(
  b: DashboardBreakdown,
  value: string | null,
  today: string,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (value != null) out[b.by] = [value];
  if (b.where) out[b.where.field] = [...b.where.in];
  if (b.dueQuarter) {
    const due = statementQuarterDue(today);
    out[b.dueQuarter.fy] = [due.fyLabel];
    out[b.dueQuarter.quarter] = [due.label];
  }
  const toDo = b.openOnly ? stillToDoFilters(resourceOf(b.type)!) : null;
  for (const [field, values] of Object.entries(toDo ?? {}))
    out[field] = out[field] ? out[field].filter((v) => values.includes(v)) : values;
  return out;
}

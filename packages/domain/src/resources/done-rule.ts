import type { FieldDef, ResourceDef } from './define';

/** The field a type's done rule reads: the one promoted to the `status` column. */
export function statusField(def: ResourceDef): FieldDef | undefined {
  return def.fields.find((f) => f.column === 'status');
}

/** Whether a record with this status is done by its type's rule (a blank status is not). */
export function isDone(def: ResourceDef, status: string | null | undefined): boolean {
  return status != null && !!def.done?.includes(status);
}

/**
 * The status values that are not done, for a type with a done rule: what its list filters to
 * when a dashboard means "still to do". Null for a type without one.
 */
export function notDoneStatuses(def: ResourceDef): string[] | null {
  if (!def.done) return null;
  return Object.keys(statusField(def)?.options ?? {}).filter((v) => !def.done!.includes(v));
}

/** Why a type's done rule cannot work (no enum status its list filters on, an unknown value), or null. */
export function doneRuleProblem(def: ResourceDef): string | null {
  if (!def.done) return null;
  const field = statusField(def);
  if (!field?.options || field.filter !== 'in') return 'its status is not an enum its list filters on';
  const unknown = def.done.filter((v) => !(v in field.options!));
  if (unknown.length) return `done values not among the status's options: ${unknown.join(', ')}`;
  if (!notDoneStatuses(def)!.length) return 'every status is done';
  return null;
}

import type { FieldDef, RecordRow, ResourceDef } from '@taxdesk/domain';

/** The field a due date set by hand fills: the one in the due column. */
export function workDueField(resource: ResourceDef): FieldDef | undefined {
  return resource.work ? resource.fields.find((f) => f.column === 'dueOn') : undefined;
}

/** A due date set by hand where the portal left it blank (kept apart from the portal's data). */
export function handSetDue(resource: ResourceDef, record: Pick<RecordRow, 'overrides'>): boolean {
  const due = workDueField(resource);
  return !!due && !!record.overrides && Object.hasOwn(record.overrides, due.key);
}

/**
 * A due date can be set by hand on a record entered by hand, where the portal gave none, or
 * where one was set by hand before; a date the portal gives stands.
 */
export function dueEditable(
  resource: ResourceDef,
  record: Pick<RecordRow, 'source' | 'data' | 'overrides'>,
): boolean {
  const due = workDueField(resource);
  if (!due) return false;
  if (record.source === 'manual' || handSetDue(resource, record)) return true;
  const value = record.data[due.key];
  return value == null || value === '';
}

export function memberLabel(member: { name: string; email: string }): string {
  return member.name && member.name !== member.email ? `${member.name} (${member.email})` : member.email;
}

/** Ticks a row on or off. */
export function toggled(selected: ReadonlySet<string>, key: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/** The header checkbox: ticks every row of the page, or clears them when all were ticked. */
export function toggledAll(selected: ReadonlySet<string>, pageKeys: readonly string[]): Set<string> {
  const all = pageKeys.length > 0 && pageKeys.every((k) => selected.has(k));
  const next = new Set(selected);
  for (const k of pageKeys) {
    if (all) next.delete(k);
    else next.add(k);
  }
  return next;
}

import { defaultColumns, fieldOf, type FieldDef, type ListQuery, type ResourceDef } from '@taxdesk/domain';

/** The columns a list shows: the user's choice from the URL, else the resource's defaults. */
export function visibleColumns(resource: ResourceDef, query: Pick<ListQuery, 'cols'>): FieldDef[] {
  const keys = query.cols?.length ? query.cols : defaultColumns(resource);
  const fields = keys.map((k) => fieldOf(resource, k)).filter((f): f is FieldDef => Boolean(f));
  return fields.length ? fields : defaultColumns(resource).map((k) => fieldOf(resource, k)!);
}

/** Turns one column on or off; columns keep the order of the resource's field list. */
export function toggleColumn(resource: ResourceDef, current: readonly string[], key: string): string[] {
  const on = new Set(current);
  if (on.has(key)) on.delete(key);
  else on.add(key);
  return resource.fields.map((f) => f.key).filter((k) => on.has(k));
}

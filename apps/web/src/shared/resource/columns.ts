import { defaultColumns, fieldOf, type FieldDef, type ListQuery, type ResourceDef } from '@taxdesk/domain';

/**
 * The columns a person acts on come first, so they show at 1366 px without scrolling sideways:
 * the record's own number (its link), the client (account), the due date (with days left), the
 * portal's status, the work status and the assignee; the rest follow in field order.
 */
function workRank(resource: ResourceDef, field: FieldDef): number {
  if (resource.keyFields[0] === field.key) return 0;
  if (field.key === resource.accountField) return 1;
  const byColumn: Partial<Record<string, number>> = { dueOn: 2, status: 3, workStatus: 4, assignee: 5 };
  return (field.column && byColumn[field.column]) ?? 6;
}

/** Fields in the order a list shows them: the columns acted on first, then the field list's order. */
export function inWorkOrder(resource: ResourceDef, keys: readonly string[]): string[] {
  const fields = keys.map((k) => fieldOf(resource, k)).filter((f): f is FieldDef => Boolean(f));
  const position = new Map(resource.fields.map((f, i) => [f.key, i]));
  return fields
    .sort(
      (a, b) => workRank(resource, a) - workRank(resource, b) || position.get(a.key)! - position.get(b.key)!,
    )
    .map((f) => f.key);
}

/** The columns a list shows: the user's choice from the URL, else the resource's defaults. */
export function visibleColumns(resource: ResourceDef, query: Pick<ListQuery, 'cols'>): FieldDef[] {
  const keys = query.cols?.length ? query.cols : defaultColumns(resource);
  const fields = inWorkOrder(resource, keys).map((k) => fieldOf(resource, k)!);
  return fields.length
    ? fields
    : inWorkOrder(resource, defaultColumns(resource)).map((k) => fieldOf(resource, k)!);
}

/** Turns one column on or off; columns keep the list's order (acted on first, then field order). */
export function toggleColumn(resource: ResourceDef, current: readonly string[], key: string): string[] {
  const on = new Set(current);
  if (on.has(key)) on.delete(key);
  else on.add(key);
  return inWorkOrder(
    resource,
    resource.fields.map((f) => f.key).filter((k) => on.has(k)),
  );
}

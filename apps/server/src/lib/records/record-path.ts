import { fillPath, type ResourceDef } from '@taxdesk/domain';

/**
 * A record's screen relative to /{orgId}: its detail; for a type without one, its list searched
 * for the record's key (the list's search matches keys), so every record still opens where it is.
 */
export function recordPath(
  def: ResourceDef,
  row: { key: string; data: Readonly<Record<string, unknown>> },
): string | null {
  if (def.detailPath) return fillPath(def.detailPath, row.data);
  return def.listPath ? `${def.listPath}?q=${encodeURIComponent(row.key)}` : null;
}

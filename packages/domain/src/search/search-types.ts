import { AREAS } from '../areas/areas';
import type { FieldDef, ResourceDef } from '../resources/define';
import { RESOURCES, RESOURCE_TYPES, type ResourceType } from '../resources/registry';

/**
 * What Search everything reads, from the record-type definitions: the fields each type marks
 * `search`, and the types it groups as clients (accounts and looked-up parties) ahead of records.
 */

/** The separator of a record's values in its search text: nothing a person types in one box. */
const SEARCH_TEXT_SEPARATOR = '\n';

export function searchFields(def: ResourceDef): FieldDef[] {
  return def.fields.filter((f) => f.search);
}

/**
 * The record's searchable values, lower-cased, one per line, blanks left out; null when it has
 * none. The database keeps the same text per record (`record_search_text`, made from this rule).
 */
export function searchText(def: ResourceDef, data: Readonly<Record<string, unknown>>): string | null {
  const values = searchFields(def)
    .map((f) => data[f.key])
    .filter((v): v is string | number => (typeof v === 'string' && v !== '') || typeof v === 'number')
    .map((v) => String(v).toLowerCase());
  return values.length ? values.join(SEARCH_TEXT_SEPARATOR) : null;
}

const PORTAL_ACCOUNT_TYPES = new Set<string>(AREAS.flatMap((a) => a.portals.map((p) => p.accountType)));

/** A client: an account records belong to (a PAN, GSTIN login, TAN, ...) or a party the firm looked up. */
function isClientType(def: ResourceDef): boolean {
  return def.accountType === def.type || PORTAL_ACCOUNT_TYPES.has(def.type);
}

export type SearchType = { def: ResourceDef; client: boolean };

const areaRank = (def: ResourceDef) => {
  const at = AREAS.findIndex((a) => a.feature === def.feature);
  return at < 0 ? AREAS.length : at;
};

/**
 * Every type a search can find, in the order its groups show: clients first, then records, each
 * by area (AREAS' order) and then the registry's order. A type needs a marked field and a screen
 * to open (its detail, else its list searched for the key).
 */
export const SEARCH_TYPES: readonly SearchType[] = RESOURCE_TYPES.map(
  (type) => RESOURCES[type] as ResourceDef,
)
  .filter((def) => searchFields(def).length > 0 && (def.detailPath || def.listPath))
  .map((def) => ({ def, client: isClientType(def) }))
  .sort(
    (a, b) =>
      Number(b.client) - Number(a.client) ||
      areaRank(a.def) - areaRank(b.def) ||
      RESOURCE_TYPES.indexOf(a.def.type as ResourceType) - RESOURCE_TYPES.indexOf(b.def.type as ResourceType),
  );

export function searchTypeOf(type: string): SearchType | undefined {
  return SEARCH_TYPES.find((t) => t.def.type === type);
}

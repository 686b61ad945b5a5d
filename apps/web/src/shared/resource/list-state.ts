import {
  fieldOf,
  filterStyles,
  listQueryToParams,
  parseListQuery,
  sortableFields,
  type FilterValue,
  type ListQuery,
  type ResourceDef,
  type SearchParams,
} from '@taxdesk/domain';

/**
 * A list's whole state lives in the URL, in the flat format of the shared list contract
 * (`listQueryToParams` / `parseListQuery`): bookmarkable, and the same shape the API takes.
 * These functions are the only place that reads or changes it.
 */

export type SortState = { field: string; dir: 'asc' | 'desc' };

/** The router may hand back numbers, booleans or arrays (it JSON-parses values): make them strings. */
export function flattenSearch(search: Readonly<Record<string, unknown>> | undefined): SearchParams {
  const out: SearchParams = {};
  for (const [key, value] of Object.entries(search ?? {})) {
    if (typeof value === 'string') out[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean') out[key] = String(value);
    else if (Array.isArray(value)) out[key] = value.filter((v) => typeof v !== 'object').map(String);
  }
  return out;
}

/** The URL's search params → a valid query for this resource; anything unknown falls back to defaults. */
export function readListQuery(
  search: Readonly<Record<string, unknown>> | undefined,
  resource: ResourceDef,
  fixedFilters?: Readonly<Record<string, FilterValue>>,
): ListQuery {
  // The route's fixed filters are not the user's to change: the URL cannot override them.
  const styles = filterStyles(resource);
  for (const field of Object.keys(fixedFilters ?? {})) delete styles[field];
  const query = parseListQuery(flattenSearch(search), styles);
  if (query.sort && !sortableFields(resource).includes(query.sort)) {
    delete query.sort;
    delete query.dir;
  }
  if (query.cols) {
    const known = [...new Set(query.cols.filter((c) => fieldOf(resource, c)))];
    if (known.length) query.cols = known;
    else delete query.cols;
  }
  return query;
}

/**
 * The query → the URL's search params, flat. Values that are plainly numbers go as numbers, so a
 * router that JSON-encodes strings still writes `ay=2024`, not `ay=%222024%22`; `flattenSearch`
 * turns them back into strings.
 */
export function listSearch(query: ListQuery): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(listQueryToParams(query))) {
    const n = Number(value);
    out[key] = /^-?[0-9]/.test(value) && String(n) === value && Number.isSafeInteger(n) ? n : value;
  }
  return out;
}

export function effectiveSort(query: ListQuery, resource: ResourceDef): SortState {
  if (query.sort) return { field: query.sort, dir: query.dir ?? 'asc' };
  return resource.defaultSort;
}

function firstPage(query: ListQuery): ListQuery {
  const next = { ...query };
  delete next.cursor;
  return next;
}

/** A header click: the sorted column flips its direction, another column sorts ascending. */
export function withSortToggled(query: ListQuery, resource: ResourceDef, field: string): ListQuery {
  if (!sortableFields(resource).includes(field)) return query;
  const current = effectiveSort(query, resource);
  const dir = current.field === field && current.dir === 'asc' ? 'desc' : 'asc';
  const next = firstPage(query);
  if (field === resource.defaultSort.field && dir === resource.defaultSort.dir) {
    delete next.sort;
    delete next.dir;
  } else {
    next.sort = field;
    next.dir = dir;
  }
  return next;
}

function isEmptyFilter(value: FilterValue | undefined): boolean {
  if (!value) return true;
  if ('in' in value) return value.in.length === 0;
  return !value.from && !value.to;
}

export function withFilter(query: ListQuery, field: string, value: FilterValue | undefined): ListQuery {
  const filters = { ...query.filters };
  if (isEmptyFilter(value)) delete filters[field];
  else filters[field] = value!;
  return { ...firstPage(query), filters };
}

export function withoutFilters(query: ListQuery): ListQuery {
  const next = { ...firstPage(query), filters: {} };
  delete next.q;
  return next;
}

export function withText(query: ListQuery, q: string): ListQuery {
  const next = firstPage(query);
  const trimmed = q.trim();
  if (trimmed) next.q = trimmed;
  else delete next.q;
  return next;
}

export function withCursor(query: ListQuery, cursor: string | null): ListQuery {
  return cursor ? { ...query, cursor } : firstPage(query);
}

/** Chosen columns; the resource's default set is stored as "no choice" to keep URLs short. */
export function withColumns(
  query: ListQuery,
  cols: readonly string[],
  defaults: readonly string[],
): ListQuery {
  const next = { ...query };
  if (cols.length === 0 || sameList(cols, defaults)) delete next.cols;
  else next.cols = [...cols];
  return next;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/** Filters the user set, for the filter bar: fixed ones are the route's, not theirs. */
export function hasUserFilters(query: ListQuery): boolean {
  return Boolean(query.q) || Object.keys(query.filters).length > 0;
}

/** Params for `GET records/{type}`: the user's query with the route's fixed filters on top; no columns. */
export function listApiParams(query: ListQuery, fixedFilters?: Readonly<Record<string, FilterValue>>) {
  return listQueryToParams({ ...query, cols: undefined, filters: { ...query.filters, ...fixedFilters } });
}

/** Params for `GET records/{type}/export`: every page (no cursor), the shown columns, the format. */
export function exportApiParams(
  query: ListQuery,
  columns: readonly string[],
  format: 'csv' | 'xlsx',
  fixedFilters?: Readonly<Record<string, FilterValue>>,
): Record<string, string> {
  const params = listQueryToParams({
    ...query,
    cursor: undefined,
    limit: undefined,
    cols: [...columns],
    filters: { ...query.filters, ...fixedFilters },
  });
  return { ...params, format };
}

/**
 * One list contract for every record type: the query (filters, sort, cursor, page size, text)
 * and the page. The server parses it from the query string, the web from the URL, with the
 * same functions, tolerantly: a bad value falls back to the default instead of failing.
 */

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export type RangeFilter = { from?: string; to?: string };
export type FilterValue = { in: string[] } | RangeFilter;

export type ListQuery = {
  q?: string;
  /** A sortable field's key; `dir` gives the direction. */
  sort?: string;
  dir?: 'asc' | 'desc';
  cursor?: string;
  limit: number;
  filters: Record<string, FilterValue>;
  /** Chosen columns, in order; absent means the resource's default columns. */
  cols?: string[];
};

export type Page<T> = {
  rows: T[];
  nextCursor: string | null;
  /** Exact up to a threshold, then the planner's estimate. */
  total: number;
  totalIsEstimate: boolean;
};

export type SearchParams = Record<string, string | string[] | number | undefined | null>;

const RESERVED = new Set(['q', 'sort', 'cursor', 'limit', 'cols', 'format']);
const DATE_OR_NUMBER = /^-?[0-9]+(\.[0-9]+)?$|^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

function first(v: SearchParams[string]): string | undefined {
  if (v == null) return undefined;
  const s = Array.isArray(v) ? v[0] : v;
  return s == null ? undefined : String(s);
}

function list(v: SearchParams[string]): string[] {
  if (v == null) return [];
  const parts = (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(','));
  return parts.map((s) => s.trim()).filter(Boolean);
}

/**
 * `?q=..&sort=-dueOn&cursor=..&limit=50&cols=a,b&status=open,closed&dueOn.from=2026-01-01&dueOn.to=..`
 * `allowedFilters` (field key → style) keeps unknown or malformed filters out.
 */
export function parseListQuery(
  params: SearchParams,
  allowedFilters?: Readonly<Record<string, 'in' | 'range'>>,
): ListQuery {
  const query: ListQuery = { limit: DEFAULT_PAGE_SIZE, filters: {} };
  const q = first(params.q)?.trim();
  if (q) query.q = q.slice(0, 200);
  const sort = first(params.sort)?.trim();
  if (sort && /^-?[A-Za-z_][A-Za-z0-9_]*$/.test(sort)) {
    query.sort = sort.replace(/^-/, '');
    query.dir = sort.startsWith('-') ? 'desc' : 'asc';
  }
  const cursor = first(params.cursor);
  if (cursor && /^[A-Za-z0-9_-]{1,2000}$/.test(cursor)) query.cursor = cursor;
  const limit = Number(first(params.limit));
  if (Number.isInteger(limit) && limit > 0) query.limit = Math.min(limit, MAX_PAGE_SIZE);
  const cols = list(params.cols).filter((c) => /^[A-Za-z_][A-Za-z0-9_]*$/.test(c));
  if (cols.length) query.cols = cols;

  for (const [name, raw] of Object.entries(params)) {
    if (RESERVED.has(name) || raw == null) continue;
    const [field, part] = name.split('.', 2) as [string, string | undefined];
    const style = allowedFilters ? allowedFilters[field] : part ? 'range' : 'in';
    if (!style) continue;
    if (style === 'in' && !part) {
      const values = list(raw).slice(0, 100);
      if (values.length) query.filters[field] = { in: values };
    } else if (style === 'range' && (part === 'from' || part === 'to')) {
      const value = first(raw)?.trim();
      if (!value || !DATE_OR_NUMBER.test(value)) continue;
      const current = (query.filters[field] as RangeFilter | undefined) ?? {};
      query.filters[field] = { ...current, [part]: value };
    }
  }
  return query;
}

/** The inverse of parseListQuery, for URLs and API calls. Drops empty values. */
export function listQueryToParams(query: Partial<ListQuery>): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.q) out.q = query.q;
  if (query.sort) out.sort = `${query.dir === 'desc' ? '-' : ''}${query.sort}`;
  if (query.cursor) out.cursor = query.cursor;
  if (query.limit && query.limit !== DEFAULT_PAGE_SIZE) out.limit = String(query.limit);
  if (query.cols?.length) out.cols = query.cols.join(',');
  for (const [field, value] of Object.entries(query.filters ?? {})) {
    if ('in' in value) {
      if (value.in.length) out[field] = value.in.join(',');
    } else {
      if (value.from) out[`${field}.from`] = value.from;
      if (value.to) out[`${field}.to`] = value.to;
    }
  }
  return out;
}

export function encodeCursor(values: readonly unknown[]): string {
  const json = JSON.stringify(values);
  const bytes = new TextEncoder().encode(json);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function decodeCursor(cursor: string): unknown[] | null {
  try {
    const binary = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

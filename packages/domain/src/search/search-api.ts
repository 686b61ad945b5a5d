import { z } from 'zod';
import { FEATURES } from '../licence/features';

/**
 * Search everything (`GET /api/o/{orgId}/search`): clients by PAN, GSTIN, TAN, IEC, Udyam number
 * or name, and records by any number the portal prints, across the areas the licence opens.
 */

/** The shortest fragment searched: three characters (the shortest piece the index holds). */
const SEARCH_MIN_LENGTH = 3;
const SEARCH_MAX_LENGTH = 100;
/** Hits per group: the palette shows the default, the page more, one type's own list the most. */
const SEARCH_PER_GROUP = 5;
export const SEARCH_MAX_PER_GROUP = 50;

export const SEARCH_TOO_SHORT = `Type at least ${SEARCH_MIN_LENGTH} characters of a number or name`;

/** A fragment as searched: trimmed, each run of spaces one space, lower-cased. */
export function searchFragment(q: string): string {
  return q.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether a fragment is long enough to search (the palette waits until it is). */
export function searchable(q: string): boolean {
  return searchFragment(q).length >= SEARCH_MIN_LENGTH;
}

export const SearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `A search is at most ${SEARCH_MAX_LENGTH} characters`)
    .refine(searchable, SEARCH_TOO_SHORT),
  /** One record type only (the page's "more of this kind"). */
  type: z.string().min(1).max(40).optional(),
  /** Hits per group. */
  per: z.coerce.number().int().min(1).max(SEARCH_MAX_PER_GROUP).default(SEARCH_PER_GROUP),
});
/** A search as the client writes it (`per` may be left out)… */
export type SearchQuery = z.input<typeof SearchQuery>;
/** …and as the server reads it. */
export type SearchAsk = z.output<typeof SearchQuery>;

export const SearchHit = z.object({
  key: z.string(),
  /** The record's title (an account's name, a notice's description). */
  title: z.string().nullable(),
  /** The client: the record's account key (PAN, GSTIN login, TAN, ...). */
  client: z.string().nullable(),
  /** The marked field whose value holds the fragment, to show why the record was found. */
  match: z.object({ label: z.string(), value: z.string() }).nullable(),
  /** The record's screen relative to /{orgId}: its detail, else its list searched for the key (`?q=`). */
  path: z.string(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchGroup = z.object({
  type: z.string(),
  /** The type's plural (`Proceeding Notices`, `GST Accounts`). */
  label: z.string(),
  area: z.enum(FEATURES).nullable(),
  /** Accounts and parties: listed ahead of records. */
  client: z.boolean(),
  hits: z.array(SearchHit),
  /** More of this type hold the fragment than the group shows. */
  more: z.boolean(),
});
export type SearchGroup = z.infer<typeof SearchGroup>;

export const SearchAnswer = z.object({
  q: z.string(),
  /** Clients first, then records by area; only types with hits. */
  groups: z.array(SearchGroup),
});
export type SearchAnswer = z.infer<typeof SearchAnswer>;

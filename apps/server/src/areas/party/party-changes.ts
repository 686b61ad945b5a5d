/** What changed in the watched fields between two lookups, as "field: before → after" lines. */
export function partyChanges(
  watched: readonly string[],
  labels: (field: string) => string,
  before: Readonly<Record<string, unknown>> | undefined,
  after: Readonly<Record<string, unknown>>,
): string[] {
  if (!before || before.lookupStatus !== 'found') return [];
  const shown = (v: unknown) => (v == null || v === '' ? '—' : String(v));
  return watched
    .filter((f) => shown(before[f]) !== shown(after[f]))
    .map((f) => `${labels(f)}: ${shown(before[f])} → ${shown(after[f])}`);
}

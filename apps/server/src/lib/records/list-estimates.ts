import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';

/**
 * Planner estimates of list totals past the exact count, kept briefly per app. The estimate is
 * an EXPLAIN, and planning a query over `records` (about twenty indexes to weigh) cost as much as
 * the page itself on every first page of a large list. PostgreSQL's own figure only moves when
 * the table is analysed or grows by pages, so reusing it for a few seconds shows the same
 * "about" total; the exact count (up to 1,000) is still made on every request.
 */
export type EstimateCache = {
  get(conditions: SQL): number | undefined;
  set(conditions: SQL, estimate: number): void;
};

const dialect = new PgDialect();

export function createEstimateCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): EstimateCache {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 1_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { estimate: number; until: number }>();
  // The conditions' text and values: the organisation is one of the values.
  const keyOf = (conditions: SQL) => {
    const q = dialect.sqlToQuery(conditions);
    return `${q.sql}\u0000${JSON.stringify(q.params)}`;
  };
  return {
    get(conditions) {
      const key = keyOf(conditions);
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.until > now()) return hit.estimate;
      entries.delete(key);
      return undefined;
    },
    set(conditions, estimate) {
      const key = keyOf(conditions);
      entries.delete(key);
      // Oldest first out: a Map iterates in insertion order.
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { estimate, until: now() + ttlMs });
    },
  };
}

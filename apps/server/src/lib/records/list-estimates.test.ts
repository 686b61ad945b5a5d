import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createEstimateCache } from './list-estimates';

const where = (org: string, section?: string) =>
  section ? sql`org_id = ${org} AND section = ${section}` : sql`org_id = ${org}`;

describe('list estimate cache', () => {
  it('answers an estimate for the same conditions and values only, until it expires', () => {
    let t = 0;
    const cache = createEstimateCache({ ttlMs: 1_000, now: () => t });
    cache.set(where('ORG001', '148'), 5_000);
    expect(cache.get(where('ORG001', '148'))).toBe(5_000);
    expect(cache.get(where('ORG002', '148'))).toBeUndefined();
    expect(cache.get(where('ORG001', '154'))).toBeUndefined();
    expect(cache.get(where('ORG001'))).toBeUndefined();
    t = 999;
    expect(cache.get(where('ORG001', '148'))).toBe(5_000);
    t = 1_000;
    expect(cache.get(where('ORG001', '148'))).toBeUndefined();
  });

  it('keeps at most its number of entries, the oldest leaving first', () => {
    const cache = createEstimateCache({ maxEntries: 2 });
    cache.set(where('ORG001'), 1);
    cache.set(where('ORG002'), 2);
    cache.set(where('ORG003'), 3);
    expect(cache.get(where('ORG001'))).toBeUndefined();
    expect(cache.get(where('ORG002'))).toBe(2);
    expect(cache.get(where('ORG003'))).toBe(3);
  });
});

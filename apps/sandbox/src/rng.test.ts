import { describe, expect, it } from 'vitest';
import { Rng, hashString, uniformFor } from './rng';

describe('rng', () => {
  it('gives the same sequence for the same key and another for another key', () => {
    const a = new Rng('taxdesk', 1);
    const b = new Rng('taxdesk', 1);
    const c = new Rng('taxdesk', 2);
    const seqA = Array.from({ length: 5 }, () => a.float());
    expect(Array.from({ length: 5 }, () => b.float())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.float())).not.toEqual(seqA);
  });

  it('keeps int() within its bounds and reaches both ends', () => {
    const rng = new Rng('bounds');
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      seen.add(n);
    }
    expect([...seen].sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('honours weights roughly', () => {
    const rng = new Rng('weights');
    let heavy = 0;
    for (let i = 0; i < 10_000; i++)
      if (
        rng.weighted([
          ['a', 9],
          ['b', 1],
        ] as const) === 'a'
      )
        heavy++;
    expect(heavy / 10_000).toBeGreaterThan(0.85);
    expect(heavy / 10_000).toBeLessThan(0.95);
  });

  it('hashes strings stably and spreads near keys', () => {
    expect(hashString('ABCPS1234K')).toBe(hashString('ABCPS1234K'));
    expect(hashString('a')).not.toBe(hashString('b'));
    expect(uniformFor('x', 1)).toBe(uniformFor('x', 1));
  });
});

import { describe, expect, it } from 'vitest';
import { runSoak } from './soak-run';

/**
 * The soak benchmark, short (`bench/soak.ts` runs it for 10 minutes): under load while syncs run,
 * every request is answered with 2xx and the syncs finish their runs (the batch under way when the
 * load ends is waited for, so a slow machine gives a slower test, not a failure). Numbers are the benchmark's
 * business; this only checks that nothing fails.
 */
describe('soak, short', () => {
  it('answers every list, detail and export while syncs run, with no error', async () => {
    const r = await runSoak({ seconds: 20, connections: 20, notices: 5_000, accounts: 10, delayMs: 20 });
    expect(r.requests).toBeGreaterThan(0);
    expect({ errors: r.errors, timeouts: r.timeouts, non2xx: r.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(r.sync.batches).toBeGreaterThan(0);
    expect(r.sync.succeeded, JSON.stringify(r.sync)).toBeGreaterThan(0);
    expect(r.sync.failed, JSON.stringify(r.sync)).toBe(0);
  }, 180_000);
});

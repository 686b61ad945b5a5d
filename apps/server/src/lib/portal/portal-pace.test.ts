import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  countCall,
  countRateLimited,
  paced,
  rateLimitedAnswers,
  WINDOW_STRETCH,
  withRateLimitTally,
} from './portal-pace';

/**
 * The pace: no window of 1.09 s holds more than the limit of one key's calls, in the order they
 * asked; time a key left unused is not lost; keys apart; rate 0 paces nothing.
 */
describe('paced', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const WINDOW = 1000 * WINDOW_STRETCH;

  async function startTimes(key: string, calls: number, perSecond: number): Promise<number[]> {
    const started: number[] = [];
    const all = Array.from({ length: calls }, () =>
      paced(key, perSecond).then(() => started.push(performance.now())),
    );
    await vi.runAllTimersAsync();
    await Promise.all(all);
    return started;
  }

  /** A caller that works `workMs[i]` after its i-th call before asking for the next. */
  async function sequential(
    key: string,
    workMs: number[],
    perSecond: number,
    wait?: (ms: number) => Promise<void>,
  ): Promise<number[]> {
    const started: number[] = [];
    const done = (async () => {
      for (const ms of workMs) {
        await paced(key, perSecond, wait);
        started.push(performance.now());
        if (ms > 0) await new Promise((r) => setTimeout(r, ms));
      }
    })();
    await vi.runAllTimersAsync();
    await done;
    return started;
  }

  it('lets no window of the stretched second hold more than the limit, in the order asked', async () => {
    const t0 = performance.now();
    const times = (await startTimes('session-a', 25, 10)).map((t) => t - t0);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const start of times)
      expect(times.filter((t) => t >= start && t < start + WINDOW).length).toBeLessThanOrEqual(10);
    // And no slower than that: the 11th and 21st calls go as soon as their window allows.
    expect(Math.round(times[10]!)).toBe(Math.round(WINDOW));
    expect(Math.round(times[20]!)).toBe(Math.round(2 * WINDOW));
  });

  it('gives back the time a session spent on its own work', async () => {
    // Slow at first (300 ms of work after each call), then asking at once: the calls after the
    // slow part go without waiting until the window is full, instead of one every 1/rate s.
    const t0 = performance.now();
    const times = (await sequential('session-e', [300, 300, 300, 0, 0, 0, 0, 0, 0, 0, 0, 0], 10)).map(
      (t) => t - t0,
    );
    expect(times.slice(0, 4)).toEqual([0, 300, 600, 900]);
    expect(times.slice(4, 10)).toEqual([900, 900, 900, 900, 900, 900]);
    expect(Math.round(times[10]!)).toBe(Math.round(WINDOW));
  });

  it('keeps within a portal that counts each second from the first call it sees, with late arrivals', async () => {
    // The sandbox's count (apps/sandbox/src/faults.ts): a window opens at the first call it sees
    // after the last one closed, and holds at most the limit. Calls reach it up to 80 ms late.
    const sends = await sequential(
      'session-f',
      Array.from({ length: 200 }, (_, i) => (i * 37) % 120),
      10,
    );
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 80 }), { minLength: 200, maxLength: 200 }), (late) => {
        const arrivals = sends.map((t, i) => t + late[i]!).sort((a, b) => a - b);
        let windowStart = -Infinity;
        let count = 0;
        for (const t of arrivals) {
          if (t - windowStart >= 1000) {
            windowStart = t;
            count = 0;
          }
          count++;
          if (count > 10) return false;
        }
        return true;
      }),
    );
  });

  it('counts a call whose timer fired late from when it went, so the portal never sees 11 in a second', async () => {
    // A loaded machine: every wait ends up to 150 ms late (a fixed pattern), the calls themselves
    // take 60 ms. The portal counts as the sandbox does (above), with no lateness of its own.
    let n = 0;
    const late = (ms: number) => new Promise<void>((r) => setTimeout(r, ms + ((n++ * 53) % 150)));
    const sends = await sequential('session-g', Array(300).fill(60), 10, late);
    let windowStart = -Infinity;
    let count = 0;
    let most = 0;
    for (const t of sends) {
      if (t - windowStart >= 1000) {
        windowStart = t;
        count = 0;
      }
      most = Math.max(most, ++count);
    }
    expect(most).toBeLessThanOrEqual(10);
  });

  it('paces each key on its own and not at all at rate 0', async () => {
    const t0 = performance.now();
    const [a, b] = await Promise.all([startTimes('session-b', 3, 10), startTimes('session-c', 3, 10)]);
    expect(a[0]! - t0).toBe(0);
    expect(b[0]! - t0).toBe(0);
    const free = await startTimes('session-d', 50, 0);
    expect(new Set(free).size).toBe(1);
  });
});

/** A run's own count of 429s: calls inside its tally count there (across awaits), others do not. */
describe('withRateLimitTally', () => {
  it('counts the rate-limited answers of the calls made inside it, apart from another run', async () => {
    const before = rateLimitedAnswers()['Tally portal'] ?? 0;
    const a = { calls: 0, rateLimited: 0 };
    const b = { calls: 0, rateLimited: 0 };
    const tick = () => new Promise<void>((r) => setImmediate(r));
    await Promise.all([
      withRateLimitTally(a, async () => {
        countCall();
        countRateLimited('Tally portal');
        await tick();
        countCall();
        countCall();
        countRateLimited('Tally portal');
      }),
      withRateLimitTally(b, async () => {
        await tick();
        countCall();
        countRateLimited('Tally portal');
      }),
    ]);
    countCall();
    countRateLimited('Tally portal');
    expect(a).toEqual({ calls: 3, rateLimited: 2 });
    expect(b).toEqual({ calls: 1, rateLimited: 1 });
    expect(rateLimitedAnswers()['Tally portal']).toBe(before + 4);
  });
});

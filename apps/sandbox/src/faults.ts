import { uniformFor } from './rng';

/** Global fault injection, changed at run time through `POST /__sandbox/faults`. */
export type FaultSettings = {
  /** Calls per second per caller (session, else login PAN, else IP); 0 turns the limit off. */
  rateLimitPerSecond: number;
  /** Share of all portal calls (0..1) that fail with a server error. */
  failRate: number;
  /** Added to every portal answer. */
  delayMs: number;
  /** Added on top of `delayMs` to every answer for a 'slow' account. */
  slowDelayMs: number;
  /** Share of a 'flaky' account's calls that fail. */
  flakyFailRate: number;
  /** Share of the captcha solver's answers (0..1) that misread one character. */
  solverErrorRate: number;
  /** Share of GST portal answers (0..1) that come back as HTTP 200 with an empty or HTML body (load). */
  emptyBodyRate: number;
  /**
   * Share of GST portal answers (0..1) that come back as HTTP 200 carrying the portal's error
   * envelope instead of the data (the host's own shape: `{status: 0, error}`, litserv's `{error}`).
   */
  errorInOkRate: number;
  /** Share of captcha images (0..1) the solver answers 422 "could not be read"; 1 turns it off. */
  solverUnreadableRate: number;
  /** The longest challan-history window (days) the GST portal answers; longer → `PMT9071`. */
  challanWindowDays: number;
};

export const DEFAULT_FAULTS: FaultSettings = {
  rateLimitPerSecond: 10,
  failRate: 0,
  delayMs: 0,
  slowDelayMs: 300,
  flakyFailRate: 0.3,
  solverErrorRate: 0,
  emptyBodyRate: 0,
  errorInOkRate: 0,
  solverUnreadableRate: 0,
  challanWindowDays: 150,
};

/** A server failure: mostly the portal's JSON 500, sometimes a gateway's HTML 503. */
export type Failure = 'json500' | 'html503';

const WINDOW_MS = 1000;
const PRUNE_AT = 50_000;

export class FaultInjector {
  settings: FaultSettings;
  private readonly windows = new Map<string, { start: number; count: number }>();
  private readonly callsByPan = new Map<string, number>();
  private globalCalls = 0;

  constructor(
    private readonly seed: string,
    private readonly initial: FaultSettings,
    private readonly monotonic: () => number = () => performance.now(),
  ) {
    this.settings = { ...initial };
  }

  update(changes: Partial<FaultSettings>): FaultSettings {
    this.settings = { ...this.settings, ...changes };
    return this.settings;
  }

  reset(): void {
    this.settings = { ...this.initial };
    this.windows.clear();
    this.callsByPan.clear();
    this.globalCalls = 0;
  }

  delayFor(behaviour: string | undefined): number {
    return this.settings.delayMs + (behaviour === 'slow' ? this.settings.slowDelayMs : 0);
  }

  /** Counts a call against the caller's one-second window; answers the seconds to wait, or 0. */
  throttle(key: string): number {
    const limit = this.settings.rateLimitPerSecond;
    if (!(limit > 0)) return 0;
    const now = this.monotonic();
    if (this.windows.size > PRUNE_AT) {
      for (const [k, w] of this.windows) if (now - w.start >= WINDOW_MS) this.windows.delete(k);
    }
    const window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    window.count++;
    if (window.count <= limit) return 0;
    return Math.max(1, Math.ceil((window.start + WINDOW_MS - now) / 1000));
  }

  /**
   * Whether this call fails. A flaky account's failures follow its own call sequence, so the same
   * sequence of calls fails at the same places on every run.
   */
  failure(pan: string | undefined, behaviour: string | undefined): Failure | null {
    const n = this.globalCalls++;
    if (this.settings.failRate > 0 && uniformFor(this.seed, 'fail', n) < this.settings.failRate) {
      return uniformFor(this.seed, 'fail-kind', n) < 0.25 ? 'html503' : 'json500';
    }
    if (pan && behaviour === 'flaky') {
      const k = this.callsByPan.get(pan) ?? 0;
      this.callsByPan.set(pan, k + 1);
      if (uniformFor(this.seed, 'flaky', pan, k) < this.settings.flakyFailRate) {
        return uniformFor(this.seed, 'flaky-kind', pan, k) < 0.25 ? 'html503' : 'json500';
      }
    }
    return null;
  }
}

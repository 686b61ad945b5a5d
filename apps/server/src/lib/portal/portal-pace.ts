/**
 * Pacing of portal calls at each portal's own limit, so a sync never runs into the portal's 429s
 * and waits out its Retry-After. A bucket per key: a portal session (the portal counts calls per
 * session) or this process's source address (public services count per address).
 *
 * The bucket is a sliding log of the key's last `limit` calls: a call goes once the call `limit`
 * places before it is a window old, so no window of that length holds more than the limit. The
 * window is a little longer than the portal's second, so a call that reaches the portal late (a
 * busy machine, the network) does not crowd the portal's count. Unlike a fixed spacing of calls,
 * time a session spent elsewhere (writing what it fetched) is not lost: its next calls may go
 * closer together, up to the limit in any window (bench/sync-portal.ts measured 80% of the
 * allowance with a fixed spacing of 1 / (0.95 × rate)).
 *
 * Buckets live in the process: worker processes on one machine share its address but not their
 * buckets, so a portal that limits per address sees each process's share (README, Production).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Calls a second the portals allow: the sandbox and the portals' notes give 10 for each.
 * PORTAL_PACE_PER_SECOND changes it (0: no pacing; the unit tests, whose sandbox limits nothing).
 */
export const PORTAL_CALLS_PER_SECOND = 10;
const configuredRate = () => Number(process.env.PORTAL_PACE_PER_SECOND ?? PORTAL_CALLS_PER_SECOND);
/**
 * The window's length over the portal's second: a call may reach the portal this much later than
 * the call `limit` places before it (less would let the portal count one call too many).
 */
export const WINDOW_STRETCH = 1.09;
/** Buckets untouched this long are dropped (a finished session's). */
const IDLE_MS = 60_000;
const PRUNE_AT = 10_000;

/**
 * The key's last `limit` calls, oldest first: when each went (booked ones may lie ahead; a call
 * whose timer fired late is moved to when it really went).
 */
type Bucket = { sent: { at: number }[]; used: number };
const buckets = new Map<string, Bucket>();
const rateLimited = new Map<string, number>();
/** A sync run's own count of its portal calls and of the 429s among them, for its log. */
export type PortalTally = { calls: number; rateLimited: number };
/** The tally of the sync run whose calls these are. */
const runTally = new AsyncLocalStorage<PortalTally>();

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

function prune(now: number): void {
  if (buckets.size < PRUNE_AT) return;
  for (const [key, b] of buckets) if (now - b.used > IDLE_MS) buckets.delete(key);
}

/**
 * Waits for the key's turn: answers once a call may go out within `perSecond` (each caller books
 * its time at once, so concurrent callers of one key go in order). A rate below 1 a second
 * allows one call per window of 1 / rate seconds.
 */
export async function paced(
  key: string,
  perSecond = configuredRate(),
  wait: (ms: number) => Promise<void> = sleep,
): Promise<void> {
  if (!(perSecond > 0)) return;
  const limit = Math.max(1, Math.floor(perSecond));
  const windowMs = ((1000 * limit) / perSecond) * WINDOW_STRETCH;
  const now = performance.now();
  prune(now);
  const bucket = buckets.get(key) ?? { sent: [], used: now };
  const call = { at: bucket.sent.length < limit ? now : Math.max(now, bucket.sent[0]!.at + windowMs) };
  bucket.sent.push(call);
  if (bucket.sent.length > limit) bucket.sent.shift();
  bucket.used = call.at;
  buckets.set(key, bucket);
  if (call.at > now) {
    await wait(call.at - now);
    // On a busy machine a timer fires late: the window counts from when the call really went, or
    // the call `limit` places later could reach the portal within its second.
    call.at = Math.max(call.at, performance.now());
    bucket.used = call.at;
  }
}

/** Counts a call that went to a portal, on its run's tally (the run's pace is its calls over its time). */
export function countCall(): void {
  const tally = runTally.getStore();
  if (tally) tally.calls++;
}

/** Counts a rate-limited answer (429) of a portal host: none is the goal. */
export function countRateLimited(host: string): void {
  rateLimited.set(host, (rateLimited.get(host) ?? 0) + 1);
  const tally = runTally.getStore();
  if (tally) tally.rateLimited++;
}

/**
 * Runs `fn` with its own tally: every portal call made inside it (however deep, across awaits)
 * counts there, and every 429 among them, so a sync run can log its calls and the 429s it met.
 */
export function withRateLimitTally<T>(tally: PortalTally, fn: () => Promise<T>): Promise<T> {
  return runTally.run(tally, fn);
}

/** Rate-limited answers this process got, by portal host, since it started. */
export function rateLimitedAnswers(): Record<string, number> {
  return Object.fromEntries(rateLimited);
}

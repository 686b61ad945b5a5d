import type { Rng } from '../../rng';
import type { ItAccountProfile } from '../accounts';
import { DAY_MS, atIst } from '../dates';
import type { ItDeps } from '../http';
import type { ItPortal } from '../portal-state';
import type { Session } from '../sessions';

/**
 * What the work-item services share (adjournments, CA, worklist, grievances, e-compliance,
 * downloads, request forms): per-account generated data, ids, paging and the usual body checks.
 * Each area's data is a plan of instants laid out around TIMELINE_ANCHOR; what the portal shows
 * is the plan seen at the sandbox clock, so moving the clock brings new items and new statuses.
 */

/** Memoised per portal and PAN: the plan depends only on the seed and the profile. */
export function perAccount<T>(build: (seed: string, profile: ItAccountProfile, portal: ItPortal) => T) {
  const caches = new WeakMap<ItPortal, Map<string, T>>();
  return (portal: ItPortal, pan: string): T | undefined => {
    let cache = caches.get(portal);
    if (!cache) caches.set(portal, (cache = new Map()));
    let value = cache.get(pan);
    if (value === undefined) {
      const profile = portal.account(pan)?.profile;
      if (!profile) return undefined;
      value = build(portal.seed, profile, portal);
      cache.set(pan, value);
    }
    return value;
  };
}

/**
 * A numeric id of `digits` digits, one-to-one with its slot (account index × slots + position):
 * looks random, never collides within its kind. Multipliers are coprime to the ranges used.
 */
export function workItemId(slot: number, multiplier: number, digits: number): string {
  const range = 9n * 10n ** BigInt(digits - 1);
  return String(10n ** BigInt(digits - 1) + (((BigInt(slot) + 7919n) * BigInt(multiplier)) % range));
}

/** Primes (so coprime to every 9×10^k range), one per kind of id. */
export const ID_MULTIPLIERS = {
  adjVc: 1_000_003,
  caAssignment: 999_983,
  caForm: 1_299_709,
  caFormAck: 15_485_863,
  worklist: 32_452_843,
  worklistAck: 49_979_687,
  grievance: 67_867_967,
  compliance: 86_028_121,
  download: 104_395_301,
  requestForm: 2_147_483_647,
} as const;

export function text(value: unknown): string {
  return typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
}

/** A `pan` in the body, when sent, must be the signed-in PAN. */
export function otherPan(session: Session, body: Record<string, unknown>): boolean {
  const pan = text(body.pan).toUpperCase();
  return pan !== '' && pan !== session.pan;
}

function positiveInt(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : fallback;
}

export const MAX_PAGE_SIZE = 100;

/** `pageConfig {pageNo (from 1), pageSize (≤ 100)}` as the e-proceedings list reads it. */
export function pageOf<T>(rows: readonly T[], body: Record<string, unknown>, defaultSize = 50) {
  const config = (body.pageConfig && typeof body.pageConfig === 'object' ? body.pageConfig : {}) as Record<
    string,
    unknown
  >;
  const pageNo = positiveInt(config.pageNo, 1);
  const pageSize = Math.min(positiveInt(config.pageSize, defaultSize), MAX_PAGE_SIZE);
  const start = (pageNo - 1) * pageSize;
  return { rows: rows.slice(start, start + pageSize), totalCount: rows.length, pageNo, pageSize };
}

/** An instant in Indian office hours on the day (UTC midnight) given. */
export function officeTime(rng: Rng, day: number): number {
  return atIst(day, rng.int(10, 18), rng.int(0, 59), rng.int(0, 59));
}

/** 23:59:59 in India on the day given: how the portal writes due dates. */
export function endOfDay(day: number): number {
  return atIst(day, 23, 59, 59);
}

export function days(n: number): number {
  return n * DAY_MS;
}

/** Newest first, ties by id, so pages are stable. */
export function newestFirst<T>(rows: T[], at: (row: T) => number, id: (row: T) => string): T[] {
  return rows.sort((a, b) => at(b) - at(a) || (id(a) < id(b) ? -1 : id(a) > id(b) ? 1 : 0));
}

/** The session's profile and the clock, for handlers. */
export function context(deps: ItDeps, session: Session) {
  return { profile: deps.portal.account(session.pan)!.profile, now: deps.clock.now() };
}

/** `2025` → `2025-26`. */
export function ayText(ay: number): string {
  return `${ay}-${String((ay + 1) % 100).padStart(2, '0')}`;
}

/** `45210` → `45,210` in the Indian grouping (`1,23,456`). */
export function rupees(amount: number): string {
  return new Intl.NumberFormat('en-IN').format(amount);
}

import { FEATURE_LICENCE, type Feature, type OrgInfo } from './features';

/** Licence dates are YYYYMMDD numbers, read as calendar days in India. */
export const LICENCE_TIME_ZONE = 'Asia/Kolkata';

export function dayNumber(date: Date, timeZone = LICENCE_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return Number(`${get('year')}${get('month')}${get('day')}`);
}

/** The calendar day in India as YYYY-MM-DD. */
export function isoDayInIndia(date: Date): string {
  const n = String(dayNumber(date));
  return `${n.slice(0, 4)}-${n.slice(4, 6)}-${n.slice(6, 8)}`;
}

export function addDaysNumber(date: Date, days: number): number {
  return dayNumber(new Date(date.getTime() + days * 86_400_000));
}

/** An expiry day is still valid on that day; a missing expiry is expired. */
export function isExpired(expiry: number | undefined | null, now: Date): boolean {
  return expiry == null || expiry < dayNumber(now);
}

export function licenceExpired(info: OrgInfo, now: Date): boolean {
  return isExpired(info.licExpiry, now);
}

export function licenceAllows(info: OrgInfo, feature: Feature, now: Date): boolean {
  const keys = FEATURE_LICENCE[feature];
  if (licenceExpired(info, now)) return false;
  if (isExpired(info[keys.expiry] as number | undefined, now)) return false;
  return info[keys.active] === true;
}

/**
 * The feature a path belongs to, by the first segment after the organisation id (SPEC §2):
 * it, gst (not gstparty), tds, gstparty, tanparty, panparty, msmeparty, state, icegate.
 * Pre-GST is not in the spec's list, so its screens carry no client-side licence check.
 */
const GUARD_PREFIXES: readonly (readonly [string, Feature])[] = [
  ['gstparty', 'gstparty'],
  ['tanparty', 'tanparty'],
  ['panparty', 'panparty'],
  ['msmeparty', 'msmeparty'],
  ['icegate', 'icegate'],
  ['state', 'state'],
  ['gst', 'gst'],
  ['tds', 'tds'],
  ['it', 'it'],
];

export function featureOfSegment(segment: string | undefined): Feature | null {
  if (!segment) return null;
  for (const [prefix, feature] of GUARD_PREFIXES) {
    if (segment.startsWith(prefix)) return feature;
  }
  return null;
}

/** `/DEMO01/it/proceeding` → `it`; `/DEMO01/gstparty` → `gstparty`; `/DEMO01/user` → null. */
export function featureOfPath(path: string): Feature | null {
  const segments = path.split('/').filter(Boolean);
  return featureOfSegment(segments[1]);
}

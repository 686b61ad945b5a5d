import { FEATURE_LICENCE, type Feature, type OrgInfo } from './features';

/** Licence dates are YYYYMMDD numbers, read as calendar days in India. */
export const LICENCE_TIME_ZONE = 'Asia/Kolkata';

// Making a formatter costs far more than using one (a fifth of a millisecond): every request's
// licence check reads the day, so each time zone's formatter is made once.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

export function dayNumber(date: Date, timeZone = LICENCE_TIME_ZONE): number {
  const parts = dayFormat(timeZone).formatToParts(date);
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
  return licenceRefusal(info, feature, now) === null;
}

/** A YYYYMMDD number as DD-MM-YYYY, for messages. */
function dayText(day: number): string {
  const n = String(day);
  return `${n.slice(6, 8)}-${n.slice(4, 6)}-${n.slice(0, 4)}`;
}

/**
 * Why a feature may not be used now, in words for a run's log or an answer, or null when it may.
 * ICEGATE's date is `licIceGateCounter` (SPEC §3 types it as a YYYYMMDD date like the others).
 */
export function licenceRefusal(info: OrgInfo, feature: Feature, now: Date): string | null {
  const keys = FEATURE_LICENCE[feature];
  if (licenceExpired(info, now))
    return info.licExpiry == null
      ? "The organisation's licence has no end date set"
      : `The organisation's licence ended on ${dayText(info.licExpiry)}`;
  const expiry = info[keys.expiry] as number | undefined;
  if (isExpired(expiry, now))
    return expiry == null
      ? `The ${keys.label} licence has no end date set`
      : `The ${keys.label} licence ended on ${dayText(expiry)}`;
  if (info[keys.active] !== true) return `The ${keys.label} licence is not active`;
  return null;
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

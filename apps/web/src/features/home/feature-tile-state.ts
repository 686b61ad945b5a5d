import { FEATURE_LICENCE, formatDate, isExpired, type Feature, type OrgInfo } from '@taxdesk/domain';

export type FeatureTileState =
  { state: 'active'; until: number | null } | { state: 'expired'; on: number | null } | { state: 'inactive' };

/**
 * A feature's licence as its Home tile shows it: switched off, expired (the feature's own date or
 * the organisation's, whichever ran out), or active until the earlier of the two dates.
 */
export function featureTileState(org: OrgInfo, feature: Feature, now: Date): FeatureTileState {
  const keys = FEATURE_LICENCE[feature];
  if (org[keys.active] !== true) return { state: 'inactive' };
  const own = org[keys.expiry] as number | undefined;
  const overall = org.licExpiry;
  if (isExpired(overall, now)) return { state: 'expired', on: overall ?? null };
  if (isExpired(own, now)) return { state: 'expired', on: own ?? null };
  return { state: 'active', until: Math.min(own!, overall!) };
}

/** `20260331` → `31-Mar-2026`. */
export function formatLicenceDay(day: number | null): string {
  if (day === null) return '';
  const s = String(day);
  return formatDate(`${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`);
}

export function tileStateLabel(tile: FeatureTileState): string {
  switch (tile.state) {
    case 'active':
      return tile.until ? `Active until ${formatLicenceDay(tile.until)}` : 'Active';
    case 'expired':
      return tile.on ? `Expired on ${formatLicenceDay(tile.on)}` : 'Expired';
    case 'inactive':
      return 'Inactive';
  }
}

/** Where each feature's tile leads: the area's home screen in the catalogue. */
export const FEATURE_HOME: Readonly<Record<Feature, string>> = {
  it: '/{orgId}/it',
  gst: '/{orgId}/gst',
  pregst: '/{orgId}/pregst',
  gstparty: '/{orgId}/gstparty',
  tds: '/{orgId}/tds',
  state: '/{orgId}/state',
  tanparty: '/{orgId}/tanparty',
  panparty: '/{orgId}/panparty',
  msmeparty: '/{orgId}/msmeparty',
  icegate: '/{orgId}/icegatehome',
};

import type { OrgInfo } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { FEATURE_HOME, featureTileState, formatLicenceDay, tileStateLabel } from './feature-tile-state';

const now = new Date('2026-06-15T06:00:00Z');
const org: OrgInfo = {
  orgId: 'DEMO01',
  name: 'Demo',
  licExpiry: 20261231,
  licExpiryIt: 20260930,
  isItActive: true,
  licExpiryGst: 20260101,
  isGstActive: true,
  licExpiryTds: 20270331,
  isTdsActive: true,
  licExpiryState: 20270101,
};

describe('featureTileState', () => {
  it('is active until the earlier of the feature and organisation expiry', () => {
    expect(featureTileState(org, 'it', now)).toEqual({ state: 'active', until: 20260930 });
    expect(featureTileState(org, 'tds', now)).toEqual({ state: 'active', until: 20261231 });
  });

  it("is expired when the feature's date has passed", () => {
    expect(featureTileState(org, 'gst', now)).toEqual({ state: 'expired', on: 20260101 });
  });

  it("is expired when the organisation's licence has passed", () => {
    expect(featureTileState({ ...org, licExpiry: 20260601 }, 'it', now)).toEqual({
      state: 'expired',
      on: 20260601,
    });
  });

  it('is inactive when its flag is off or absent, whatever its dates', () => {
    expect(featureTileState(org, 'state', now)).toEqual({ state: 'inactive' });
    expect(featureTileState(org, 'icegate', now)).toEqual({ state: 'inactive' });
  });

  it('labels each state', () => {
    expect(tileStateLabel({ state: 'active', until: 20260930 })).toBe('Active until 30-Sep-2026');
    expect(tileStateLabel({ state: 'expired', on: 20260101 })).toBe('Expired on 01-Jan-2026');
    expect(tileStateLabel({ state: 'expired', on: null })).toBe('Expired');
    expect(tileStateLabel({ state: 'inactive' })).toBe('Inactive');
    expect(formatLicenceDay(null)).toBe('');
  });

  it("leads each feature to its area's home screen", () => {
    expect(FEATURE_HOME.icegate).toBe('/{orgId}/icegatehome');
    expect(Object.keys(FEATURE_HOME)).toHaveLength(10);
  });
});

import { describe, expect, it } from 'vitest';
import type { OrgInfo } from './features';
import {
  dayNumber,
  featureOfPath,
  isExpired,
  licenceAllows,
  licenceExpired,
  licenceRefusal,
} from './licence';

const now = new Date('2026-11-21T10:00:00Z');

describe('licence', () => {
  it('reads today as an Indian calendar day', () => {
    expect(dayNumber(new Date('2026-11-21T20:00:00Z'))).toBe(20261122);
    expect(dayNumber(now)).toBe(20261121);
  });

  it('keeps an expiry day valid through that day', () => {
    expect(isExpired(20261121, now)).toBe(false);
    expect(isExpired(20261120, now)).toBe(true);
    expect(isExpired(undefined, now)).toBe(true);
  });

  it('allows a feature only when the licence, its expiry and its flag all allow it', () => {
    const info: OrgInfo = {
      orgId: 'DEMO01',
      name: 'Demo',
      licExpiry: 20271231,
      licExpiryIt: 20271231,
      isItActive: true,
    };
    expect(licenceAllows(info, 'it', now)).toBe(true);
    expect(licenceAllows({ ...info, isItActive: undefined }, 'it', now)).toBe(false);
    expect(licenceAllows({ ...info, licExpiryIt: 20251231 }, 'it', now)).toBe(false);
    expect(licenceAllows({ ...info, licExpiry: 20251231 }, 'it', now)).toBe(false);
    expect(licenceExpired({ ...info, licExpiry: 20251231 }, now)).toBe(true);
    expect(licenceAllows(info, 'gst', now)).toBe(false);
  });

  it('uses licIceGateCounter as the ICEGATE expiry', () => {
    const info: OrgInfo = {
      orgId: 'DEMO01',
      name: 'Demo',
      licExpiry: 20271231,
      licIceGateCounter: 20271231,
      isIceGateActive: true,
    };
    expect(licenceAllows(info, 'icegate', now)).toBe(true);
    expect(licenceRefusal({ ...info, licIceGateCounter: 20261120 }, 'icegate', now)).toBe(
      'The ICEGATE licence ended on 20-11-2026',
    );
    expect(licenceRefusal({ ...info, isIceGateActive: undefined }, 'icegate', now)).toBe(
      'The ICEGATE licence is not active',
    );
    expect(licenceRefusal({ ...info, licExpiry: 20261001 }, 'icegate', now)).toBe(
      "The organisation's licence ended on 01-10-2026",
    );
  });

  it('matches the first segment after the organisation id by prefix', () => {
    expect(featureOfPath('/DEMO01/it/proceeding')).toBe('it');
    expect(featureOfPath('/DEMO01/gst/notices')).toBe('gst');
    expect(featureOfPath('/DEMO01/gstparty')).toBe('gstparty');
    expect(featureOfPath('/DEMO01/tds/rpproceeding')).toBe('tds');
    expect(featureOfPath('/DEMO01/tanparty')).toBe('tanparty');
    expect(featureOfPath('/DEMO01/icegatehome')).toBe('icegate');
    expect(featureOfPath('/DEMO01/importicegate')).toBe(null);
    expect(featureOfPath('/DEMO01/state/import')).toBe('state');
    expect(featureOfPath('/DEMO01/pregst/notices')).toBe(null);
    expect(featureOfPath('/DEMO01/user')).toBe(null);
    expect(featureOfPath('/DEMO01')).toBe(null);
  });
});

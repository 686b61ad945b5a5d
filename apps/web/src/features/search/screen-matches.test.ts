import { describe, expect, it } from 'vitest';
import { ROUTE_CATALOGUE, type OrgInfo } from '@taxdesk/domain';
import { screenMatches } from './screen-matches';

const now = new Date('2026-11-28T10:00:00Z');
const licensed: OrgInfo = {
  orgId: 'DEMO01',
  name: 'Demo',
  licExpiry: 20271231,
  licExpiryIt: 20271231,
  isItActive: true,
  licExpiryGst: 20271231,
  isGstActive: false,
};
const who = { info: licensed, isPlatformAdmin: false, now };

describe('screen matches', () => {
  it('finds screens by every word of their title or area, titles that start with it first', () => {
    const found = screenMatches(ROUTE_CATALOGUE, 'DEMO01', 'proceeding', who);
    expect(found[0]).toEqual({ title: 'Proceedings', area: 'Income Tax', href: '/DEMO01/it/proceeding' });
    expect(found.map((m) => m.href)).not.toContain('/DEMO01/it/proceeding/{proceedingReqId}');
    expect(screenMatches(ROUTE_CATALOGUE, 'DEMO01', 'income tax settings', who).map((m) => m.href)).toEqual([
      '/DEMO01/it/settings',
    ]);
    expect(screenMatches(ROUTE_CATALOGUE, 'DEMO01', 'calendar', who)).toEqual([
      { title: 'Calendar', area: 'TaxDesk', href: '/DEMO01/calendar' },
    ]);
  });

  it('leaves out what the licence or the role does not open, and too short a word', () => {
    expect(
      screenMatches(ROUTE_CATALOGUE, 'DEMO01', 'gst', who).filter((m) => m.href.includes('/gst/')),
    ).toEqual([]);
    expect(screenMatches(ROUTE_CATALOGUE, 'DEMO01', 'email logs', who)).toEqual([]);
    expect(
      screenMatches(ROUTE_CATALOGUE, 'DEMO01', 'email logs', { ...who, isPlatformAdmin: true }).map(
        (m) => m.href,
      ),
    ).toEqual(['/DEMO01/admin/emaillogs']);
    expect(screenMatches(ROUTE_CATALOGUE, 'DEMO01', 'p', who)).toEqual([]);
    expect(screenMatches(ROUTE_CATALOGUE, 'DEMO01', 'proceeding', { ...who, info: null })).toEqual([]);
  });
});

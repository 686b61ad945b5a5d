import { LICENCE_EXPIRED_MESSAGE, type OrgInfo } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { decideOrgAccess } from './org-access-decision';

const now = new Date('2026-06-15T06:00:00Z'); // 15 June 2026 in India
const licensed: OrgInfo = {
  orgId: 'DEMO01',
  name: 'Demo & Co',
  licExpiry: 20261231,
  licExpiryIt: 20261231,
  isItActive: true,
  licExpiryGst: 20260101,
  isGstActive: true,
  licExpiryTds: 20261231,
  isTdsActive: false,
};

const base = { signedIn: true, org: licensed, fetched: true, feature: null, now } as const;

describe('decideOrgAccess', () => {
  it('sends a signed-out user to sign in before anything else', () => {
    expect(decideOrgAccess({ ...base, signedIn: false, org: null, fetched: false })).toEqual({
      kind: 'sign-in',
    });
    expect(decideOrgAccess({ ...base, signedIn: false, feature: 'gst' })).toEqual({ kind: 'sign-in' });
  });

  it('lets navigation go on when the org info could not be fetched (it is only logged)', () => {
    expect(decideOrgAccess({ ...base, org: null, fetched: false, feature: 'it' })).toEqual({ kind: 'allow' });
  });

  it('sends the user to Login with the reason when a fresh fetch shows the licence expired', () => {
    const expired = { ...licensed, licExpiry: 20260614 };
    expect(decideOrgAccess({ ...base, org: expired })).toEqual({
      kind: 'licence-expired',
      reason: LICENCE_EXPIRED_MESSAGE,
    });
    expect(LICENCE_EXPIRED_MESSAGE).toBe('License has expired');
  });

  it('treats a missing overall expiry as expired', () => {
    const { licExpiry: _gone, ...noExpiry } = licensed;
    expect(decideOrgAccess({ ...base, org: noExpiry }).kind).toBe('licence-expired');
  });

  it('checks the overall expiry only after a fetch, not on a cached copy', () => {
    const expired = { ...licensed, licExpiry: 20260614 };
    expect(decideOrgAccess({ ...base, org: expired, fetched: false })).toEqual({ kind: 'allow' });
    // ...but a licensed area still refuses it, because its licence needs the overall one.
    expect(decideOrgAccess({ ...base, org: expired, fetched: false, feature: 'it' })).toEqual({
      kind: 'no-access',
    });
  });

  it('keeps an expiry day valid through that day', () => {
    expect(decideOrgAccess({ ...base, org: { ...licensed, licExpiry: 20260615 } })).toEqual({
      kind: 'allow',
    });
  });

  it('allows a licensed, active feature', () => {
    expect(decideOrgAccess({ ...base, feature: 'it' })).toEqual({ kind: 'allow' });
    expect(decideOrgAccess({ ...base, fetched: false, feature: 'it' })).toEqual({ kind: 'allow' });
  });

  it('refuses a feature whose own expiry has passed', () => {
    expect(decideOrgAccess({ ...base, feature: 'gst' })).toEqual({ kind: 'no-access' });
  });

  it('refuses a feature whose active flag is false or absent', () => {
    expect(decideOrgAccess({ ...base, feature: 'tds' })).toEqual({ kind: 'no-access' });
    expect(decideOrgAccess({ ...base, feature: 'state' })).toEqual({ kind: 'no-access' });
  });

  it('lets paths outside any licensed area through', () => {
    expect(decideOrgAccess({ ...base, feature: null })).toEqual({ kind: 'allow' });
  });
});

import { ORG_INFO_MAX_AGE_MS, ROUTE_CATALOGUE } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { screenEvents } from './analytics/screen-event';
import { safeReturnTo, splitAppHref, toAppPath } from './navigation/app-path';
import { EMPTY_ORG_INFO, needsOrgInfoFetch } from './org/org-info-freshness';

describe('needsOrgInfoFetch', () => {
  const fetched = {
    orgId: 'DEMO01',
    org: { orgId: 'DEMO01', name: 'Demo' },
    fetchedAt: 1_000_000,
    loading: false,
  };

  it('fetches when never fetched', () => {
    expect(needsOrgInfoFetch(EMPTY_ORG_INFO, 'DEMO01', 1_000_000)).toBe(true);
  });

  it('serves the cache for 30 minutes, then fetches again', () => {
    expect(ORG_INFO_MAX_AGE_MS).toBe(30 * 60_000);
    expect(needsOrgInfoFetch(fetched, 'DEMO01', 1_000_000 + ORG_INFO_MAX_AGE_MS)).toBe(false);
    expect(needsOrgInfoFetch(fetched, 'DEMO01', 1_000_001 + ORG_INFO_MAX_AGE_MS)).toBe(true);
  });

  it('fetches for another organisation, or after a failed first fetch', () => {
    expect(needsOrgInfoFetch(fetched, 'OTHER1', 1_000_000)).toBe(true);
    expect(needsOrgInfoFetch({ ...fetched, org: null }, 'DEMO01', 1_000_000)).toBe(true);
  });
});

describe('app paths', () => {
  it('strips the base', () => {
    expect(toAppPath('/a/DEMO01/it')).toBe('/DEMO01/it');
    expect(toAppPath('/a')).toBe('/');
    expect(toAppPath('/a/')).toBe('/');
    expect(toAppPath('/api/me')).toBe('/api/me');
  });

  it('accepts returnTo only inside the app', () => {
    expect(safeReturnTo('/a/DEMO01')).toBe('/DEMO01');
    expect(safeReturnTo('/a/signup')).toBeNull();
    expect(safeReturnTo('https://x/a/DEMO01')).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
  });

  it('splits a path with a query for the router', () => {
    expect(splitAppHref('/DEMO01/it?status=open&ay=2025')).toEqual({
      to: '/DEMO01/it',
      search: { status: 'open', ay: '2025' },
    });
  });
});

describe('screenEvents', () => {
  const routes = ROUTE_CATALOGUE;

  it('sends page_view and screen_view with the organisation when the path has one', () => {
    expect(screenEvents('/DEMO01/it/proceeding', 'Proceedings', routes)).toEqual([
      { orgId: 'DEMO01', name: 'page_view', path: '/a/{orgId}/it/proceeding', title: 'Proceedings' },
      { orgId: 'DEMO01', name: 'screen_view', path: '/a/{orgId}/it/proceeding', title: 'Proceedings' },
    ]);
  });

  it('sends the route pattern, never a PAN, a GSTIN or an address that matches no screen', () => {
    const [view] = screenEvents('/DEMO01/it/pan/AAAPA1111A', 'PAN Account', routes);
    expect(view).toMatchObject({ orgId: 'DEMO01', path: '/a/{orgId}/it/pan/{pan}' });
    expect(screenEvents('/DEMO01/pregst/27AAAPA1111A1Z5', 'Pre-GST Account', routes)[0]!.path).toBe(
      '/a/{orgId}/pregst/{gstin}',
    );
    expect(screenEvents('/DEMO01/no/such/27AAAPA1111A1Z5', 'Not found', routes)[0]!.path).toBe('/a/*');
  });

  it('sends no organisation for pages outside one', () => {
    expect(screenEvents('/login', 'Login to the IT portal', routes)[0]).toEqual({
      name: 'page_view',
      path: '/a/login',
      title: 'Login to the IT portal',
    });
    expect(screenEvents('/signup', 'Sign Up', routes)[1]).not.toHaveProperty('orgId');
  });
});

import { ROUTE_CATALOGUE } from '@taxdesk/domain';
import { describe, expect, it } from 'vitest';
import { areaNavGroups } from './area-nav';
import { pathForOrgSwitch } from './org-switch-path';
import { OFFLINE_READY_MESSAGE, UPDATE_WAITING_MESSAGE, updateNoticeState } from './update-notice-state';

const pick = (...paths: string[]) => ROUTE_CATALOGUE.filter((r) => paths.includes(r.path));

describe('areaNavGroups', () => {
  const registered = pick(
    '/{orgId}/it',
    '/{orgId}/it/proceeding',
    '/{orgId}/it/proceeding/{proceedingReqId}',
    '/{orgId}/it/pan',
    '/{orgId}/it/noticereport',
    '/{orgId}/it/import',
    '/{orgId}/it/sync',
    '/{orgId}/it/settings',
    '/{orgId}/gst/notices',
    '/{orgId}/synclog',
  );

  it("links the area's registered lists, dashboards, reports, imports and syncs, grouped by kind", () => {
    const groups = areaNavGroups('it', registered, 'DEMO01');
    expect(groups.map((g) => g.label)).toEqual(['Overview', 'Lists', 'Reports', 'Import', 'Sync']);
    expect(groups[1]!.links).toEqual([
      { title: 'Proceedings', href: '/DEMO01/it/proceeding', cataloguePath: '/{orgId}/it/proceeding' },
      { title: 'PAN Accounts', href: '/DEMO01/it/pan', cataloguePath: '/{orgId}/it/pan' },
    ]);
  });

  it('leaves out details, settings and other areas', () => {
    const hrefs = areaNavGroups('it', registered, 'DEMO01').flatMap((g) => g.links.map((l) => l.href));
    expect(hrefs).not.toContain('/DEMO01/it/settings');
    expect(hrefs.some((h) => h.includes('gst') || h.includes('$') || h.includes('{'))).toBe(false);
  });

  it('gives the general header its own screens', () => {
    expect(areaNavGroups('general', registered, 'ABC123')).toEqual([
      {
        label: 'Lists',
        links: [{ title: 'Sync Logs', href: '/ABC123/synclog', cataloguePath: '/{orgId}/synclog' }],
      },
    ]);
  });
});

describe('pathForOrgSwitch', () => {
  it('keeps a screen that needs only the organisation', () => {
    expect(pathForOrgSwitch('/{orgId}/it/proceeding', 'NEW001')).toBe('/NEW001/it/proceeding');
    expect(pathForOrgSwitch('/{orgId}', 'NEW001')).toBe('/NEW001');
  });

  it("goes to the other organisation's Home from a record's detail or an unknown screen", () => {
    expect(pathForOrgSwitch('/{orgId}/it/proceeding/{proceedingReqId}', 'NEW001')).toBe('/NEW001');
    expect(pathForOrgSwitch(undefined, 'NEW001')).toBe('/NEW001');
  });
});

describe('updateNoticeState', () => {
  it('says nothing until the service worker reports', () => {
    expect(updateNoticeState(false, false)).toBeNull();
  });

  it('announces offline readiness without a Reload button', () => {
    expect(updateNoticeState(true, false)).toEqual({ message: 'App Installed', canReload: false });
    expect(OFFLINE_READY_MESSAGE).toBe('App Installed');
  });

  it('offers Reload only when a new version waits, even if offline readiness came too', () => {
    const state = { message: 'New Update available, click on reload button to update.', canReload: true };
    expect(updateNoticeState(false, true)).toEqual(state);
    expect(updateNoticeState(true, true)).toEqual(state);
    expect(UPDATE_WAITING_MESSAGE).toBe(state.message);
  });
});

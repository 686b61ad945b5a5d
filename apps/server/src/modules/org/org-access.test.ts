import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateOrgLicence } from '../../lib/directory';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
let owner: string;
let outsider: string;

beforeAll(async () => {
  s = await createTestServer();
  owner = (await s.memberOf('LICORG')).token;
  outsider = (await s.memberOf('OTHER1')).token;
});
afterAll(() => s.close());

const get = (url: string, token: string) =>
  s.app.inject({ method: 'GET', url, headers: { authtoken: token } });

describe('organisation info and licences', () => {
  it('answers the org info to members only', async () => {
    const res = await get('/api/o/LICORG/org/info', owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { orgId: 'LICORG', isItActive: true, role: 'owner' },
    });
    expect((await get('/api/o/LICORG/org/info', outsider)).statusCode).toBe(404);
    expect((await get('/api/o/NOSUCH/org/info', owner)).statusCode).toBe(404);
    expect((await get('/api/o/bad-id!/org/info', owner)).statusCode).toBe(404);
  });

  it('sends only true flags: absent means false', async () => {
    await updateOrgLicence(s.ctx.db, 'LICORG', { isGstActive: false });
    const info = (await get('/api/o/LICORG/org/info', owner)).json().data;
    expect(info).not.toHaveProperty('isGstActive');
    expect(info.licExpiryIt).toBeGreaterThan(20260000);
  });

  it('answers 403 "You don\'t have access" when a feature\'s licence is out, and opens again when renewed', async () => {
    expect((await get('/api/o/LICORG/records/itNotice', owner)).statusCode).toBe(200);
    await updateOrgLicence(s.ctx.db, 'LICORG', { isItActive: false });
    const closed = await get('/api/o/LICORG/records/itNotice', owner);
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toEqual({ success: false, message: "You don't have access" });
    await updateOrgLicence(s.ctx.db, 'LICORG', { isItActive: true, licExpiryIt: 20200101 });
    expect((await get('/api/o/LICORG/records/itNotice', owner)).statusCode).toBe(403);
    await updateOrgLicence(s.ctx.db, 'LICORG', { licExpiryIt: 20991231, licExpiry: 20200101 });
    expect((await get('/api/o/LICORG/records/itNotice', owner)).statusCode).toBe(403);
    // The org info itself stays readable, so the client can tell the user the licence expired.
    expect((await get('/api/o/LICORG/org/info', owner)).statusCode).toBe(200);
    await updateOrgLicence(s.ctx.db, 'LICORG', { licExpiry: 20991231 });
    expect((await get('/api/o/LICORG/records/itNotice', owner)).statusCode).toBe(200);
  });

  it('keeps general records open whatever the feature licences say', async () => {
    await updateOrgLicence(s.ctx.db, 'LICORG', { isItActive: false });
    expect((await get('/api/o/LICORG/records/syncLog', owner)).statusCode).toBe(200);
    await updateOrgLicence(s.ctx.db, 'LICORG', { isItActive: true });
  });

  it('lets viewers read but not change', async () => {
    const viewer = (await s.memberOf('LICORG', 'viewer')).token;
    expect((await get('/api/o/LICORG/records/itAccount', viewer)).statusCode).toBe(200);
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/o/LICORG/it/accounts',
      headers: { authtoken: viewer },
      payload: { pan: 'AAAPL1234C', password: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('health and analytics', () => {
  it('answers health with the envelope', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { status: 'ok', db: 'ok' } });
  });

  it('stores page views per organisation for members, and without one otherwise', async () => {
    const post = (token: string | null, orgId: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/events',
        headers: token ? { authtoken: token } : {},
        payload: {
          orgId,
          name: 'page_view',
          path: `/a/${orgId}/it/proceeding`,
          title: 'Proceedings | TaxDesk',
        },
      });
    expect((await post(owner, 'LICORG')).statusCode).toBe(202);
    expect((await post(outsider, 'LICORG')).statusCode).toBe(202);
    expect((await post(null, 'LICORG')).statusCode).toBe(202);
    const rows = await s.ctx.pools.owner.query(`SELECT org_id FROM analytics_events ORDER BY id`);
    expect(rows.rows.map((r) => r.org_id)).toEqual(['LICORG', null, null]);
    const bad = await s.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: { name: 'click', path: '/' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('describes the API and how to authenticate', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.components.securitySchemes.AuthToken).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'AuthToken',
    });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/o/{orgId}/org/info', '/api/o/{orgId}/records/{type}']),
    );
  });
});

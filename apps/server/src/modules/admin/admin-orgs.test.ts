import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { issueAccountToken } from '../../lib/auth/account-tokens';
import { adminCast, nonAdmins, type Cast } from '../../../test/admin-test-cast';

let s: TestServer;
let cast: Cast;
const ORG = 'FIRM01';

beforeAll(async () => {
  s = await createTestServer();
  cast = await adminCast(s, ORG);
});
afterAll(() => s.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  s.app.inject({ method, url, headers: token ? { authtoken: token } : {}, payload: payload as object });

describe('operator APIs: organisations and licences', () => {
  it('answer platform admins only; everyone else gets 404, and no token 401', async () => {
    const calls: [Method, string, unknown?][] = [
      ['GET', '/api/admin/orgs'],
      ['GET', `/api/admin/orgs/${ORG}`],
      ['PUT', `/api/admin/orgs/${ORG}/licence`, { licExpiry: 20991231 }],
      ['POST', '/api/admin/orgs', { name: 'Not made', ownerEmail: 'x@example.com' }],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, payload] of calls) {
      for (const [who, token] of nonAdmins(cast)) {
        const res = await call(method, url, token, payload);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(404);
      }
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/admin/orgs', cast.admin)).statusCode).toBe(200);
    const made = await s.ctx.pools.owner.query(`SELECT 1 FROM orgs WHERE name = 'Not made'`);
    expect(made.rowCount).toBe(0);
  });

  it('lists organisations with their licences, searched and paged', async () => {
    const all = (await call('GET', '/api/admin/orgs?pageSize=2', cast.admin)).json().data;
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.rows).toHaveLength(2);
    const found = (await call('GET', `/api/admin/orgs?q=firm0`, cast.admin)).json().data;
    expect(found.rows.map((r: { orgId: string }) => r.orgId)).toEqual([ORG]);
    const row = found.rows[0];
    expect(row.members).toBe(2);
    expect(row.owners).toHaveLength(1);
    expect(row.licence.features.it).toMatchObject({ label: 'Income Tax', active: true, open: true });
    const page2 = (await call('GET', '/api/admin/orgs?pageSize=2&page=2', cast.admin)).json().data;
    expect(page2.rows[0].orgId).not.toBe(all.rows[0].orgId);
    expect((await call('GET', '/api/admin/orgs?pageSize=500', cast.admin)).statusCode).toBe(400);
  });

  it('closes a feature with its licence and opens it again, and logs each change', async () => {
    const notices = () => call('GET', `/api/o/${ORG}/records/itNotice`, cast.owner);
    expect((await notices()).statusCode).toBe(200);

    const off = await call('PUT', `/api/admin/orgs/${ORG}/licence`, cast.admin, {
      features: { it: { active: false } },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.features.it).toMatchObject({ active: false, open: false });
    expect((await notices()).statusCode).toBe(403);
    expect((await notices()).json().message).toBe("You don't have access");

    await call('PUT', `/api/admin/orgs/${ORG}/licence`, cast.admin, {
      features: { it: { active: true, expiry: 20200131 } },
    });
    expect((await notices()).statusCode).toBe(403);
    await call('PUT', `/api/admin/orgs/${ORG}/licence`, cast.admin, {
      features: { it: { expiry: 20991231 } },
    });
    expect((await notices()).statusCode).toBe(200);

    await call('PUT', `/api/admin/orgs/${ORG}/licence`, cast.admin, { licExpiry: 20200101 });
    expect((await notices()).statusCode).toBe(403);
    const reopened = await call('PUT', `/api/admin/orgs/${ORG}/licence`, cast.admin, {
      licExpiry: 20991231,
      features: { icegate: { expiry: 20981231 } },
    });
    expect(reopened.json().data.features.icegate.expiry).toBe(20981231);
    expect((await notices()).statusCode).toBe(200);
    const info = (await call('GET', `/api/o/${ORG}/org/info`, cast.owner)).json().data;
    expect(info).toMatchObject({ licExpiry: 20991231, licIceGateCounter: 20981231, isItActive: true });

    const audit = (await call('GET', `/api/admin/audit?orgId=${ORG}`, cast.admin)).json().data.rows;
    expect(audit.length).toBe(5);
    expect(audit[0]).toMatchObject({
      action: 'licence.set',
      orgId: ORG,
      actor: expect.stringMatching(/^operator-/),
      details: {
        before: { licExpiry: 20200101 },
        after: { licExpiry: 20991231, licIceGateCounter: 20981231 },
      },
    });
  });

  it('refuses bad licence input and changes nothing', async () => {
    const before = (await call('GET', `/api/admin/orgs/${ORG}`, cast.admin)).json().data.licence;
    for (const payload of [
      { licExpiry: 20271331 },
      { licExpiry: '20271231' },
      { licExpiry: 2027123 },
      { features: { it: { expiry: 20270230 } } },
      { features: { nope: { active: true } } },
      { features: { it: { active: 'yes' } } },
      { extra: 1 },
    ]) {
      const res = await call('PUT', `/api/admin/orgs/${ORG}/licence`, cast.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await call('PUT', `/api/admin/orgs/NOSUCH/licence`, cast.admin, { licExpiry: 20991231 })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `/api/admin/orgs/bad!/licence`, cast.admin, { licExpiry: 20991231 })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/admin/orgs/${ORG}`, cast.admin)).json().data.licence).toEqual(before);
  });

  it('creates an organisation for a firm: an existing user becomes its owner', async () => {
    const existing = await s.memberOf('SOMEON', 'member', 'partner@firm.example');
    const res = await call('POST', '/api/admin/orgs', cast.admin, {
      name: 'Kapoor & Co',
      ownerEmail: 'Partner@Firm.example',
      orgId: 'kapoor',
      days: 90,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ orgId: 'KAPOOR', owner: { status: 'member' }, licenceDays: 90 });
    const mine = await s.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authtoken: existing.token },
    });
    expect(mine.json().data.orgs).toContainEqual({ orgId: 'KAPOOR', name: 'Kapoor & Co', role: 'owner' });
    const info = (await call('GET', '/api/o/KAPOOR/org/info', existing.token)).json().data;
    expect(info.isGstActive).toBe(true);
    expect(info.licExpiry).toBeGreaterThan(Number(new Date().toISOString().slice(0, 10).replace(/-/g, '')));
    expect(
      (
        await call('POST', '/api/admin/orgs', cast.admin, {
          name: 'Again',
          ownerEmail: 'a@b.example',
          orgId: 'KAPOOR',
        })
      ).statusCode,
    ).toBe(409);
  });

  it('creates an organisation for a new firm: its owner is invited by email and can accept', async () => {
    const res = await call('POST', '/api/admin/orgs', cast.admin, {
      name: 'Mehta Associates',
      ownerEmail: 'ca.mehta@example.com',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.orgId).toMatch(/^[A-Z0-9]{6}$/);
    expect(data.owner).toMatchObject({ status: 'invited', emailStatus: 'logged' });
    // The token rides in the link's fragment, which browsers never send to a server.
    const token = new URLSearchParams(new URL(data.owner.acceptUrl).hash.slice(1)).get('invite');
    const mail = await s.ctx.pools.owner.query(
      `SELECT * FROM email_log WHERE recipient = 'ca.mehta@example.com'`,
    );
    expect(mail.rows[0]).toMatchObject({ org_id: data.orgId, template: 'invite', status: 'logged' });

    // The invited owner registers, confirms the address and accepts: they are the owner.
    const reg = await s.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'ca.mehta@example.com', password: 'long-enough-1' },
    });
    const idToken = reg.json().data.token;
    // No mail server here: the link's token is made as the registration's email makes it.
    const identity = await s.ctx.pools.owner.query(
      `SELECT id FROM identities WHERE email = 'ca.mehta@example.com'`,
    );
    const link = await issueAccountToken(
      s.ctx,
      { id: identity.rows[0].id, email: 'ca.mehta@example.com' },
      'verify_email',
    );
    const verified = await s.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: link.token },
    });
    expect(verified.statusCode).toBe(200);
    const accept = await s.app.inject({
      method: 'POST',
      url: '/api/invitations/accept',
      headers: { authtoken: idToken },
      payload: { orgId: data.orgId, token, name: 'Rakesh Mehta' },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const role = await s.ctx.pools.owner.query(
      `SELECT m.role FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = $1 AND u.email = $2`,
      [data.orgId, 'ca.mehta@example.com'],
    );
    expect(role.rows[0].role).toBe('owner');
  });

  it('refuses a bad new organisation and creates nothing', async () => {
    const count = async () =>
      Number((await s.ctx.pools.owner.query('SELECT count(*) n FROM orgs')).rows[0].n);
    const before = await count();
    for (const payload of [
      { name: '', ownerEmail: 'a@b.example' },
      { name: 'X', ownerEmail: 'not an email' },
      { name: 'X', ownerEmail: 'a@b.example', orgId: 'ABC' },
      { name: 'X', ownerEmail: 'a@b.example', orgId: 'signup' },
      { name: 'X', ownerEmail: 'a@b.example', days: 0 },
      { name: 'X' },
    ]) {
      const res = await call('POST', '/api/admin/orgs', cast.admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});

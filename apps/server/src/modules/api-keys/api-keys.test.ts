import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
const ORG = 'KEYS01';
let owner: { token: string; userId: string; email: string };

beforeAll(async () => {
  s = await createTestServer();
  owner = await s.memberOf(ORG, 'owner');
  await s.memberOf('KEYS02', 'owner');
});
afterAll(() => s.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const asUser = (method: Method, url: string, token: string, payload?: object) =>
  s.app.inject({ method, url, headers: { authtoken: token }, payload });
const withKey = (method: Method, url: string, key: string, payload?: object) =>
  s.app.inject({ method, url, headers: { 'x-api-key': key }, payload });
const withBearer = (method: Method, url: string, key: string, payload?: object) =>
  s.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, payload });

async function makeKey(body: object): Promise<{ key: string; id: string }> {
  const res = await asUser('POST', `/api/o/${ORG}/api-keys`, owner.token, body);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

describe('API keys', () => {
  it('are created by owners and admins only, shown once and stored hashed', async () => {
    for (const role of ['member', 'viewer'] as const) {
      const who = await s.memberOf(ORG, role);
      expect(
        (await asUser('POST', `/api/o/${ORG}/api-keys`, who.token, { name: 'x', scope: 'read' })).statusCode,
      ).toBe(403);
      expect((await asUser('GET', `/api/o/${ORG}/api-keys`, who.token)).statusCode).toBe(403);
    }
    const admin = await s.memberOf(ORG, 'admin');
    const created = await asUser('POST', `/api/o/${ORG}/api-keys`, admin.token, {
      name: 'Reports',
      scope: 'read',
    });
    expect(created.statusCode).toBe(200);
    const { key, prefix } = created.json().data;
    expect(key).toMatch(/^tdk_KEYS01_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(prefix)).toBe(true);

    const list = (await asUser('GET', `/api/o/${ORG}/api-keys`, owner.token)).json().data;
    expect(list).toContainEqual(
      expect.objectContaining({ name: 'Reports', scope: 'read', status: 'active', prefix }),
    );
    expect(JSON.stringify(list)).not.toContain(key);
    const stored = await s.ctx.pools.owner.query('SELECT secret_hash FROM api_keys');
    expect(JSON.stringify(stored.rows)).not.toContain(key.slice(11));
  });

  it('stand in for a user token on organisation APIs, by X-API-Key or Bearer', async () => {
    const { key } = await makeKey({ name: 'Reader', scope: 'read' });
    const viaHeader = await withKey('GET', `/api/o/${ORG}/records/itNotice`, key);
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json().data.rows).toEqual([]);
    expect((await withBearer('GET', `/api/o/${ORG}/org/info`, key)).json().data).toMatchObject({
      orgId: ORG,
      role: 'viewer',
    });
    expect((await withKey('GET', `/api/o/${ORG.toLowerCase()}/members`, key)).statusCode).toBe(200);
    const listed = (await asUser('GET', `/api/o/${ORG}/api-keys`, owner.token)).json().data;
    expect(listed.find((k: { name: string }) => k.name === 'Reader').lastUsedAt).not.toBeNull();
  });

  it('act with their scope: a read key cannot write, a read-and-write key can', async () => {
    const reader = (await makeKey({ name: 'R', scope: 'read' })).key;
    const writer = (await makeKey({ name: 'W', scope: 'write' })).key;
    const account = { pan: 'AAAPL1234C', password: 'portal-pass', name: 'Client' };
    const refused = await withKey('POST', `/api/o/${ORG}/it/accounts`, reader, account);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This API key may only read');
    expect((await withKey('POST', `/api/o/${ORG}/it/accounts`, writer, account)).statusCode).toBe(200);
    const accounts = await withKey('GET', `/api/o/${ORG}/records/itAccount`, reader);
    expect(accounts.json().data.rows.map((r: { key: string }) => r.key)).toEqual(['AAAPL1234C']);
    // Even a read-and-write key is no administrator: members, keys and settings stay with people.
    expect((await withKey('GET', `/api/o/${ORG}/api-keys`, writer)).statusCode).toBe(403);
    expect(
      (await withKey('POST', `/api/o/${ORG}/api-keys`, writer, { name: 'x', scope: 'write' })).statusCode,
    ).toBe(403);
    expect(
      (
        await withKey('POST', `/api/o/${ORG}/members/invitations`, writer, {
          email: 'a@b.co',
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await withKey('PATCH', `/api/o/${ORG}/members/${owner.userId}`, writer, { role: 'viewer' }))
        .statusCode,
    ).toBe(403);
  });

  it('reach only their own organisation and only organisation APIs', async () => {
    const { key } = await makeKey({ name: 'Mine', scope: 'write' });
    expect((await withKey('GET', '/api/o/KEYS02/records/itNotice', key)).statusCode).toBe(404);
    expect((await withKey('GET', '/api/o/NOSUCH/records/itNotice', key)).statusCode).toBe(404);
    expect((await withKey('GET', '/api/me', key)).statusCode).toBe(401);
  });

  it('answer 401 once revoked, expired, unknown or malformed', async () => {
    const { key, id } = await makeKey({ name: 'Temp', scope: 'read' });
    const url = `/api/o/${ORG}/records/itNotice`;
    expect((await withKey('GET', url, key)).statusCode).toBe(200);
    const member = await s.memberOf(ORG, 'member');
    expect((await asUser('DELETE', `/api/o/${ORG}/api-keys/${id}`, member.token)).statusCode).toBe(403);
    expect((await withKey('DELETE', `/api/o/${ORG}/api-keys/${id}`, key)).statusCode).toBe(403);
    const revoked = await asUser('DELETE', `/api/o/${ORG}/api-keys/${id}`, owner.token);
    expect(revoked.statusCode).toBe(200);
    const after = await withKey('GET', url, key);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/not valid/);
    expect((await withBearer('GET', url, key)).statusCode).toBe(401);
    expect((await asUser('DELETE', `/api/o/${ORG}/api-keys/${id}`, owner.token)).statusCode).toBe(404);

    const soon = await makeKey({
      name: 'Soon',
      scope: 'read',
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect((await withKey('GET', url, soon.key)).statusCode).toBe(200);
    await s.ctx.pools.owner.query(
      `UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [soon.id],
    );
    const expired = await withKey('GET', url, soon.key);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/expired/);
    const status = (await asUser('GET', `/api/o/${ORG}/api-keys`, owner.token)).json().data;
    expect(status.find((k: { id: string }) => k.id === soon.id).status).toBe('expired');

    expect((await withKey('GET', url, `${soon.key.slice(0, -2)}AA`)).statusCode).toBe(401);
    expect((await withKey('GET', url, 'tdk_nonsense')).statusCode).toBe(401);
    expect((await withKey('GET', url, 'hello')).statusCode).toBe(401);
  });

  it('refuses bad input', async () => {
    const past = await asUser('POST', `/api/o/${ORG}/api-keys`, owner.token, {
      name: 'Old',
      scope: 'read',
      expiresAt: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('expiresAt');
    expect(
      (await asUser('POST', `/api/o/${ORG}/api-keys`, owner.token, { name: '', scope: 'read' })).statusCode,
    ).toBe(400);
    expect(
      (await asUser('POST', `/api/o/${ORG}/api-keys`, owner.token, { name: 'x', scope: 'admin' })).statusCode,
    ).toBe(400);
    expect(
      (
        await asUser('POST', `/api/o/${ORG}/api-keys`, owner.token, {
          name: 'x',
          scope: 'read',
          expiresAt: 'soon',
        })
      ).statusCode,
    ).toBe(400);
    expect((await asUser('DELETE', `/api/o/${ORG}/api-keys/not-a-uuid`, owner.token)).statusCode).toBe(400);
  });

  it('stop working when their creator leaves or loses the role that made them', async () => {
    const url = `/api/o/${ORG}/records/itNotice`;
    const admin = await s.memberOf(ORG, 'admin');
    const make = async (name: string) => {
      const res = await asUser('POST', `/api/o/${ORG}/api-keys`, admin.token, { name, scope: 'read' });
      expect(res.statusCode).toBe(200);
      return res.json().data.key as string;
    };
    const demoted = await make('Admin report');
    expect((await withKey('GET', url, demoted)).statusCode).toBe(200);
    await s.ctx.pools.owner.query(
      `UPDATE memberships SET role = 'member' WHERE org_id = $1 AND user_id = $2`,
      [ORG, admin.userId],
    );
    const refused = await withKey('GET', url, demoted);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toMatch(/no longer an owner or admin/);
    // The role back: the key works again (it was never revoked, only its creator's standing checked).
    await s.ctx.pools.owner.query(
      `UPDATE memberships SET role = 'admin' WHERE org_id = $1 AND user_id = $2`,
      [ORG, admin.userId],
    );
    expect((await withKey('GET', url, demoted)).statusCode).toBe(200);
    // Removed from the organisation: every key they made stops.
    await s.ctx.pools.owner.query(`DELETE FROM memberships WHERE org_id = $1 AND user_id = $2`, [
      ORG,
      admin.userId,
    ]);
    expect((await withKey('GET', url, demoted)).statusCode).toBe(401);
  });

  it('expire after a year unless made to end sooner, and never later', async () => {
    const made = await asUser('POST', `/api/o/${ORG}/api-keys`, owner.token, {
      name: 'Yearly',
      scope: 'read',
    });
    const expires = new Date(made.json().data.expiresAt).getTime();
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(365);
    const tooLate = await asUser('POST', `/api/o/${ORG}/api-keys`, owner.token, {
      name: 'Forever',
      scope: 'read',
      expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString(),
    });
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().errors[0].field).toBe('expiresAt');
    const never = await asUser('POST', `/api/o/${ORG}/api-keys`, owner.token, {
      name: 'Never',
      scope: 'read',
      expiresAt: null,
    });
    expect(never.json().data.expiresAt).not.toBeNull();
  });

  it('are described in the OpenAPI document with both ways to authenticate', async () => {
    const doc = (await s.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.components.securitySchemes)).toEqual(
      expect.arrayContaining(['AuthToken', 'ApiKey', 'BearerApiKey']),
    );
    expect(doc.components.securitySchemes.ApiKey).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'X-API-Key',
    });
    expect(doc.info.description).toMatch(/X-API-Key/);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/o/{orgId}/api-keys']));
  });
});

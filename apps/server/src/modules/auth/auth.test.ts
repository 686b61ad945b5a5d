import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  s.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('built-in accounts', () => {
  it('signs in, answers the envelope with a token, and refuses a wrong password', async () => {
    await s.memberOf('AUTH01', 'owner', 'asha@example.com');
    const res = await post('/api/auth/login', { email: 'Asha@Example.com ', password: 'test-password' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.token).toMatch(/^ey/);
    expect(body.data.refreshToken).toBeTruthy();

    const bad = await post('/api/auth/login', { email: 'asha@example.com', password: 'nope' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toMatchObject({ success: false, message: 'Wrong email or password' });
  });

  it('rejects malformed input with the field and the reason', async () => {
    const res = await post('/api/auth/login', { email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({
      field: 'email',
      message: 'Please enter a valid email address.',
    });
  });

  it('rate-limits repeated failures for one email', async () => {
    await s.memberOf('AUTH02', 'owner', 'ravi@example.com');
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/login', { email: 'ravi@example.com', password: 'bad' })).statusCode).toBe(
        401,
      );
    const limited = await post('/api/auth/login', { email: 'ravi@example.com', password: 'test-password' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('revokes a refresh token on logout', async () => {
    await s.memberOf('AUTH04', 'owner', 'kiran@example.com');
    const session = (
      await post('/api/auth/login', { email: 'kiran@example.com', password: 'test-password' })
    ).json().data;
    expect((await post('/api/auth/logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect((await post('/api/auth/refresh', { refreshToken: session.refreshToken })).statusCode).toBe(401);
  });
});

describe('identity without a profile', () => {
  it('answers 412 until signup creates the profile and a first organisation', async () => {
    const reg = await post('/api/auth/register', { email: 'new@example.com', password: 'long-enough-pw' });
    expect(reg.statusCode).toBe(200);
    const token = reg.json().data.token;
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/me', headers: { authtoken: token } })).statusCode,
    ).toBe(412);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/o/AUTH01/org/info', headers: { authtoken: token } }))
        .statusCode,
    ).toBe(412);

    const signup = await post(
      '/api/auth/signup',
      { name: 'New Person', orgName: 'New & Co' },
      { authtoken: token },
    );
    expect(signup.statusCode).toBe(200);
    const { orgId, token: fresh } = signup.json().data;
    expect(orgId).toMatch(/^[A-Z0-9]{6}$/);
    const me = await s.app.inject({ method: 'GET', url: '/api/me', headers: { authtoken: fresh } });
    expect(me.json().data.orgs).toEqual([{ orgId, name: 'New & Co', role: 'owner' }]);
    const info = await s.app.inject({
      method: 'GET',
      url: `/api/o/${orgId}/org/info`,
      headers: { authtoken: fresh },
    });
    expect(info.json().data).toMatchObject({ orgId, isItActive: true });

    expect(
      (await post('/api/auth/signup', { name: 'x', orgName: 'y' }, { authtoken: fresh })).statusCode,
    ).toBe(409);
  });

  it('answers 401 without a token or with a forged one', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    expect(
      (
        await s.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: { authtoken: 'eyJhbGciOiJIUzI1NiJ9.e30.x' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { adminCast, nonAdmins, type Cast } from '../../../test/admin-test-cast';

let s: TestServer;
let cast: Cast;
beforeAll(async () => {
  s = await createTestServer();
  cast = await adminCast(s, 'LOCKS1');
});
afterAll(() => s.close());

const locks = (token = cast.admin) =>
  s.app.inject({ method: 'GET', url: '/api/admin/sign-in-locks', headers: { authtoken: token } });
const clear = (query: string, token = cast.admin) =>
  s.app.inject({ method: 'DELETE', url: `/api/admin/sign-in-locks?${query}`, headers: { authtoken: token } });
const signIn = (email: string, password: string, from: string) =>
  s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: from });

describe('sign-in locks for the operator', () => {
  it('is for platform admins only', async () => {
    for (const [who, token] of nonAdmins(cast)) {
      expect((await locks(token)).statusCode, who).toBe(404);
      expect((await clear('address=127.0.0.2', token)).statusCode, who).toBe(404);
    }
  });

  it('lists an address locked for an account, and clearing it lets that person in again', async () => {
    const { email } = await s.memberOf('LOCKS1', 'member', 'locked-out@example.com');
    for (let i = 0; i < 5; i++) await signIn(email, 'wrong', '127.0.0.2');
    expect((await signIn(email, 'test-password', '127.0.0.2')).statusCode).toBe(429);

    const listed = await locks();
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ kind: 'pair', address: '127.0.0.2', email, failures: 5 }),
    ]);

    const cleared = await clear(`address=127.0.0.2&email=${encodeURIComponent(email)}`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ message: 'Sign-in lock cleared', data: { cleared: 5 } });
    expect((await locks()).json().data).toEqual([]);
    expect((await signIn(email, 'test-password', '127.0.0.2')).statusCode).toBe(200);

    const audit = await s.ctx.pools.owner.query(
      "SELECT actor, target FROM admin_audit_log WHERE action = 'sign-in-lock.clear'",
    );
    expect(audit.rows).toEqual([{ actor: 'operator-locks1@example.com', target: `127.0.0.2 ${email}` }]);
  });

  it('shows a sprayed address and clears it by address alone', async () => {
    for (let i = 0; i < 20; i++) await signIn(`sprayed${i}@example.com`, 'Winter2026', '127.0.0.3');
    const data = (await locks()).json().data as { kind: string; address: string | null }[];
    expect(data).toContainEqual(
      expect.objectContaining({ kind: 'address', address: '127.0.0.3', email: null }),
    );
    expect((await clear('address=127.0.0.3')).json().data).toEqual({ cleared: 20 });
    expect((await signIn('sprayed0@example.com', 'Winter2026', '127.0.0.3')).statusCode).toBe(401);
  });

  it('shows an account failing from many addresses and clears it by email alone', async () => {
    const { email } = await s.memberOf('LOCKS1', 'member', 'many-addresses@example.com');
    for (let i = 1; i <= 10; i++) await signIn(email, 'guess', `127.0.2.${i}`);
    const data = (await locks()).json().data as { kind: string }[];
    expect(data).toContainEqual(
      // The member signed in once when set up (from 127.0.0.1): that address still gets in.
      expect.objectContaining({ kind: 'account', address: null, email, failures: 10, knownAddresses: 1 }),
    );
    expect((await signIn(email, 'test-password', '127.0.2.1')).statusCode).toBe(429);
    expect((await clear(`email=${encodeURIComponent(email.toUpperCase())}`)).json().data).toEqual({
      cleared: 10,
    });
    expect((await signIn(email, 'test-password', '127.0.2.1')).statusCode).toBe(200);
  });

  it('wants an address or an email to clear', async () => {
    const res = await s.app.inject({
      method: 'DELETE',
      url: '/api/admin/sign-in-locks',
      headers: { authtoken: cast.admin },
    });
    expect(res.statusCode).toBe(400);
  });
});

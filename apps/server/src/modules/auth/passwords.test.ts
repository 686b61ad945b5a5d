import { randomBytes, scryptSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { scryptParams } from '../../lib/crypto/password-hash';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

/** A hash as TaxDesk made them before the work factor was raised (scrypt at N=2^log2n). */
function oldHash(password: string, log2n: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 64, { N: 2 ** log2n, r: 8, p: 1 });
  return ['scrypt', 2 ** log2n, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
}

const storedHash = async (email: string): Promise<string> =>
  (
    await s.ctx.pools.owner.query(
      `SELECT password_hash FROM identities WHERE provider = 'local' AND subject = $1`,
      [email],
    )
  ).rows[0].password_hash;

const login = (email: string, password: string) =>
  s.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('passwords', () => {
  it('replaces a hash of a weaker work factor at the next right sign-in, and not at a wrong one', async () => {
    const { email } = await s.memberOf('HASH01', 'member');
    const weaker = oldHash('test-password', Math.log2(scryptParams().N) - 2);
    await s.ctx.pools.owner.query(`UPDATE identities SET password_hash = $1 WHERE subject = $2`, [
      weaker,
      email,
    ]);

    expect((await login(email, 'wrong-password')).statusCode).toBe(401);
    expect(await storedHash(email)).toBe(weaker);

    expect((await login(email, 'test-password')).statusCode).toBe(200);
    const upgraded = await storedHash(email);
    expect(upgraded).not.toBe(weaker);
    expect(Number(upgraded.split('$')[1])).toBe(scryptParams().N);
    // The new hash holds the same password.
    expect((await login(email, 'test-password')).statusCode).toBe(200);
    expect(await storedHash(email)).toBe(upgraded);
  });

  it('refuses a common password at registration, in any case', async () => {
    for (const password of ['password1', 'Qwertyuiop']) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: `new-${password}@example.com`, password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toMatch(/most common/);
    }
    const fine = await s.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'new-fine@example.com', password: 'tiger-lantern-47' },
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('changes with the current password only, refuses a common new one, and ends the other sessions', async () => {
    const { email, token } = await s.memberOf('HASH02', 'member');
    const other = (await login(email, 'test-password')).json().data.token as string;
    const change = (body: object) =>
      s.app.inject({ method: 'POST', url: '/api/me/password', headers: { authtoken: token }, payload: body });

    expect((await change({ currentPassword: 'not-it', newPassword: 'tiger-lantern-47' })).statusCode).toBe(
      403,
    );
    const common = await change({ currentPassword: 'test-password', newPassword: 'password1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toMatch(/most common/);
    expect((await login(email, 'test-password')).statusCode).toBe(200);

    const done = await change({ currentPassword: 'test-password', newPassword: 'tiger-lantern-47' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.signedOut).toBeGreaterThanOrEqual(2);
    // This session stays; the others end at once.
    const me = (t: string) => s.app.inject({ method: 'GET', url: '/api/me', headers: { authtoken: t } });
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect((await login(email, 'test-password')).statusCode).toBe(401);
    expect((await login(email, 'tiger-lantern-47')).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { REFRESH_REUSE_WINDOW_MS } from '../../lib/auth/sessions';

/** The server's clock runs ahead of the real one by this much; tests move it forward. */
let offsetMs = 0;
let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ now: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => s.close());

const advance = (ms: number) => {
  offsetMs += ms;
};
const refresh = (refreshToken: string) =>
  s.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

type Session = { token: string; refreshToken: string };

async function signIn(orgId: string, email: string): Promise<Session> {
  await s.memberOf(orgId, 'owner', email);
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'test-password' },
  });
  return res.json().data as Session;
}

async function rotate(refreshToken: string): Promise<Session> {
  const res = await refresh(refreshToken);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Session;
}

describe('refresh token rotation', () => {
  it('answers a reused token within the reuse window with the same successor, not a new one', async () => {
    const first = await signIn('RFSH01', 'lost-answer@example.com');
    const second = await rotate(first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);

    // The answer to that refresh never arrived: the browser sends the same token again.
    advance(REFRESH_REUSE_WINDOW_MS - 5_000);
    const again = await rotate(first.refreshToken);
    expect(again.refreshToken).toBe(second.refreshToken);
    expect(await rotate(first.refreshToken)).toMatchObject({ refreshToken: second.refreshToken });
    const me = await s.app.inject({ method: 'GET', url: '/api/me', headers: { authtoken: again.token } });
    expect(me.json().data.user.email).toBe('lost-answer@example.com');
    const tokens = await s.ctx.pools.owner.query(
      `SELECT count(*)::int AS n FROM refresh_tokens WHERE identity_id = (SELECT id FROM identities WHERE email = $1)`,
      ['lost-answer@example.com'],
    );
    // memberOf's own sign-in, this sign-in's first token and its one successor: no more.
    expect(tokens.rows[0].n).toBe(3);
    await rotate(second.refreshToken);
  });

  it('ends a session at its absolute lifetime, however often it refreshed', async () => {
    let current = await signIn('RFSH06', 'long-lived@example.com');
    for (let day = 0; day < 29; day++) {
      advance(86_400_000);
      current = await rotate(current.refreshToken);
    }
    advance(86_400_000 + 1_000);
    const late = await refresh(current.refreshToken);
    expect(late.statusCode).toBe(401);
    const me = await s.app.inject({ method: 'GET', url: '/api/me', headers: { authtoken: current.token } });
    expect(me.statusCode).toBe(401);
  });

  it('revokes the whole family when a spent token comes back after the window', async () => {
    const first = await signIn('RFSH02', 'replayed@example.com');
    const second = await rotate(first.refreshToken);
    advance(REFRESH_REUSE_WINDOW_MS + 1_000);
    const replay = await refresh(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Your session has ended; please sign in again');
    expect((await refresh(second.refreshToken)).statusCode).toBe(401);
  });

  it('counts the window from the first spend, so reuses within it do not stretch it', async () => {
    const first = await signIn('RFSH03', 'stretch@example.com');
    const second = await rotate(first.refreshToken);
    advance(REFRESH_REUSE_WINDOW_MS / 2);
    const within = await rotate(first.refreshToken);
    advance(REFRESH_REUSE_WINDOW_MS / 2 + 1_000);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
    for (const token of [second.refreshToken, within.refreshToken])
      expect((await refresh(token)).statusCode).toBe(401);
  });

  it('lets two tabs refresh with the same token at the same moment', async () => {
    const first = await signIn('RFSH04', 'two-tabs@example.com');
    const answers = await Promise.all([refresh(first.refreshToken), refresh(first.refreshToken)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((a) => a.json().data as Session);
    expect(a!.refreshToken).toBe(b!.refreshToken);
    await rotate(a!.refreshToken);
  });

  it('does not revive a family that was signed out', async () => {
    const first = await signIn('RFSH05', 'signed-out@example.com');
    const second = await rotate(first.refreshToken);
    const out = await s.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: second.refreshToken },
    });
    expect(out.statusCode).toBe(200);
    expect((await refresh(first.refreshToken)).statusCode).toBe(401);
  });
});

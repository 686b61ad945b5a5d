import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInSession } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

type Session = { token: string; refreshToken: string };

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function signIn(email: string, userAgent: string, address = '203.0.113.7'): Promise<Session> {
  const res = await s.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'test-password' },
    headers: { 'user-agent': userAgent },
    remoteAddress: address,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Session;
}

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  s.app.inject({ method, url, headers: { authtoken: token }, ...(payload ? { payload } : {}) });

async function sessionsOf(token: string): Promise<SignedInSession[]> {
  const res = await call(token, 'GET', '/api/me/sessions');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as SignedInSession[];
}

const refresh = (refreshToken: string) =>
  s.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

describe('signed-in sessions', () => {
  it('lists each sign-in with its device and address, the caller’s own marked', async () => {
    await s.memberOf('SESS01', 'member', 'two-browsers@example.com');
    const office = await signIn('two-browsers@example.com', CHROME_WINDOWS, '203.0.113.7');
    const home = await signIn('two-browsers@example.com', FIREFOX_LINUX, '198.51.100.20');
    const seen = await sessionsOf(office.token);
    const mine = seen.filter((x) => x.device === 'Chrome on Windows' || x.device === 'Firefox on Linux');
    expect(mine).toHaveLength(2);
    expect(seen.find((x) => x.current)).toMatchObject({
      device: 'Chrome on Windows',
      address: '203.0.113.7',
    });
    expect(seen.find((x) => x.device === 'Firefox on Linux')).toMatchObject({
      address: '198.51.100.20',
      current: false,
    });
    // The same list from the other browser marks that one.
    expect((await sessionsOf(home.token)).find((x) => x.current)?.device).toBe('Firefox on Linux');
  });

  it('signs one session out: its token stops at once and its refresh is refused', async () => {
    await s.memberOf('SESS02', 'member', 'lost-laptop@example.com');
    const here = await signIn('lost-laptop@example.com', CHROME_WINDOWS);
    const laptop = await signIn('lost-laptop@example.com', FIREFOX_LINUX);
    const target = (await sessionsOf(here.token)).find((x) => x.device === 'Firefox on Linux')!;
    expect((await call(laptop.token, 'GET', '/api/me')).statusCode).toBe(200);

    const res = await call(here.token, 'DELETE', `/api/me/sessions/${target.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await call(laptop.token, 'GET', '/api/me')).statusCode).toBe(401);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    // This session goes on, and the ended one is no longer listed.
    expect((await sessionsOf(here.token)).map((x) => x.id)).not.toContain(target.id);
    expect((await refresh(here.refreshToken)).statusCode).toBe(200);
  });

  it('answers 404 for another person’s session and leaves it signed in', async () => {
    await s.memberOf('SESS03', 'member', 'nosy@example.com');
    await s.memberOf('SESS03', 'member', 'victim@example.com');
    const nosy = await signIn('nosy@example.com', CHROME_WINDOWS);
    const victim = await signIn('victim@example.com', CHROME_WINDOWS);
    const theirs = (await sessionsOf(victim.token)).find((x) => x.current)!;

    const res = await call(nosy.token, 'DELETE', `/api/me/sessions/${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Session not found');
    expect((await call(victim.token, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(nosy.token, 'DELETE', '/api/me/sessions/not-a-uuid')).statusCode).toBe(400);
  });

  it('signs out everywhere else, keeping this session', async () => {
    await s.memberOf('SESS04', 'member', 'everywhere-else@example.com');
    const here = await signIn('everywhere-else@example.com', CHROME_WINDOWS);
    const other1 = await signIn('everywhere-else@example.com', FIREFOX_LINUX);
    const other2 = await signIn('everywhere-else@example.com', FIREFOX_LINUX);

    const res = await call(here.token, 'POST', '/api/me/sessions/sign-out-others');
    expect(res.statusCode, res.body).toBe(200);
    // Setting the member up signed in once too.
    expect(res.json().data).toEqual({ signedOut: 3 });
    for (const gone of [other1, other2]) {
      expect((await call(gone.token, 'GET', '/api/me')).statusCode).toBe(401);
      expect((await refresh(gone.refreshToken)).statusCode).toBe(401);
    }
    const left = await sessionsOf(here.token);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });

  it('signs out everywhere, this session included, through logout', async () => {
    await s.memberOf('SESS05', 'member', 'everywhere@example.com');
    const here = await signIn('everywhere@example.com', CHROME_WINDOWS);
    const other = await signIn('everywhere@example.com', FIREFOX_LINUX);
    const bystander = await signIn((await s.memberOf('SESS05', 'member')).email, CHROME_WINDOWS);

    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: here.refreshToken, everywhere: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const gone of [here, other]) {
      expect((await call(gone.token, 'GET', '/api/me')).statusCode).toBe(401);
      expect((await refresh(gone.refreshToken)).statusCode).toBe(401);
    }
    expect((await call(bystander.token, 'GET', '/api/me')).statusCode).toBe(200);
  });

  it('keeps one session across a refresh, moving its last use and address', async () => {
    await s.memberOf('SESS06', 'member', 'refresher@example.com');
    const first = await signIn('refresher@example.com', CHROME_WINDOWS, '203.0.113.7');
    const before = (await sessionsOf(first.token)).find((x) => x.current)!;
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refreshToken: first.refreshToken },
      remoteAddress: '198.51.100.99',
    });
    const next = res.json().data as Session;
    const listed = await sessionsOf(next.token);
    const after = listed.find((x) => x.current)!;
    expect(listed.filter((x) => x.device === 'Chrome on Windows')).toHaveLength(1);
    expect(after).toMatchObject({ id: before.id, address: '198.51.100.99' });
    expect(after.startedAt).toBe(before.startedAt);
    expect(after.lastActiveAt >= before.lastActiveAt).toBe(true);
  });
});

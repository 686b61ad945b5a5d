import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';

const REDIRECT_BASE = 'http://127.0.0.1:3999';
let provider: Server;
let issuer: string;
let s: TestServer;

/** A real OpenID Connect provider on loopback, with its development login screens. */
beforeAll(async () => {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = new Provider(issuer, {
    clients: [
      {
        client_id: 'taxdesk',
        client_secret: 'taxdesk-secret',
        redirect_uris: [`${REDIRECT_BASE}/api/auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      // `unverified…` logins: the provider does not vouch for the address.
      claims: async () => ({
        sub: id,
        email: `${id}@firm.example`,
        email_verified: !id.startsWith('unverified'),
      }),
    }),
  });
  server.on('request', oidc.callback());
  provider = server;
  s = await createTestServer(
    {},
    {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID: 'taxdesk',
      OIDC_CLIENT_SECRET: 'taxdesk-secret',
      OIDC_NAME: 'Firm SSO',
      PUBLIC_URL: REDIRECT_BASE,
    },
  );
});
afterAll(async () => {
  await s.close();
  provider.close();
});

/** Walks the provider's login and consent pages like a browser would, until it redirects back to us. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<string> {
  const cookies = new Map<string, string>();
  let url = authorizeUrl;
  let method = 'GET';
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      method,
      body,
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      cookies.set(k!, v.join('='));
    }
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url).toString();
      if (next.startsWith(REDIRECT_BASE)) return next;
      url = next;
      method = 'GET';
      body = undefined;
      continue;
    }
    const html = await res.text();
    const form = /<form[^>]*action="([^"]+)"[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
    if (!form) throw new Error(`no form at ${url}: ${html.slice(0, 300)}`);
    body = new URLSearchParams();
    for (const input of form[2]!.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      body.set(input[1]!, input[2]!);
    if (/name="login"/.test(form[2]!)) {
      body.set('login', login);
      body.set('password', 'any');
    }
    url = new URL(form[1]!.replace(/&amp;/g, '&'), url).toString();
    method = 'POST';
  }
  throw new Error('too many hops');
}

/** The cookie the start of a sign-in leaves in the browser, as the browser sends it back. */
function bindingCookie(start: { headers: Record<string, unknown> }): string {
  const set = String(start.headers['set-cookie']);
  expect(set).toMatch(/^taxdesk_oidc=[A-Za-z0-9_-]{43}; /);
  expect(set).toMatch(/HttpOnly/);
  expect(set).toMatch(/SameSite=Lax/);
  return set.split(';')[0]!;
}

/** A whole sign-in in one browser: start, the provider, the callback with the browser's cookie. */
async function signIn(login: string): Promise<string> {
  const start = await s.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  const back = new URL(await signInAtProvider(start.headers.location as string, login));
  const cb = await s.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: bindingCookie(start) },
  });
  expect(cb.statusCode, cb.body).toBe(302);
  const code = new URLSearchParams(new URL(cb.headers.location as string, REDIRECT_BASE).hash.slice(1)).get(
    'code',
  )!;
  return (await exchange(code)).json().data.token as string;
}

const exchange = (code: string) =>
  s.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { code } });

describe('OpenID Connect sign-in', () => {
  it('offers the provider', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json().data).toEqual({ oidc: { name: 'Firm SSO', startUrl: '/api/auth/oidc/start' } });
  });

  it('signs in by authorization code with PKCE, then Signup, then signs in again to the same profile', async () => {
    const start = await s.app.inject({ method: 'GET', url: '/api/auth/oidc/start?returnTo=/a/DEMO01/it' });
    expect(start.statusCode).toBe(302);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.origin).toBe(issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('code_challenge')).toBeTruthy();

    const back = new URL(await signInAtProvider(authorize.toString(), 'priya'));
    const callback = await s.app.inject({
      method: 'GET',
      url: `${back.pathname}${back.search}`,
      headers: { cookie: bindingCookie(start) },
    });
    expect(callback.statusCode).toBe(302);
    const landing = new URL(callback.headers.location as string, REDIRECT_BASE);
    expect(landing.pathname).toBe('/a/login');
    // No token in the URL: a one-time code, traded once for the session.
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect([...fragment.keys()]).toEqual(['code']);
    expect(landing.toString()).not.toMatch(/token/i);
    const exchanged = await exchange(fragment.get('code')!);
    expect(exchanged.statusCode).toBe(200);
    expect(exchanged.json().data.returnTo).toBe('/a/DEMO01/it');
    const token = exchanged.json().data.token as string;
    const again1 = await exchange(fragment.get('code')!);
    expect(again1.statusCode).toBe(400);
    expect(again1.json().message).toMatch(/expired or was already used/);

    // A new identity has no profile yet: 412 until Signup.
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/me', headers: { authtoken: token } })).statusCode,
    ).toBe(412);
    const signup = await s.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { authtoken: token },
      payload: { name: 'Priya', orgName: 'Priya & Co' },
    });
    expect(signup.statusCode).toBe(200);
    const me = await s.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authtoken: signup.json().data.token },
    });
    expect(me.json().data.user).toMatchObject({ email: 'priya@firm.example', name: 'Priya' });

    // The same person again: straight to their profile.
    const token2 = await signIn('priya');
    const me2 = await s.app.inject({ method: 'GET', url: '/api/me', headers: { authtoken: token2 } });
    expect(me2.statusCode).toBe(200);
    expect(me2.json().data.orgs).toHaveLength(1);
  });

  it('refuses a callback with an unknown state and keeps returnTo inside the app', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?code=x&state=forged' });
    expect(res.statusCode).toBe(400);
    const start = await s.app.inject({
      method: 'GET',
      url: '/api/auth/oidc/start?returnTo=https://evil.example/',
    });
    const state = new URL(start.headers.location as string).searchParams.get('state');
    const row = await s.ctx.pools.owner.query('SELECT return_to FROM oidc_states WHERE state = $1', [state]);
    expect(row.rows[0].return_to).toBe('/a/');
  });

  it('refuses a callback in a browser other than the one that started the sign-in', async () => {
    // The attacker starts a sign-in as themselves and sends the callback link to a victim.
    const attacker = await s.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const back = new URL(await signInAtProvider(attacker.headers.location as string, 'mallory'));
    const url = `${back.pathname}${back.search}`;
    const victim = await s.app.inject({ method: 'GET', url });
    expect(victim.statusCode).toBe(400);
    expect(victim.json().message).toMatch(/another browser/);
    // A victim who has a sign-in of their own under way holds another value: refused too.
    const own = await s.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const back2 = new URL(await signInAtProvider(attacker.headers.location as string, 'mallory'));
    const victim2 = await s.app.inject({
      method: 'GET',
      url: `${back2.pathname}${back2.search}`,
      headers: { cookie: bindingCookie(own) },
    });
    expect(victim2.statusCode).toBe(400);
    expect(await s.ctx.pools.owner.query(`SELECT 1 FROM identities WHERE subject = 'mallory'`)).toMatchObject(
      {
        rowCount: 0,
      },
    );
  });

  it('counts the address only when the provider says it is verified', async () => {
    await signIn('vera');
    await signIn('unverified-ursula');
    const rows = await s.ctx.pools.owner.query(
      `SELECT subject, email_verified_at IS NOT NULL AS verified FROM identities WHERE subject IN ('vera', 'unverified-ursula') ORDER BY subject`,
    );
    expect(rows.rows).toEqual([
      { subject: 'unverified-ursula', verified: false },
      { subject: 'vera', verified: true },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { checkGstin } from '@taxdesk/domain';
import { testSandbox } from '../testing';
import { sandboxGstAccounts } from './gst-accounts';
import { GstTestClient } from './gst-testing';

const accounts = sandboxGstAccounts();
const normal = accounts.find((a) => a.behaviour === 'normal')!;
const RETURN_REFERER = 'https://return.gst.gov.in/returns/auth/dashboard';

describe('GST accounts', () => {
  it('holds about twelve logins with valid GSTINs, some with several GSTINs of one PAN', () => {
    expect(accounts).toHaveLength(12);
    expect(sandboxGstAccounts()).toEqual(accounts);
    for (const a of accounts) {
      for (const g of a.gstins) expect(checkGstin(g)).toEqual({ ok: true, value: g });
      expect(new Set(a.gstins.map((g) => g.slice(2, 12))).size).toBe(1);
    }
    expect(accounts.some((a) => a.gstins.length >= 2)).toBe(true);
    expect(new Set(accounts.map((a) => a.behaviour))).toEqual(
      new Set(['normal', 'locked', 'wrong_password', 'flaky']),
    );
  });
});

describe('GST sign-in', () => {
  it('signs in with the captcha bound to the pre-login cookie; the captcha image is a PNG', async () => {
    const app = await testSandbox();
    const client = new GstTestClient(app);
    await client.get('/services/login', null);
    const preLogin = client.cookies.get('AuthToken');
    const image = await client.get('/services/captcha', null);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const binding = client.cookies.get('CaptchaCookie')!;
    const answer = (await app.inject({ url: `/__sandbox/captchas/latest?binding=${binding}` })).json().answer;
    expect(answer).toMatch(/^\d{6}$/);
    const res = await client.authenticate(normal.username, normal.password, answer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ url: null, message: 'auth', successCode: null });
    expect(client.cookies.get('AuthToken')).not.toBe(preLogin);
    expect((await client.get('/services/api/ustatus', null)).json().gstin).toBe(normal.gstins[0]);
  });

  it('refuses a wrong captcha with SWEB_9000 and a reused one too', async () => {
    const app = await testSandbox();
    const client = new GstTestClient(app);
    const answer = await client.captcha();
    const wrong = answer === '000000' ? '111111' : '000000';
    expect((await client.authenticate(normal.username, normal.password, wrong)).json()).toMatchObject({
      errorCode: 'SWEB_9000',
    });
    // The wrong answer used the captcha up: its right answer no longer works.
    expect((await client.authenticate(normal.username, normal.password, answer)).json()).toMatchObject({
      errorCode: 'SWEB_9000',
    });
    const fresh = await client.captcha();
    expect((await client.authenticate(normal.username, normal.password, fresh)).json().message).toBe('auth');
    expect((await client.authenticate(normal.username, normal.password, fresh)).json().errorCode).toBe(
      'SWEB_9000',
    );
  });

  it('answers AUTH_9002 for a wrong password and AUTH_9003 for a locked login, both with HTTP 200', async () => {
    const app = await testSandbox();
    const client = new GstTestClient(app);
    const wrong = await client.authenticate(normal.username, 'not-it', await client.captcha());
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      errorCode: 'AUTH_9002',
      errorMessage: 'Invalid Username or Password. Please try again. You have 4 attempt(s) remaining.',
    });
    const changed = accounts.find((a) => a.behaviour === 'wrong_password')!;
    expect(
      (await client.authenticate(changed.username, changed.password, await client.captcha())).json()
        .errorCode,
    ).toBe('AUTH_9002');
    const locked = accounts.find((a) => a.behaviour === 'locked')!;
    expect(
      (await client.authenticate(locked.username, locked.password, await client.captcha())).json().errorCode,
    ).toBe('AUTH_9003');
    const left: string[] = [];
    for (let i = 0; i < 4; i++) {
      const answer = (await client.authenticate(normal.username, 'bad', await client.captcha())).json();
      left.push(answer.errorMessage.match(/(\d+) attempt/)?.[1] ?? answer.errorCode);
    }
    // The fifth wrong password in a row locks the login.
    expect(left).toEqual(['3', '2', '1', 'AUTH_9003']);
    expect(
      (await app.inject({ method: 'GET', url: '/__sandbox/gst/accounts' }))
        .json()
        .accounts.find((a: { username: string }) => a.username === normal.username).signIns,
    ).toBe(5);
    expect(
      (await client.authenticate(normal.username, normal.password, await client.captcha())).json().errorCode,
    ).toBe('AUTH_9003');
  });

  it('drops a session idle for 15 minutes of the sandbox clock; keep-alive holds it', async () => {
    const app = await testSandbox();
    const client = new GstTestClient(app);
    await client.login(normal);
    const advance = (minutes: number) =>
      app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMinutes: minutes } });
    await advance(10);
    expect(
      (
        await client.get(
          '/payment/auth/api/keepalive',
          'https://payment.gst.gov.in/payment/auth/ledger/cashledger',
        )
      ).json(),
    ).toEqual({ status: 1 });
    await advance(10);
    expect((await client.get('/litserv/auth/api/keepalive', null)).statusCode).toBe(200);
    await advance(16);
    const lapsed = await client.get('/returns/auth/api/itcbalance', RETURN_REFERER);
    expect(lapsed.statusCode).toBe(403);
    expect(lapsed.body).toBe('{}');
    // A keep-alive does not revive it.
    expect((await client.get('/litserv/auth/api/keepalive', null)).statusCode).toBe(403);
  });

  it('redirects return and payment calls without a Referer to accessdenied, even when signed in', async () => {
    const app = await testSandbox();
    const client = new GstTestClient(app);
    await client.login(normal);
    for (const url of ['/returns/auth/api/itcbalance', '/payment/auth/api/cashbalance']) {
      const res = await client.get(url, null);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/services/error/accessdenied');
      expect((await client.get(url, RETURN_REFERER)).statusCode).toBe(200);
    }
  });

  it('answers an empty or HTML body with HTTP 200 under the emptyBodyRate fault', async () => {
    const app = await testSandbox();
    const client = new GstTestClient(app);
    await client.login(normal);
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { emptyBodyRate: 1 } });
    const res = await client.post('/services/auth/api/get/notices', { onLoad: true });
    expect(res.statusCode).toBe(200);
    expect(res.body === '' || res.body.includes('Access Denied')).toBe(true);
  });

  it('answers the error envelope with HTTP 200 under errorInOkRate, in each host’s shape', async () => {
    const app = await testSandbox();
    const client = new GstTestClient(app);
    await client.login(normal);
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { errorInOkRate: 1 } });
    const notices = await client.post('/services/auth/api/get/notices', { onLoad: true });
    expect(notices.statusCode).toBe(200);
    expect(notices.json()).toMatchObject({ status: 0, error: { errorCode: 'SWEB_9998' } });
    const ledger = await client.get('/returns/auth/api/itcbalance', RETURN_REFERER);
    expect(ledger.json()).toMatchObject({ status: 0, error: { errorCode: 'RET191106' } });
    const tasks = await client.post('/litserv/auth/api/case/task/get', { gstIn: normal.gstins[0] });
    expect(tasks.json()).toMatchObject({ error: { error_cd: 'LIT_9999' } });
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { errorInOkRate: 0 } });
    const healed = (await client.get('/returns/auth/api/itcbalance', RETURN_REFERER)).json();
    expect(healed.status).toBeUndefined();
    expect(healed.error).toBeUndefined();
  });

  it('drops a login’s session at once through the end-session control', async () => {
    const app = await testSandbox();
    const client = new GstTestClient(app);
    await client.login(normal);
    const ended = await app.inject({
      method: 'POST',
      url: `/__sandbox/gst/accounts/${normal.username}/end-session`,
    });
    expect(ended.json()).toEqual({ username: normal.username, loggedIn: false });
    expect((await client.get('/returns/auth/api/itcbalance', RETURN_REFERER)).statusCode).toBe(403);
    const unknown = await app.inject({ method: 'POST', url: '/__sandbox/gst/accounts/nobody/end-session' });
    expect(unknown.statusCode).toBe(404);
  });
});

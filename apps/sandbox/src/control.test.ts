import { describe, expect, it } from 'vitest';
import { sandboxItAccounts } from './it/accounts';
import { listProceedings, login, loginStep1, loginStep2, TEST_NOW, testSandbox } from './testing';

const accounts = sandboxItAccounts();
const normal = accounts.find((a) => a.behaviour === 'normal')!;

describe('/__sandbox controls', () => {
  it('lists the accounts with their passwords and state', async () => {
    const app = await testSandbox();
    const res = await app.inject({ method: 'GET', url: '/__sandbox/accounts' });
    expect(res.statusCode).toBe(200);
    const listed = res.json().accounts;
    expect(
      listed.map((a: { pan: string; password: string; name: string; behaviour: string }) => ({
        pan: a.pan,
        password: a.password,
        name: a.name,
        behaviour: a.behaviour,
      })),
    ).toEqual(accounts);
    const locked = listed.find((a: { behaviour: string }) => a.behaviour === 'locked');
    expect(locked).toMatchObject({ locked: true, loggedIn: false });
  });

  it('changes a portal password, so the stored one becomes wrong', async () => {
    const app = await testSandbox();
    const changed = await app.inject({
      method: 'POST',
      url: `/__sandbox/accounts/${normal.pan}/password`,
      payload: { password: 'Changed@2026' },
    });
    expect(changed.json()).toEqual({ pan: normal.pan, password: 'Changed@2026' });
    const dto = (await loginStep1(app, normal.pan)).json();
    expect((await loginStep2(app, dto, normal.password)).json().messages[0].code).toBe('EF00027');
    expect((await loginStep2(app, dto, 'Changed@2026')).json().messages[0].code).toBe('EF00000');
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/__sandbox/accounts/ZZZPZ9999Z/password',
          payload: { password: 'x' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/__sandbox/accounts/${normal.pan}/password`, payload: {} }))
        .statusCode,
    ).toBe(400);
  });

  it('moves the clock by days or minutes, or sets it', async () => {
    const app = await testSandbox();
    expect((await app.inject({ method: 'GET', url: '/__sandbox/clock' })).json().now).toBe(
      TEST_NOW.toISOString(),
    );
    const moved = await app.inject({
      method: 'POST',
      url: '/__sandbox/clock',
      payload: { advanceDays: 2, advanceMinutes: 30 },
    });
    expect(moved.json().now).toBe('2026-11-23T12:30:00.000Z');
    const set = await app.inject({
      method: 'POST',
      url: '/__sandbox/clock',
      payload: { now: '2027-01-15T05:00:00Z' },
    });
    expect(set.json().now).toBe('2027-01-15T05:00:00.000Z');
    expect(
      (await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { now: 'soon' } })).statusCode,
    ).toBe(400);
  });

  it('sets faults and validates them', async () => {
    const app = await testSandbox();
    const res = await app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { failRate: 0.5, delayMs: 5 },
    });
    expect(res.json()).toMatchObject({ failRate: 0.5, delayMs: 5, rateLimitPerSecond: 0 });
    expect(
      (await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { failRate: 2 } })).statusCode,
    ).toBe(400);
    expect(
      (await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { delayMs: 'x' } })).statusCode,
    ).toBe(400);
  });

  it('ends a session on demand', async () => {
    const app = await testSandbox();
    const cookie = await login(app, normal);
    await app.inject({ method: 'POST', url: `/__sandbox/accounts/${normal.pan}/end-session` });
    expect((await listProceedings(app, cookie, 'FYA')).statusCode).toBe(401);
  });

  it('resets passwords, locks, sessions, clock and faults', async () => {
    const app = await testSandbox({ failRate: 0 });
    const cookie = await login(app, normal);
    await app.inject({
      method: 'POST',
      url: `/__sandbox/accounts/${normal.pan}/password`,
      payload: { password: 'Other@1234' },
    });
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 3 } });
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { failRate: 1 } });
    const reset = await app.inject({ method: 'POST', url: '/__sandbox/reset' });
    expect(reset.json()).toMatchObject({ ok: true, now: TEST_NOW.toISOString() });
    expect(reset.json().faults.failRate).toBe(0);
    expect((await listProceedings(app, cookie, 'FYA')).statusCode).toBe(401);
    await login(app, normal);
  });

  it('shows an account’s whole timeline, future notices included', async () => {
    const app = await testSandbox();
    const res = await app.inject({ method: 'GET', url: `/__sandbox/accounts/${normal.pan}/timeline` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ pan: normal.pan, now: TEST_NOW.toISOString() });
    expect(Array.isArray(res.json().proceedings)).toBe(true);
  });
});

describe('unknown routes and bodies', () => {
  it('answers 404 in the portal shape and 400 for broken JSON', async () => {
    const app = await testSandbox();
    const missing = await app.inject({ method: 'GET', url: '/iec/nothing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().messages[0].code).toBe('EF00404');
    const broken = await app.inject({
      method: 'POST',
      url: '/iec/loginapi/login',
      headers: { 'content-type': 'application/json', sn: 'wLoginService' },
      payload: '{nope',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().messages[0].code).toBe('EF00400');
  });

  it('accepts an empty JSON body on keep-alive calls', async () => {
    const app = await testSandbox();
    const cookie = await login(app, normal);
    const res = await app.inject({
      method: 'POST',
      url: '/iec/loginapi/auth/extendSession',
      headers: { 'content-type': 'application/json', cookie },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
  });
});

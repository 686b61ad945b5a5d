import type { FastifyInstance } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { listProceedings, login, loginStep1, loginStep2, portalPost, testSandbox } from '../testing';
import { sandboxItAccounts } from './accounts';

const accounts = sandboxItAccounts();
const normal = accounts.find((a) => a.behaviour === 'normal')!;
const locked = accounts.find((a) => a.behaviour === 'locked')!;
const otp = accounts.find((a) => a.behaviour === 'otp')!;

function code(response: { json(): { messages: { code: string }[] } }): string {
  return response.json().messages[0]!.code;
}

async function step1(app: FastifyInstance, pan: string) {
  return (await loginStep1(app, pan)).json();
}

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});

describe('login step 1 (wLoginService)', () => {
  it('answers a reqId and the login DTO for a known PAN', async () => {
    const res = await loginStep1(app, normal.pan.toLowerCase());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.messages).toEqual([{ code: 'EF00000', type: 'INFO', desc: 'OK' }]);
    expect(body).toMatchObject({ entity: normal.pan, entityType: 'PAN', dtoService: 'LOGIN' });
    expect(body.reqId).toMatch(/^FOS\d{12}$/);
    expect(['IN', 'HUF', 'ORG']).toContain(body.role);
  });

  it('answers EF00035 with HTTP 200 for an unknown PAN', async () => {
    const res = await loginStep1(app, 'ZZZPZ9999Z');
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatchObject({ code: 'EF00035', type: 'ERROR' });
    expect(res.json().messages[0].desc).toMatch(/PAN does not exist/);
  });

  it('refuses a request whose sn header does not repeat the serviceName', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/iec/loginapi/login',
      payload: { entity: normal.pan, serviceName: 'wLoginService' },
    });
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe('EF00400');
  });
});

describe('login step 2 (loginService)', () => {
  it('sets the AuthToken cookie, returns it in the body with the user details', async () => {
    const res = await loginStep2(app, await step1(app, normal.pan), normal.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(code(res)).toBe('EF00000');
    expect(body.AuthToken).toMatch(/^[0-9a-f]{48}$/);
    expect(res.headers['set-cookie']).toBe(`AuthToken=${body.AuthToken}; Path=/; HttpOnly; SameSite=Lax`);
    expect(body).toMatchObject({
      entity: normal.pan,
      userName: normal.name.toUpperCase(),
      passValdtnFlg: 'true',
    });
    expect(body.mobileNo).toMatch(/^XXXXXX\d{4}$/);
    const list = await listProceedings(app, `AuthToken=${body.AuthToken}`, 'FYA');
    expect(list.statusCode).toBe(200);
  });

  it('answers EF00027 with the attempts left for a wrong password', async () => {
    const dto = await step1(app, normal.pan);
    const res = await loginStep2(app, dto, 'wrong');
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toEqual({
      code: 'EF00027',
      type: 'ERROR',
      desc: 'Invalid Password, Please retry. You have 4 attempt(s) left.',
    });
    expect(res.json().remainingAttempts).toBe(4);
    // The same reqId may be retried, and a success resets the count.
    expect(code(await loginStep2(app, dto, normal.password))).toBe('EF00000');
  });

  it('locks the account after 5 wrong passwords in a row, even for the right password then', async () => {
    const dto = await step1(app, normal.pan);
    const codes: string[] = [];
    for (let i = 0; i < 5; i++) codes.push(code(await loginStep2(app, dto, `wrong${i}`)));
    expect(codes).toEqual(['EF00027', 'EF00027', 'EF00027', 'EF00027', 'EF00028']);
    const again = await loginStep2(app, await step1(app, normal.pan), normal.password);
    expect(again.statusCode).toBe(200);
    expect(again.json().messages[0]).toMatchObject({ code: 'EF00028', type: 'ERROR' });
    expect(again.json().messages[0].desc).toMatch(/locked/);
  });

  it('lifts a lockout after 30 minutes, or at once through the unlock control', async () => {
    const dto = await step1(app, normal.pan);
    for (let i = 0; i < 5; i++) await loginStep2(app, dto, 'wrong');
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMinutes: 31 } });
    expect(code(await loginStep2(app, await step1(app, normal.pan), normal.password))).toBe('EF00000');

    const other = accounts.find((a) => a.behaviour === 'normal' && a.pan !== normal.pan)!;
    const dto2 = await step1(app, other.pan);
    for (let i = 0; i < 5; i++) await loginStep2(app, dto2, 'wrong');
    await app.inject({ method: 'POST', url: `/__sandbox/accounts/${other.pan}/unlock` });
    expect(code(await loginStep2(app, await step1(app, other.pan), other.password))).toBe('EF00000');
  });

  it('keeps the locked account locked until it is unlocked', async () => {
    const res = await loginStep2(app, await step1(app, locked.pan), locked.password);
    expect(code(res)).toBe('EF00028');
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 30 } });
    expect(code(await loginStep2(app, await step1(app, locked.pan), locked.password))).toBe('EF00028');
    await app.inject({ method: 'POST', url: `/__sandbox/accounts/${locked.pan}/unlock` });
    expect(code(await loginStep2(app, await step1(app, locked.pan), locked.password))).toBe('EF00000');
  });

  it('answers EF00170 for an account set to Aadhaar OTP login, whatever the password', async () => {
    const dto = await step1(app, otp.pan);
    expect(dto.secLoginOptions).toBe('AADHAAR_OTP');
    for (const password of [otp.password, 'wrong']) {
      const res = await loginStep2(app, dto, password);
      expect(res.statusCode).toBe(200);
      expect(res.json().messages[0]).toMatchObject({ code: 'EF00170', type: 'ERROR' });
    }
  });

  it('answers EF00093 for an unknown or expired reqId', async () => {
    const dto = await step1(app, normal.pan);
    expect(code(await loginStep2(app, { ...dto, reqId: 'FOS000000000000' }, normal.password))).toBe(
      'EF00093',
    );
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMinutes: 11 } });
    expect(code(await loginStep2(app, dto, normal.password))).toBe('EF00093');
  });

  it('refuses a step 2 that does not send back entityType and role', async () => {
    const dto = await step1(app, normal.pan);
    expect((await loginStep2(app, { ...dto, role: 'XX' }, normal.password)).statusCode).toBe(400);
  });
});

describe('dual login', () => {
  it('answers EF00177 while a session is alive, and remark "Continue" ends the other session', async () => {
    const first = await login(app, normal);
    const res = await loginStep2(app, await step1(app, normal.pan), normal.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages[0]).toMatchObject({ code: 'EF00177', type: 'ERROR' });
    expect(res.headers['set-cookie']).toBeUndefined();
    // The first session is untouched by the refused attempt.
    expect((await listProceedings(app, first, 'FYA')).statusCode).toBe(200);

    const dto = await step1(app, normal.pan);
    const forced = await loginStep2(app, dto, normal.password, { remark: 'Continue' });
    expect(code(forced)).toBe('EF00000');
    expect(forced.json().priorSessionEnded).toBe(true);
    const old = await listProceedings(app, first, 'FYA');
    expect(old.statusCode).toBe(401);
    expect(old.json().messages[0]).toMatchObject({ code: 'EF500023' });
    expect(old.json().messages[0].desc).toMatch(/another browser or device/);
  });

  it('accepts forceLogin: true as well', async () => {
    await login(app, normal);
    const res = await loginStep2(app, await step1(app, normal.pan), normal.password, { forceLogin: true });
    expect(code(res)).toBe('EF00000');
  });

  it('checks the password before reporting a dual login', async () => {
    await login(app, normal);
    expect(code(await loginStep2(app, await step1(app, normal.pan), 'wrong'))).toBe('EF00027');
  });

  it('allows a new login without force once the session has idled out or logged out', async () => {
    const cookie = await login(app, normal);
    await app.inject({ method: 'POST', url: '/iec/loginapi/auth/logout', headers: { cookie } });
    expect(code(await loginStep2(app, await step1(app, normal.pan), normal.password))).toBe('EF00000');
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMinutes: 16 } });
    expect(code(await loginStep2(app, await step1(app, normal.pan), normal.password))).toBe('EF00000');
  });
});

describe('sessions', () => {
  it('answers 401 EF500023 without a cookie or with an unknown token', async () => {
    for (const cookie of [undefined, 'AuthToken=nope']) {
      const res = await portalPost(
        app,
        '/iec/returnservicesapi/auth/getEntity',
        'eProceedingsPaginatedService',
        { prcdngStatusFlag: 'FYA', header: { formName: 'FO-041_PCDNG' } },
        cookie,
      );
      expect(res.statusCode).toBe(401);
      expect(res.json().messages[0]).toEqual({
        code: 'EF500023',
        type: 'ERROR',
        desc: 'Request is not authenticated.',
      });
    }
    expect((await app.inject({ method: 'GET', url: '/iec/document/123' })).statusCode).toBe(401);
  });

  it('expires a session after 15 minutes idle; extendSession and any call keep it alive', async () => {
    const cookie = await login(app, normal);
    const extend = () =>
      app.inject({ method: 'POST', url: '/iec/loginapi/auth/extendSession', headers: { cookie } });
    for (let i = 0; i < 3; i++) {
      await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMinutes: 14 } });
      const res = await extend();
      expect(res.statusCode).toBe(200);
      expect(res.json().messages[0].code).toBe('EF00000');
    }
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceMinutes: 16 } });
    const expired = await listProceedings(app, cookie, 'FYA');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().messages[0]).toMatchObject({
      code: 'EF500023',
      desc: expect.stringMatching(/expired/),
    });
    expect((await extend()).statusCode).toBe(401);
  });

  it('ends the session on logout and clears the cookie', async () => {
    const cookie = await login(app, normal);
    const res = await app.inject({ method: 'POST', url: '/iec/loginapi/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['set-cookie']).toMatch(/^AuthToken=; .*Max-Age=0/);
    expect((await listProceedings(app, cookie, 'FYA')).statusCode).toBe(401);
  });
});

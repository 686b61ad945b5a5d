import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox } from '../testing';
import { sandboxIcegateAccounts } from './icegate-accounts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testSandbox();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

const accounts = sandboxIcegateAccounts();
const normal = accounts.find((a) => a.behaviour === 'normal')!;
const locked = accounts.find((a) => a.behaviour === 'locked')!;

function cookieOf(res: { headers: Record<string, unknown> }, name: string): string {
  const header = [res.headers['set-cookie']].flat().join(';');
  return new RegExp(`${name}=([^;]+)`).exec(header)![1]!;
}

async function login(userName: string, password: string, wrongCaptcha = false) {
  const image = await app.inject({ method: 'GET', url: '/icegate/captcha' });
  expect(image.headers['content-type']).toBe('image/png');
  const pre = cookieOf(image, 'ICEGATE_PRELOGIN');
  const latest = await app.inject({ url: `/__sandbox/captchas/latest?binding=icegate:${pre}` });
  const captcha = wrongCaptcha ? 'XXXXXX' : latest.json().answer;
  return app.inject({
    method: 'POST',
    url: '/icegate/api/auth/login',
    headers: { cookie: `ICEGATE_PRELOGIN=${pre}` },
    payload: { icegateId: userName, password, captcha },
  });
}

async function session(): Promise<string> {
  const res = await login(normal.userName, normal.password);
  expect(res.json()).toMatchObject({ status: 'SUCCESS', iec: normal.iec });
  return `ICEGATE_SESSION=${cookieOf(res, 'ICEGATE_SESSION')}`;
}

describe('ICEGATE', () => {
  it('gives about five exporter logins with IECs, the same for the same seed', async () => {
    expect(accounts).toHaveLength(5);
    expect(sandboxIcegateAccounts()).toEqual(accounts);
    expect((await app.inject({ url: '/__sandbox/icegate/accounts' })).json().accounts).toEqual(accounts);
    for (const a of accounts) expect(a.iec).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
    expect(new Set(accounts.map((a) => a.behaviour))).toEqual(new Set(['normal', 'locked', 'flaky', 'slow']));
  });

  it('refuses a wrong captcha, a wrong password and a locked login, with HTTP 200', async () => {
    expect((await login(normal.userName, normal.password, true)).json().errorCode).toBe('ERR_CAPTCHA');
    const wrong = await login(normal.userName, 'nope');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({ status: 'FAILURE', errorCode: 'ERR_AUTH' });
    expect((await login(locked.userName, locked.password)).json().errorCode).toBe('ERR_LOCKED');
  });

  it('locks a login after five wrong passwords', async () => {
    for (let i = 0; i < 5; i++) await login(normal.userName, 'nope');
    expect((await login(normal.userName, normal.password)).json().errorCode).toBe('ERR_LOCKED');
  });

  it('lists shipping bills by month and details each, with drawback and IGST refund', async () => {
    const cookie = await session();
    const list = await app.inject({
      method: 'POST',
      url: '/icegate/api/enquiry/shippingBills',
      headers: { cookie },
      payload: { startDate: '01-10-2026', endDate: '31-10-2026' },
    });
    const bills = list.json().sbList as { sbNo: string; sbDate: string; location: string }[];
    expect(bills.length).toBeGreaterThan(2);
    for (const b of bills) expect(b.sbDate).toMatch(/^202610\d{2}$/);
    const details = await app.inject({
      method: 'POST',
      url: '/icegate/api/enquiry/sbDetails',
      headers: { cookie },
      payload: bills[0],
    });
    expect(details.json()).toMatchObject({
      status: 'SUCCESS',
      sbDetailsModel: { iec: normal.iec },
      currentStatusModel: { sbLoc: bills[0]!.location },
      igstRefundModel: expect.any(Object),
    });
    const wide = await app.inject({
      method: 'POST',
      url: '/icegate/api/enquiry/shippingBills',
      headers: { cookie },
      payload: { startDate: '01-01-2026', endDate: '31-10-2026' },
    });
    expect(wide.json().errorCode).toBe('ERR_RANGE');
  });

  it('adds bills as the clock moves and ends an idle session', async () => {
    const cookie = await session();
    const count = async (c: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/icegate/api/enquiry/shippingBills',
          headers: { cookie: c },
          payload: { startDate: '15-11-2026', endDate: '15-12-2026' },
        })
      ).json().sbList?.length as number;
    const before = await count(cookie);
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 20 } });
    const expired = await app.inject({
      method: 'POST',
      url: '/icegate/api/enquiry/shippingBills',
      headers: { cookie },
      payload: { startDate: '15-11-2026', endDate: '15-12-2026' },
    });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('auth error..!!!');
    expect(await count(await session())).toBeGreaterThan(before);
  });

  it('answers the public enquiry without the IGST section', async () => {
    const cookie = await session();
    const [bill] = (
      await app.inject({
        method: 'POST',
        url: '/icegate/api/enquiry/shippingBills',
        headers: { cookie },
        payload: { startDate: '01-09-2026', endDate: '30-09-2026' },
      })
    ).json().sbList;
    const res = await app.inject({
      method: 'POST',
      url: '/enquiry/publicEnquiries/SBTrack_Ices_action_Public',
      payload: bill,
    });
    expect(res.json().sbDetailsModel.iec).toBe(normal.iec);
    expect(res.json().igstRefundModel).toBeUndefined();
  });
});

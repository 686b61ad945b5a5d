import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testSandbox } from '../testing';
import { sandboxStateAccounts } from './state-accounts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testSandbox();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.inject({ method: 'POST', url: '/__sandbox/reset' });
});

const accounts = sandboxStateAccounts();
const normal = accounts[0]!;
const locked = accounts.find((a) => a.behaviour === 'locked')!;

const login = (loginId: string, password: string) =>
  app.inject({ method: 'POST', url: '/state/api/login', payload: { loginId, password } });

async function session(): Promise<string> {
  const res = await login(normal.loginId, normal.password);
  expect(res.json().status).toBe('SUCCESS');
  return [res.headers['set-cookie']].flat()[0]!.split(';')[0]!;
}

const applications = async (cookie: string) =>
  app.inject({ method: 'POST', url: '/state/api/applications', headers: { cookie }, payload: {} });

describe('state tax portal', () => {
  it('refuses a wrong password and a locked login', async () => {
    expect(accounts).toHaveLength(5);
    expect((await app.inject({ url: '/__sandbox/state/accounts' })).json().accounts).toEqual(accounts);
    expect((await login(normal.loginId, 'nope')).json().errorCode).toBe('ERR_AUTH');
    expect((await login(locked.loginId, locked.password)).json().errorCode).toBe('ERR_LOCKED');
    expect((await applications('STATE_SESSION=none')).statusCode).toBe(401);
  });

  it('lists applications with every status change, growing with the clock', async () => {
    const cookie = await session();
    const before = (await applications(cookie)).json().applications as {
      applicationNo: string;
      currentStatus: string;
      history: { status: string; date: string }[];
    }[];
    expect(before.length).toBeGreaterThan(3);
    for (const a of before) {
      expect(a.history[0]!.status).toBe('Submitted');
      expect(a.history.at(-1)!.status).toBe(a.currentStatus);
    }
    await app.inject({ method: 'POST', url: '/__sandbox/clock', payload: { advanceDays: 120 } });
    const after = (await applications(await session())).json().applications as typeof before;
    expect(after.length).toBeGreaterThan(before.length);
    const last = before.at(-1)!;
    const later = after.find((a) => a.applicationNo === last.applicationNo)!;
    expect(later.history.length).toBeGreaterThanOrEqual(last.history.length);
    expect(['Approved', 'Rejected']).toContain(later.currentStatus);
  });

  it('answers the dealer profile', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/state/api/profile',
      headers: { cookie: await session() },
      payload: {},
    });
    expect(res.json().profile).toMatchObject({
      loginId: normal.loginId,
      pan: normal.pan,
      state: normal.state,
    });
  });
});

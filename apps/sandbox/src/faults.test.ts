import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { sandboxItAccounts } from './it/accounts';
import { listProceedings, login, loginStep1, testSandbox } from './testing';

const accounts = sandboxItAccounts();
const normal = accounts.filter((a) => a.behaviour === 'normal');
const flaky = accounts.find((a) => a.behaviour === 'flaky')!;
const slow = accounts.find((a) => a.behaviour === 'slow')!;

/** Logs in, retrying server errors as a connector would. */
async function loginRetrying(
  app: FastifyInstance,
  account: { pan: string; password: string },
): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    try {
      return await login(app, account);
    } catch {
      // a 500 or 503 on one of the steps; try again
    }
  }
  throw new Error('could not log in');
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

describe('rate limit', () => {
  it('answers 429 EF00429 with Retry-After past the per-session limit, per session', async () => {
    const app = await testSandbox({ rateLimitPerSecond: 3 });
    const a = await login(app, normal[0]!);
    const b = await login(app, normal[1]!);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await listProceedings(app, a, 'FYA')).statusCode);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses[4]).toBe(429);
    const limited = await listProceedings(app, a, 'FYA');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.json().messages[0]).toMatchObject({ code: 'EF00429', type: 'ERROR' });
    expect((await listProceedings(app, b, 'FYA')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1050));
    expect((await listProceedings(app, a, 'FYA')).statusCode).toBe(200);
  });

  it('throttles logins per PAN and can be changed at run time', async () => {
    const app = await testSandbox();
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { rateLimitPerSecond: 2 } });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await loginStep1(app, normal[0]!.pan)).statusCode);
    expect(codes).toEqual([200, 200, 429]);
    expect((await loginStep1(app, normal[1]!.pan)).statusCode).toBe(200);
  });

  it('is on by default at 10 calls per second', async () => {
    const app = await testSandbox({ rateLimitPerSecond: undefined });
    expect((await app.inject({ method: 'GET', url: '/__sandbox/faults' })).json().rateLimitPerSecond).toBe(
      10,
    );
  });
});

describe('server errors', () => {
  it('fails about 30% of the flaky account’s calls, the same calls on every run', async () => {
    const run = async () => {
      const app = await testSandbox();
      const cookie = await loginRetrying(app, flaky);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await listProceedings(app, cookie, 'FYA');
        statuses.push(res.statusCode);
        if (res.statusCode === 500) {
          expect(res.json().messages[0]).toEqual({
            code: 'EF500000',
            type: 'ERROR',
            desc: 'Something went wrong. Please try again later.',
          });
        }
        if (res.statusCode === 503) expect(res.headers['content-type']).toMatch(/^text\/html/);
      }
      return statuses;
    };
    const first = await run();
    const failures = first.filter((s) => s >= 500).length;
    expect(failures).toBeGreaterThan(4);
    expect(failures).toBeLessThan(25);
    expect(first.filter((s) => s === 200).length).toBeGreaterThan(15);
    expect(await run()).toEqual(first);
  });

  it('leaves normal accounts alone unless failRate is set', async () => {
    const app = await testSandbox();
    const cookie = await login(app, normal[0]!);
    for (let i = 0; i < 20; i++) expect((await listProceedings(app, cookie, 'FYA')).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/__sandbox/faults', payload: { failRate: 1 } });
    const res = await listProceedings(app, cookie, 'FYA');
    expect([500, 503]).toContain(res.statusCode);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/accounts' })).statusCode).toBe(200);
  });
});

describe('slow answers', () => {
  it('delays every portal answer by delayMs, and the slow account by slowDelayMs more', async () => {
    const app = await testSandbox({ delayMs: 120, slowDelayMs: 200 });
    expect(await timed(() => loginStep1(app, normal[0]!.pan))).toBeGreaterThanOrEqual(115);
    expect(await timed(() => loginStep1(app, slow.pan))).toBeGreaterThanOrEqual(315);
    expect(await timed(() => app.inject({ method: 'GET', url: '/__sandbox/accounts' }))).toBeLessThan(100);
  });

  it('makes the slow account slow by default', async () => {
    const app = await testSandbox({ slowDelayMs: undefined });
    expect(await timed(() => loginStep1(app, slow.pan))).toBeGreaterThanOrEqual(280);
  });
});

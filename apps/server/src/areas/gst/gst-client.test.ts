import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGstAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { PortalError } from '../../lib/sync/portal-error';
import { GstClient } from './gst-client';
import { gstHosts } from './gst-hosts';
import { captchaAnswer, signIn, TEST_NOW } from '../../../test/gst-test-support';

/** The GST connector against the sandbox: sign-in with captchas, refusals, keep-alive, the portal's failures. */

const SEED = 'gst-client';
const accounts = sandboxGstAccounts({ seed: SEED });
const normal = accounts.find((a) => a.behaviour === 'normal' && a.gstins.length > 1)!;
const creds = (a: (typeof accounts)[number]) => ({ loginId: a.username, password: a.password });

let sandbox: StartedSandbox;
const portal = () => new GstClient(gstHosts(sandbox.portals), { sleep: () => Promise.resolve() });
const control = (path: string, body: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, port: 0, rateLimitPerSecond: 0, now: () => TEST_NOW });
});
afterAll(() => sandbox.close());

describe('GST connector', () => {
  it('asks a captcha at sign-in and signs in with its answer, learning every GSTIN of the login', async () => {
    const client = portal();
    const step = await client.signIn(creds(normal));
    expect(step.done).toBe(false);
    if (step.done) return;
    expect(step.challenge.kind).toBe('captcha');
    if (step.challenge.kind !== 'captcha') return;
    expect(step.challenge.mimeType).toBe('image/png');
    expect(step.challenge.image.subarray(1, 4).toString()).toBe('PNG');
    // The state is plain JSON: the engine keeps it while a person or the solver answers.
    const state = JSON.parse(JSON.stringify(step.state));
    const done = await client.answer(creds(normal), state, await captchaAnswer(sandbox, step));
    expect(done.done).toBe(true);
    if (!done.done) return;
    expect(done.session.username).toBe(normal.username);
    expect(done.session.gstins).toEqual(normal.gstins);
  });

  it('answers a wrong captcha with a fresh one in the same portal session', async () => {
    const client = portal();
    const first = await client.signIn(creds(normal));
    if (first.done) throw new Error('expected a captcha');
    const right = await captchaAnswer(sandbox, first);
    const again = await client.answer(creds(normal), first.state, right === '000000' ? '111111' : '000000');
    expect(again.done).toBe(false);
    if (again.done || again.challenge.kind !== 'captcha') return;
    expect((again.state.cookies as Record<string, string>).CaptchaCookie).toBe(
      (first.state.cookies as Record<string, string>).CaptchaCookie,
    );
    expect(again.challenge.image.equals((first as { challenge: { image: Buffer } }).challenge.image)).toBe(
      false,
    );
    const done = await client.answer(creds(normal), again.state, await captchaAnswer(sandbox, again));
    expect(done.done).toBe(true);
  });

  it('signs in with the solver service reading the captcha', async () => {
    const client = portal();
    const step = await client.signIn(creds(normal));
    if (step.done || step.challenge.kind !== 'captcha') throw new Error('expected a captcha');
    const solved = await fetch(`${sandbox.url}/solver/captcha`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        image: step.challenge.image.toString('base64'),
        mimeType: step.challenge.mimeType,
      }),
    });
    const { answer } = (await solved.json()) as { answer: string };
    expect((await client.answer(creds(normal), step.state, answer)).done).toBe(true);
  });

  it('refuses a wrong password and a locked login as PortalErrors that block the login', async () => {
    const wrong = accounts.find((a) => a.behaviour === 'wrong_password')!;
    const locked = accounts.find((a) => a.behaviour === 'locked')!;
    const attempt = (a: (typeof accounts)[number]) => signIn(sandbox, portal(), creds(a));
    await expect(attempt(wrong)).rejects.toMatchObject({ kind: 'wrong_password' });
    await expect(attempt(locked)).rejects.toMatchObject({ kind: 'locked' });
    const err = await attempt(wrong).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PortalError);
    expect((err as PortalError).blocksLogin).toBe(true);
  });

  it('keeps the session alive across idle time, and reports it expired once it lapsed', async () => {
    const client = portal();
    const session = await signIn(sandbox, client, creds(normal));
    await control('/__sandbox/clock', { advanceMinutes: 12 });
    await client.keepAlive(session);
    await control('/__sandbox/clock', { advanceMinutes: 12 });
    expect(await client.json(session, 'return', '/returns/auth/api/itcbalance')).toMatchObject({ op_tot: 0 });
    await control('/__sandbox/clock', { advanceMinutes: 16 });
    const err = await client.json(session, 'return', '/returns/auth/api/itcbalance').catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'session_expired' });
    expect((err as PortalError).endsRun).toBe(true);
    await control('/__sandbox/clock', { now: TEST_NOW.toISOString() });
  });

  it('retries empty and HTML bodies, and gives up with a server error when they persist', async () => {
    const client = portal();
    const session = await signIn(sandbox, client, creds(normal));
    await control('/__sandbox/faults', { emptyBodyRate: 1 });
    const err = await client
      .json(session, 'services', '/services/auth/api/get/notices', { body: {} })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ kind: 'server_error' });
    await control('/__sandbox/faults', { emptyBodyRate: 0.5 });
    // With half the answers empty, four tries almost always get through; the seed makes it certain.
    const rows = await client.json<unknown[]>(session, 'services', '/services/auth/api/get/notices', {
      body: {},
    });
    expect(Array.isArray(rows)).toBe(true);
    await control('/__sandbox/faults', { emptyBodyRate: 0 });
  });

  it('maps errors inside HTTP 200: no records is an empty answer, a refused window is a bad request', async () => {
    const client = portal();
    const session = await signIn(sandbox, client, creds(normal));
    const none = await client.json(session, 'return', '/returns/auth/api/efiledReturns', {
      body: { fy: '2019-20', rfp: 'Monthly', rtntp: 'GSTR1' },
    });
    expect(none).toBeNull();
    const wide = await client
      .json(session, 'payment', '/payment/auth/challan/getlist', {
        query: { fm_dt: '01/01/2026', to_dt: '21/11/2026' },
      })
      .catch((e: unknown) => e);
    expect(wide).toMatchObject({ kind: 'bad_request' });
    expect(String((wide as Error).message)).toContain('PMT9071');
  });
});

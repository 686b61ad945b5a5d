import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SandboxClock } from '../clock';
import { DEFAULT_FAULTS, FaultInjector } from '../faults';
import { testSandbox } from '../testing';
import { captchaRoutes } from './captcha-routes';
import { CaptchaStore } from './captcha-store';

async function solverApp() {
  const captchas = new CaptchaStore('routes-test', new SandboxClock(() => new Date('2026-11-21T12:00:00Z')));
  const faults = new FaultInjector('routes-test', DEFAULT_FAULTS);
  const app = Fastify();
  await app.register(captchaRoutes, { captchas, faults });
  return { app, captchas, faults };
}

const solve = (app: Awaited<ReturnType<typeof solverApp>>['app'], png: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/solver/captcha',
    payload: { image: png.toString('base64'), mimeType: 'image/png' },
  });

describe('captcha solver and test controls', () => {
  it('answers the solver for an image the sandbox issued, and refuses a foreign one', async () => {
    const { app, captchas } = await solverApp();
    const issued = captchas.issue('session-a', { length: 6, alphabet: 'digits' });
    const solved = await solve(app, issued.png);
    expect(solved.statusCode).toBe(200);
    expect(solved.json()).toEqual({ answer: issued.answer });

    const foreign = await solve(app, Buffer.from('some other png'));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error).toBeTruthy();
    expect((await app.inject({ method: 'POST', url: '/solver/captcha', payload: {} })).statusCode).toBe(422);
  });

  it('misreads when the solverErrorRate fault is set', async () => {
    const { app, captchas, faults } = await solverApp();
    const issued = captchas.issue('session-a', { length: 6, alphabet: 'digits' });
    faults.update({ solverErrorRate: 1 });
    expect((await solve(app, issued.png)).json().answer).not.toBe(issued.answer);
  });

  it('cannot read any image when the solverUnreadableRate fault is 1', async () => {
    const { app, captchas, faults } = await solverApp();
    const issued = captchas.issue('session-a', { length: 6, alphabet: 'digits' });
    faults.update({ solverUnreadableRate: 1 });
    expect((await solve(app, issued.png)).statusCode).toBe(422);
    faults.update({ solverUnreadableRate: 0 });
    expect((await solve(app, issued.png)).json()).toEqual({ answer: issued.answer });
  });

  it('reads an image for a test as a person would, even with the solver off', async () => {
    const { app, captchas, faults } = await solverApp();
    const issued = captchas.issue('session-c', { length: 6, alphabet: 'digits' });
    faults.update({ solverUnreadableRate: 1 });
    const read = (image: Buffer) =>
      app.inject({
        method: 'POST',
        url: '/__sandbox/captchas/read',
        payload: { image: image.toString('base64') },
      });
    expect((await read(issued.png)).json()).toEqual({
      id: issued.id,
      answer: issued.answer,
      binding: 'session-c',
    });
    expect((await read(Buffer.from('other'))).statusCode).toBe(404);
  });

  it('tells tests the answer by binding or id', async () => {
    const { app, captchas } = await solverApp();
    const issued = captchas.issue('session-b', { length: 6, alphabet: 'mixed' });
    const expected = { id: issued.id, answer: issued.answer, binding: 'session-b' };
    const latest = await app.inject({ method: 'GET', url: '/__sandbox/captchas/latest?binding=session-b' });
    expect(latest.json()).toEqual(expected);
    expect((await app.inject({ method: 'GET', url: `/__sandbox/captchas/${issued.id}` })).json()).toEqual(
      expected,
    );
    const nobody = await app.inject({ method: 'GET', url: '/__sandbox/captchas/latest?binding=nobody' });
    expect(nobody.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/__sandbox/captchas/latest' })).statusCode).toBe(400);
  });

  it('takes the solverErrorRate fault through the sandbox controls', async () => {
    const sandbox = await testSandbox();
    const set = await sandbox.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { solverErrorRate: 0.5 },
    });
    expect(set.json().solverErrorRate).toBe(0.5);
    const bad = await sandbox.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { solverErrorRate: 2 },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await sandbox.inject({
      method: 'POST',
      url: '/solver/captcha',
      payload: { image: Buffer.from('x').toString('base64') },
    });
    expect(unknown.statusCode).toBe(422);
  });
});

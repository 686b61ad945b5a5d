import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxGstAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { profileSync } from '../../areas/gst/profile-sync';
import { gstSyncPortal } from '../../areas/gst/gst-sync-portal';
import type { GstClient, GstSession } from '../../areas/gst/gst-client';
import { seedLogins } from '../areas/demo-logins';
import { createSyncRun } from '../sync-log';
import { httpCaptchaSolver } from './captcha-solver';
import { runAccountSync } from './engine';
import type { SyncPortal } from './sync-portal';

/**
 * A finished run leaves nothing running: no interval beating its (finished) run row, none
 * calling the portal's keep-alive on the session it signed out of. Time is faked for the
 * intervals only, so the run's database and portal calls go on as usual.
 */
const ORG = 'LEFTO1';
const SEED = 'run-leftovers';
const account = sandboxGstAccounts({ seed: SEED }).find((a) => a.behaviour === 'normal')!;
let sandbox: StartedSandbox;
let s: TestServer;

// One module is enough: the run signs in, runs it, signs out.
const portal: SyncPortal<GstClient> = { ...gstSyncPortal, modules: [profileSync] };

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  await s.memberOf(ORG);
  await seedLogins(s.ctx, ORG, portal, [
    { loginId: account.username, password: account.password, fields: {} },
  ]);
});
afterAll(async () => {
  await s?.close();
  await sandbox?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a finished sync run', () => {
  it('leaves no timer behind and calls no keep-alive after it ended', async () => {
    const connector = portal.connector(s.ctx);
    const keepAlives: GstSession[] = [];
    const real = connector.keepAlive.bind(connector);
    connector.keepAlive = async (session) => {
      keepAlives.push(session);
      await real(session);
    };
    const runId = await createSyncRun(s.ctx.db, ORG, {
      portal: portal.key,
      accountKey: account.username,
      startedBy: 'test',
      modules: profileSync.label,
    });
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const outcome = await runAccountSync(
      s.ctx,
      portal,
      connector,
      { orgId: ORG, runId, accountKey: account.username },
      httpCaptchaSolver(`${sandbox.url}/solver/captcha`),
    );
    expect(outcome.status).toBe('succeeded');
    expect(vi.getTimerCount()).toBe(0);
    // Twenty minutes later nothing has called the portal on the signed-out session.
    await vi.advanceTimersByTimeAsync(20 * 60_000);
    expect(keepAlives).toEqual([]);
  });

  it('logs the portal calls it made, each that reached the portal once', async () => {
    const runId = await createSyncRun(s.ctx.db, ORG, {
      portal: portal.key,
      accountKey: account.username,
      startedBy: 'test',
      modules: profileSync.label,
    });
    const realFetch = globalThis.fetch;
    let portalCalls = 0;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      // The captcha solver is not the portal.
      if (!String(input instanceof Request ? input.url : input).includes('/solver/')) portalCalls++;
      return realFetch(input, init);
    });
    try {
      const outcome = await runAccountSync(
        s.ctx,
        portal,
        portal.connector(s.ctx),
        { orgId: ORG, runId, accountKey: account.username },
        httpCaptchaSolver(`${sandbox.url}/solver/captcha`),
      );
      expect(outcome.status).toBe('succeeded');
    } finally {
      spy.mockRestore();
    }
    const logged = await s.ctx.pools.owner.query<{ calls: number; limited: number }>(
      `SELECT (data->>'portalCallCount')::int AS calls, (data->>'rateLimitedCount')::int AS limited
       FROM records WHERE org_id = $1 AND type = 'syncLog' AND key = $2`,
      [ORG, runId],
    );
    // Sign-in (captcha, login, landing), the profile, sign-out: a handful, all counted.
    expect(portalCalls).toBeGreaterThan(3);
    expect(logged.rows[0]).toEqual({ calls: portalCalls, limited: 0 });
  });
});

import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  sandboxIcegateAccounts,
  sandboxStateAccounts,
  startSandbox,
  type StartedSandbox,
} from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../test/harness';
import { misdirectedCalls } from '../../test/sandbox-origins';
import { startBoss } from '../jobs/boss';
import { seedLogins } from '../lib/areas/demo-logins';
import { startSyncBatch } from '../lib/sync/batches';
import { httpCaptchaSolver } from '../lib/sync/captcha-solver';
import { runAccountSync, type SyncJob } from '../lib/sync/engine';
import type { SyncPortal } from '../lib/sync/sync-portal';
import { createSyncQueues } from '../lib/sync/workers';
import { icegateSyncPortal } from './icegate/icegate-sync-portal';
import { stateSyncPortal } from './state/state-sync-portal';

/**
 * The State and ICEGATE syncs end to end through the engine, as a worker runs them, in each way
 * their portals fail: a locked login and a refused password block the login (and the next run
 * does not try it), a portal that fails at sign-in ends the run failed with a failed item that a
 * clean run later resolves. The clients' own handling is in each area's sync test.
 */
const ORG = 'FAILM1';
const SEED = 'sync-failure-modes';
const NOW = new Date('2026-11-21T06:00:00Z');
let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;

type Login = { loginId: string; password: string; behaviour: string };
const CASES: { portal: SyncPortal; logins: Login[] }[] = [
  {
    portal: stateSyncPortal,
    logins: sandboxStateAccounts({ seed: SEED }).map((a) => ({
      loginId: a.loginId.toUpperCase(),
      password: a.password,
      behaviour: a.behaviour,
    })),
  },
  {
    portal: icegateSyncPortal,
    logins: sandboxIcegateAccounts({ seed: SEED }).map((a) => ({
      loginId: a.userName.toLowerCase(),
      password: a.password,
      behaviour: a.behaviour,
    })),
  },
];

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];
const control = (path: string, body: unknown = {}) =>
  fetch(`${sandbox.url}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** One run of one account, played as the worker would (with the sandbox's captcha solver). */
async function runOnce(portal: SyncPortal, loginId: string) {
  const started = await startSyncBatch(s.ctx, ORG, portal, {
    accounts: [{ accountKey: loginId }],
    modules: portal.modules.map((m) => m.key),
    trigger: 'manual',
    startedBy: 'test',
  });
  const job: SyncJob = {
    orgId: ORG,
    runId: started.runIds[0]!,
    accountKey: loginId,
    modules: portal.modules.map((m) => m.key),
    batchId: started.batchId!,
  };
  const solver = httpCaptchaSolver(`${sandbox.url}/solver/captcha`);
  return runAccountSync(s.ctx, portal, portal.connector(s.ctx), job, solver);
}

const account = async (portal: SyncPortal, loginId: string) =>
  (
    await q<{ data: Record<string, unknown> }>(
      'SELECT data FROM records WHERE org_id = $1 AND type = $2 AND key = $3',
      [ORG, portal.accountType, loginId],
    )
  )[0]?.data;
const blocked = async (portal: SyncPortal, loginId: string) =>
  (
    await q<{ blocked_reason: string | null }>(
      'SELECT blocked_reason FROM portal_credentials WHERE org_id = $1 AND portal = $2 AND login_id = $3',
      [ORG, portal.key, loginId],
    )
  )[0]?.blocked_reason;
const openFailures = async (portal: SyncPortal, loginId: string) =>
  q<{ module: string; reason: string }>(
    `SELECT module, reason FROM sync_failures
     WHERE org_id = $1 AND portal = $2 AND account_key = $3 AND resolved_at IS NULL`,
    [ORG, portal.key, loginId],
  );

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, now: () => NOW, rateLimitPerSecond: 0, slowDelayMs: 0 });
  s = await createTestServer({ portals: sandbox.portals, now: () => NOW });
  await s.memberOf(ORG);
  for (const { portal, logins } of CASES) {
    const normal = logins.find((l) => l.behaviour === 'normal')!;
    await seedLogins(s.ctx, ORG, portal, [
      ...logins.map((l) => ({ loginId: l.loginId, password: l.password, fields: {} })),
      // The same login with a password the portal refuses, kept under a login id of its own.
      { loginId: `${normal.loginId}x`, password: 'Not-the-password1', fields: {} },
    ]);
  }
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(
    boss,
    CASES.map((c) => c.portal),
  );
  s.ctx.boss = boss;
});
afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
  await sandbox?.close();
});

describe.each(CASES)('$portal.key sync failure modes', ({ portal, logins }) => {
  const normal = logins.find((l) => l.behaviour === 'normal')!;
  const locked = logins.find((l) => l.behaviour === 'locked')!;

  it('blocks a locked login with the reason, and the next run does not try it', async () => {
    const first = await runOnce(portal, locked.loginId);
    expect(first.status).toBe('login_blocked');
    const reason = await blocked(portal, locked.loginId);
    expect(reason).toMatch(/lock/i);
    expect(await account(portal, locked.loginId)).toMatchObject({ loginStatus: 'login_blocked' });
    const second = await runOnce(portal, locked.loginId);
    expect(second).toMatchObject({
      status: 'login_blocked',
      error: `${reason}. Update the password to try again.`,
    });
  });

  it('blocks a login whose password the portal refuses', async () => {
    // A login id the portal does not know with that password is refused the same way.
    const outcome = await runOnce(portal, `${normal.loginId}x`);
    expect(outcome.status).toBe('login_blocked');
    expect(await blocked(portal, `${normal.loginId}x`)).toBeTruthy();
  });

  it('ends a run failed with a failed item when the portal fails at sign-in; a clean run resolves it', async () => {
    await control('faults', { failRate: 1 });
    let outcome;
    try {
      outcome = await runOnce(portal, normal.loginId);
    } finally {
      await control('reset');
    }
    expect(outcome.status).toBe('failed');
    expect(outcome.error).toMatch(/^Sign-in failed: /);
    expect(await openFailures(portal, normal.loginId)).toEqual([
      { module: expect.any(String), reason: outcome.error },
    ]);
    expect(await blocked(portal, normal.loginId)).toBeNull();

    const clean = await runOnce(portal, normal.loginId);
    expect(clean.status).toBe('succeeded');
    expect(clean.newCount).toBeGreaterThan(0);
    expect(await openFailures(portal, normal.loginId)).toEqual([]);
    expect(await account(portal, normal.loginId)).toMatchObject({ loginStatus: 'ok' });
  });
});

// Last: every call of this file's syncs went to its own portal's origin.
describe('portal origins', () => {
  it("called no other portal's origin", async () => {
    expect(await misdirectedCalls(sandbox)).toEqual({});
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxStateAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import type { SyncRun } from '../../lib/sync/sync-module';
import { applicationsSync } from './applications-sync';
import { StateClient, type StateSession } from './state-client';
import { checkStateLoginId } from './state-sync-portal';

const ORG = 'STATE1';
const SEED = 'state-sync';
const accounts = sandboxStateAccounts({ seed: SEED });
const normal = accounts[0]!;
const locked = accounts.find((a) => a.behaviour === 'locked')!;
let sandbox: StartedSandbox;
let s: TestServer;
const quick = { sleep: () => new Promise<void>((r) => setTimeout(r, 5)) };
const clock = (body: unknown) =>
  fetch(`${sandbox.url}/__sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: SEED,
    now: () => new Date('2026-11-21T06:00:00Z'),
    rateLimitPerSecond: 0,
  });
  s = await createTestServer({ portals: sandbox.portals });
  await s.memberOf(ORG);
});
afterAll(async () => {
  await s?.close();
  await sandbox?.close();
});

async function session(client: StateClient): Promise<StateSession> {
  const step = await client.signIn({ loginId: normal.loginId, password: normal.password });
  if (!step.done) throw new Error('no question expected');
  return step.session;
}

function runOf(client: StateClient, sess: StateSession): SyncRun<StateClient> {
  return {
    app: s.ctx,
    portal: client,
    session: sess,
    orgId: ORG,
    accountKey: normal.loginId,
    runId: 'test',
    today: '2026-11-21',
    counts: { newCount: 0, changedCount: 0, failedCount: 0 },
    options: {},
    accountPatch: {},
    failed: () => undefined,
  };
}

const stored = async () =>
  (
    await s.ctx.pools.owner.query(
      `SELECT data FROM records WHERE org_id = $1 AND type = 'stateApplication' ORDER BY key`,
      [ORG],
    )
  ).rows.map((r: { data: Record<string, unknown> }) => r.data);

describe('state portal sync', () => {
  it('refuses a wrong password and a locked login; checks login ids', async () => {
    const client = new StateClient(sandbox.portals.state, quick);
    await expect(client.signIn({ loginId: normal.loginId, password: 'nope' })).rejects.toMatchObject({
      kind: 'wrong_password',
    });
    await expect(client.signIn({ loginId: locked.loginId, password: locked.password })).rejects.toMatchObject(
      {
        kind: 'locked',
      },
    );
    expect(checkStateLoginId(' mh12345678 ')).toEqual({ ok: true, value: 'MH12345678' });
    expect(checkStateLoginId('a b').ok).toBe(false);
  });

  it('stores applications with their status history, idempotently, and sees later changes', async () => {
    const client = new StateClient(sandbox.portals.state, quick);
    const first = runOf(client, await session(client));
    await applicationsSync.run(first);
    expect(first.counts.newCount).toBeGreaterThan(3);
    expect(first.accountPatch).toMatchObject({ pan: normal.pan, state: normal.state });
    const rows = await stored();
    for (const r of rows) expect(String(r.statusHistory)).toMatch(/^\d{4}-\d{2}-\d{2} Submitted/);
    const again = runOf(client, await session(client));
    await applicationsSync.run(again);
    expect(again.counts).toMatchObject({ newCount: 0, changedCount: 0 });
    await clock({ advanceDays: 120 });
    const later = runOf(client, await session(client));
    await applicationsSync.run(later);
    expect(later.counts.newCount + later.counts.changedCount).toBeGreaterThan(0);
    await clock({ advanceMinutes: 16 });
    await expect(client.call(later.session, '/state/api/applications')).rejects.toMatchObject({
      kind: 'session_expired',
    });
  });
});

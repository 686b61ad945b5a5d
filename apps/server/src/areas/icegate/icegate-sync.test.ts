import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxIcegateAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import type { SignInStep } from '../../lib/sync/connector';
import { PortalError } from '../../lib/sync/portal-error';
import type { SyncRun } from '../../lib/sync/sync-module';
import { IcegateClient, type IcegateSession } from './icegate-client';
import { shippingBillsSync, windows } from './shipping-bills-sync';

const ORG = 'ICEG01';
const SEED = 'icegate-sync';
const NOW = new Date('2026-11-21T06:00:00Z');
const accounts = sandboxIcegateAccounts({ seed: SEED });
const normal = accounts.find((a) => a.behaviour === 'normal')!;
const locked = accounts.find((a) => a.behaviour === 'locked')!;

let sandbox: StartedSandbox;
let s: TestServer;
const quick = { sleep: () => new Promise<void>((r) => setTimeout(r, 5)) };

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, now: () => NOW, rateLimitPerSecond: 0, slowDelayMs: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  await s.memberOf(ORG);
});
afterAll(async () => {
  await s?.close();
  await sandbox?.close();
});

async function solve(step: SignInStep<IcegateSession>): Promise<string> {
  if (step.done || step.challenge.kind !== 'captcha') throw new Error('expected a captcha');
  const res = await fetch(`${sandbox.url}/solver/captcha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ image: step.challenge.image.toString('base64'), mimeType: 'image/png' }),
  });
  return ((await res.json()) as { answer: string }).answer;
}

async function signIn(
  client: IcegateClient,
  credentials = { loginId: normal.userName, password: normal.password },
) {
  const first = await client.signIn(credentials);
  if (first.done) throw new Error('ICEGATE asks a captcha at every sign-in');
  const step = await client.answer(credentials, first.state, await solve(first));
  if (!step.done) throw new Error('the solved captcha was refused');
  return step.session;
}

function runOf(client: IcegateClient, session: IcegateSession, calls: string[]): SyncRun<IcegateClient> {
  const counting = Object.assign(Object.create(client) as IcegateClient, {
    enquiry: (sess: IcegateSession, path: string, body: unknown) => {
      calls.push(path);
      return client.enquiry(sess, path, body);
    },
  });
  return {
    app: s.ctx,
    portal: counting,
    session,
    orgId: ORG,
    accountKey: normal.userName,
    runId: 'test',
    today: '2026-11-21',
    counts: { newCount: 0, changedCount: 0, failedCount: 0 },
    options: {},
    accountPatch: {},
    failed: () => undefined,
  };
}

describe('ICEGATE sync', () => {
  it('splits the period into windows the enquiry accepts', () => {
    const w = windows('2026-11-21', 90);
    expect(w.at(-1)![1]).toBe('2026-11-21');
    expect(w[0]![0]).toBe('2026-08-23');
    for (const [from, to] of w)
      expect((Date.parse(to) - Date.parse(from)) / 86_400_000).toBeLessThanOrEqual(30);
  });

  it('answers a wrong captcha with a fresh one, and refuses a wrong password and a locked login', async () => {
    const client = new IcegateClient(sandbox.portals.icegate, quick);
    const credentials = { loginId: normal.userName, password: normal.password };
    const first = await client.signIn(credentials);
    if (first.done) throw new Error('captcha expected');
    const again = await client.answer(credentials, first.state, 'WRONG0');
    expect(again.done).toBe(false);
    await expect(signIn(client, { loginId: normal.userName, password: 'not-it' })).rejects.toMatchObject({
      kind: 'wrong_password',
    });
    await expect(
      signIn(client, { loginId: locked.userName, password: locked.password }),
    ).rejects.toMatchObject({
      kind: 'locked',
    });
  });

  it('stores shipping bills with drawback and IGST refund, and a re-sync asks only for open bills', async () => {
    const client = new IcegateClient(sandbox.portals.icegate, quick);
    const session = await signIn(client);
    expect(session.iec).toBe(normal.iec);
    const calls: string[] = [];
    const first = runOf(client, session, calls);
    await shippingBillsSync.run(first);
    expect(first.counts.newCount).toBeGreaterThan(10);
    expect(first.accountPatch).toMatchObject({
      shippingBillCount: first.counts.newCount,
      iec: normal.iec,
      name: normal.name,
    });
    const rows = (
      await s.ctx.pools.owner.query(
        `SELECT data FROM records WHERE org_id = $1 AND type = 'icegateShippingBill' ORDER BY key`,
        [ORG],
      )
    ).rows as { data: Record<string, unknown> }[];
    expect(rows).toHaveLength(first.counts.newCount);
    expect(rows.some((r) => r.data.igstRefundStatus === 'scrolled')).toBe(true);
    for (const { data } of rows) {
      expect(data.sbDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(data.iec).toBe(normal.iec);
    }
    const detailsFirst = calls.filter((c) => c.endsWith('sbDetails')).length;
    calls.length = 0;
    const second = runOf(client, session, calls);
    await shippingBillsSync.run(second);
    expect(second.counts).toMatchObject({ newCount: 0, changedCount: 0 });
    expect(calls.filter((c) => c.endsWith('sbDetails')).length).toBeLessThan(detailsFirst);
  });

  it('reports a lost session and server failures as the engine expects', async () => {
    const client = new IcegateClient(sandbox.portals.icegate, quick);
    const session = await signIn(client);
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 11 }),
    });
    const err = await client
      .enquiry(session, '/icegate/api/enquiry/shippingBills', {
        startDate: '01-11-2026',
        endDate: '20-11-2026',
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PortalError);
    expect((err as PortalError).endsRun).toBe(true);
    const credentials = { loginId: normal.userName, password: normal.password };
    const first = await client.signIn(credentials);
    if (first.done) throw new Error('captcha expected');
    await fetch(`${sandbox.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failRate: 1 }),
    });
    await expect(client.answer(credentials, first.state, await solve(first))).rejects.toMatchObject({
      kind: 'server_error',
    });
    await fetch(`${sandbox.url}/__sandbox/reset`, { method: 'POST' });
  });
});

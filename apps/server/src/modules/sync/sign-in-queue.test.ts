import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { sandboxGstAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { gstSyncPortal } from '../../areas/gst/gst-sync-portal';
import { startBoss } from '../../jobs/boss';
import { seedLogins } from '../../lib/areas/demo-logins';
import { startSyncBatch } from '../../lib/sync/batches';
import { runAccountSync, type SyncJob } from '../../lib/sync/engine';
import { httpCaptchaSolver } from '../../lib/sync/captcha-solver';
import { sweepOnce } from '../../lib/sync/sweeper';
import { createSyncQueues } from '../../lib/sync/workers';

/**
 * The sign-in queue end to end on the GST portal (a captcha at every sign-in): a run without a
 * solver waits for a person; a wrong answer brings a new captcha; the right one (read from the
 * sandbox's test control, never guessed) continues the same portal session; the solver path runs
 * unattended; an unanswered question expires with its reason; a run whose worker died is taken up.
 */
const ORG = 'QUEUE1';
const SEED = 'sign-in-queue';
const [account] = sandboxGstAccounts({ seed: SEED }).filter((a) => a.behaviour === 'normal');

let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
let token: string;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];

async function call(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return s.app.inject({ method, url, headers: { authtoken: token }, ...(payload ? { payload } : {}) });
}

/** A batch of the account (its job sits in the queue: the test plays the worker). */
async function startRun(modules = ['profile']): Promise<SyncJob> {
  const started = await startSyncBatch(s.ctx, ORG, gstSyncPortal, {
    accounts: [{ accountKey: account!.username }],
    modules,
    trigger: 'manual',
    startedBy: 'test',
  });
  return {
    orgId: ORG,
    runId: started.runIds[0]!,
    accountKey: account!.username,
    modules,
    batchId: started.batchId!,
  };
}

const connector = () => gstSyncPortal.connector(s.ctx);

async function runStatus(runId: string): Promise<Record<string, unknown>> {
  const [row] = await q<{ data: Record<string, unknown> }>(
    `SELECT data FROM records WHERE org_id = $1 AND type = 'syncLog' AND key = $2`,
    [ORG, runId],
  );
  return row!.data;
}

/** The answer of a waiting captcha, from the sandbox's test control by the session it is bound to. */
async function rightAnswer(requestId: string): Promise<string> {
  const [row] = await q<{ state: string }>(`SELECT state FROM sign_in_requests WHERE id = $1`, [requestId]);
  const state = JSON.parse(s.ctx.box.decrypt(row!.state)) as { cookies: Record<string, string> };
  const res = await fetch(`${sandbox.url}/__sandbox/captchas/latest?binding=${state.cookies.CaptchaCookie}`);
  return ((await res.json()) as { answer: string }).answer;
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: SEED, port: 0, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  const owner = await s.memberOf(ORG, 'owner');
  token = owner.token;
  await seedLogins(s.ctx, ORG, gstSyncPortal, [
    { loginId: account!.username, password: account!.password, fields: { gstin: account!.gstins[0] } },
  ]);
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, [gstSyncPortal]);
  s.ctx.boss = boss;
});

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
  await sandbox?.close();
});

describe('sign-in queue', () => {
  it('parks a captcha for a person, takes a new one after a wrong answer, and goes on in the same session', async () => {
    const job = await startRun();
    expect(await runAccountSync(s.ctx, gstSyncPortal, connector(), job)).toMatchObject({ status: 'waiting' });
    expect(await runStatus(job.runId)).toMatchObject({ status: 'waiting' });
    // The run's portal calls, as its log counts them after each part.
    const calls = async () => Number((await runStatus(job.runId)).portalCallCount);
    const beforeWait = await calls();
    expect(beforeWait).toBeGreaterThan(0);

    const queue = await call('GET', `/api/o/${ORG}/sign-in-queue`);
    expect(queue.statusCode).toBe(200);
    const [item] = queue.json().data.items;
    expect(item).toMatchObject({
      portal: 'gst',
      accountKey: account!.username,
      kind: 'captcha',
      attempts: 0,
    });
    const image = await call('GET', `/api/o/${ORG}/sign-in-queue/${item.id}/image`);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');

    // A wrong answer: the run is queued again, and the portal's fresh captcha comes back to the queue.
    const wrong = (await rightAnswer(item.id)) === '000000' ? '111111' : '000000';
    expect(
      (await call('POST', `/api/o/${ORG}/sign-in-queue/${item.id}/answer`, { answer: wrong })).statusCode,
    ).toBe(200);
    expect(await runStatus(job.runId)).toMatchObject({ status: 'queued', resumed: true });
    expect(
      (await call('POST', `/api/o/${ORG}/sign-in-queue/${item.id}/answer`, { answer: wrong })).statusCode,
    ).toBe(409);
    expect(await runAccountSync(s.ctx, gstSyncPortal, connector(), job)).toMatchObject({ status: 'waiting' });
    const [again] = (await call('GET', `/api/o/${ORG}/sign-in-queue`)).json().data.items;
    expect(again).toMatchObject({ accountKey: account!.username, attempts: 1 });
    // A resumed part counts on from the part before it: the log is the whole run's.
    const afterSecondWait = await calls();
    expect(afterSecondWait).toBeGreaterThan(beforeWait);
    expect(again.id).not.toBe(item.id);

    const answer = await rightAnswer(again.id);
    expect(
      (await call('POST', `/api/o/${ORG}/sign-in-queue/${again.id}/answer`, { answer })).statusCode,
    ).toBe(200);
    expect(await runAccountSync(s.ctx, gstSyncPortal, connector(), job)).toMatchObject({
      status: 'succeeded',
    });
    expect(await calls()).toBeGreaterThan(afterSecondWait);
    expect((await call('GET', `/api/o/${ORG}/sign-in-queue`)).json().data.items).toEqual([]);
    const [acc] = await q<{ data: Record<string, unknown> }>(
      `SELECT data FROM records WHERE org_id = $1 AND type = 'gstAccount' AND key = $2`,
      [ORG, account!.username],
    );
    expect(acc!.data).toMatchObject({ loginStatus: 'ok', lgnm: expect.any(String) });
  });

  it('lets the solver read the captcha: the run goes on unattended', async () => {
    const job = await startRun();
    const solver = httpCaptchaSolver(`${sandbox.url}/solver/captcha`);
    expect(await runAccountSync(s.ctx, gstSyncPortal, connector(), job, solver)).toMatchObject({
      status: 'succeeded',
    });
  });

  it('refuses empty answers, and another organisation neither sees nor answers the queue', async () => {
    const job = await startRun();
    await runAccountSync(s.ctx, gstSyncPortal, connector(), job);
    const [item] = (await call('GET', `/api/o/${ORG}/sign-in-queue`)).json().data.items;
    expect(
      (await call('POST', `/api/o/${ORG}/sign-in-queue/${item.id}/answer`, { answer: ' ' })).statusCode,
    ).toBe(400);
    const other = await s.memberOf('QUEUE2', 'owner');
    const theirs = await s.app.inject({
      method: 'GET',
      url: `/api/o/QUEUE2/sign-in-queue/${item.id}/image`,
      headers: { authtoken: other.token },
    });
    expect(theirs.statusCode).toBe(404);
    const answer = await s.app.inject({
      method: 'POST',
      url: `/api/o/QUEUE2/sign-in-queue/${item.id}/answer`,
      headers: { authtoken: other.token },
      payload: { answer: '123456' },
    });
    expect(answer.statusCode).toBe(404);
    expect((await call('GET', `/api/o/${ORG}/sign-in-queue`)).json().data.items).toHaveLength(1);
    // Cancelling the batch takes its question out of the queue and ends the run.
    expect((await call('POST', `/api/o/${ORG}/sync/gst/batches/${job.batchId}/cancel`)).statusCode).toBe(200);
    expect((await call('GET', `/api/o/${ORG}/sign-in-queue`)).json().data.items).toEqual([]);
    expect(await runStatus(job.runId)).toMatchObject({ status: 'cancelled' });
  });

  it('ends a run whose question nobody answered in time, with the reason, as a failed item', async () => {
    const job = await startRun();
    await runAccountSync(s.ctx, gstSyncPortal, connector(), job);
    await q(`UPDATE sign_in_requests SET expires_at = now() - interval '1 second' WHERE run_id = $1`, [
      job.runId,
    ]);
    await sweepOnce(s.ctx, boss, [gstSyncPortal]);
    expect(await runStatus(job.runId)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/Nobody answered/),
    });
    const open = await q(
      `SELECT module, ref FROM sync_failures WHERE org_id = $1 AND portal = 'gst' AND account_key = $2 AND resolved_at IS NULL`,
      [ORG, account!.username],
    );
    expect(open).toEqual([{ module: 'account', ref: 'Sign-in' }]);
    expect((await call('GET', `/api/o/${ORG}/sign-in-queue`)).json().data.items).toEqual([]);
  });

  it('takes up a run whose worker died, under a new job, and fails it after taking it up twice', async () => {
    const job = await startRun();
    const stale = new Date(Date.now() - 5 * 60_000).toISOString();
    const die = () =>
      q(
        `UPDATE records SET status = 'running', data = data || jsonb_build_object('status', 'running', 'heartbeatAt', $3::text)
         WHERE org_id = $1 AND type = 'syncLog' AND key = $2`,
        [ORG, job.runId, stale],
      );
    await die();
    await sweepOnce(s.ctx, boss, [gstSyncPortal]);
    const first = await runStatus(job.runId);
    expect(first).toMatchObject({ status: 'queued', takeUps: 1 });
    expect(first.jobId).toEqual(expect.any(String));
    expect(first.jobId).not.toBe(job.runId);
    const queued = await boss.getJobById(gstSyncPortal.queue, String(first.jobId));
    expect(queued?.data).toMatchObject({ runId: job.runId, accountKey: account!.username });
    await die();
    await sweepOnce(s.ctx, boss, [gstSyncPortal]);
    await die();
    await sweepOnce(s.ctx, boss, [gstSyncPortal]);
    expect(await runStatus(job.runId)).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/stopped/),
    });
  });
});

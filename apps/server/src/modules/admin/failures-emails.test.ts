import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { createTestServer, type TestServer } from '../../../test/harness';
import { startBoss } from '../../jobs/boss';
import { sendEmail } from '../../lib/email/send-email';
import { createSyncRun } from '../../lib/sync-log';
import { adminCast, nonAdmins, type Cast } from '../../../test/admin-test-cast';

/** A stand-in for a portal's sync queue: the retry is the same whatever the portal. */
const QUEUE = 'failure-retry-test';
let s: TestServer;
let boss: PgBoss;
let cast: Cast;
const received: Record<string, unknown>[] = [];
let runId = '';

async function failure(
  orgId: string,
  pan: string,
  lastRunId: string | null,
  extra: Record<string, unknown> = {},
) {
  const r = await s.ctx.pools.owner.query(
    `INSERT INTO sync_failures (org_id, portal, account_key, module, ref, reason, last_run_id, resolved_at)
     VALUES ($1, 'it', $2, $3, $4, $5, $6, $7) RETURNING id::int AS id`,
    [
      orgId,
      pan,
      extra.module ?? 'proceedings',
      extra.ref ?? 'Notice 1',
      extra.reason ?? 'The portal failed (HTTP 500)',
      lastRunId,
      extra.resolvedAt ?? null,
    ],
  );
  return r.rows[0].id as number;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 100));
  if (!check()) throw new Error('waited too long');
}

beforeAll(async () => {
  s = await createTestServer();
  boss = await startBoss(s.ownerUrl, () => {});
  await boss.createQueue(QUEUE, { name: QUEUE });
  await boss.work<Record<string, unknown>>(QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    received.push(job!.data);
  });
  s.ctx.boss = boss;
  cast = await adminCast(s, 'FAILS1');
  await s.memberOf('FAILS2', 'owner');
  // A sync run whose job finished with an item it could not fetch.
  runId = await createSyncRun(s.ctx.db, 'FAILS1', {
    portal: 'it',
    accountKey: 'AAAPA1111A',
    startedBy: 'test',
    modules: 'all',
  });
  await boss.insert([
    { id: runId, name: QUEUE, data: { orgId: 'FAILS1', pan: 'AAAPA1111A', runId, modules: ['proceedings'] } },
  ]);
  await until(() => received.length === 1);
  await s.ctx.pools.owner.query(
    `UPDATE records SET status = 'failed', data = data || '{"status":"failed"}' WHERE org_id = 'FAILS1' AND type = 'syncLog'`,
  );
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await s.close();
});

const get = (url: string, token = cast.admin) =>
  s.app.inject({ method: 'GET', url, headers: { authtoken: token } });
const post = (url: string, token = cast.admin) =>
  s.app.inject({ method: 'POST', url, headers: { authtoken: token } });

describe('failure items across organisations', () => {
  it("lists every organisation's open items to platform admins only", async () => {
    await failure('FAILS1', 'AAAPA1111A', runId);
    await failure('FAILS2', 'BBBPB2222B', null, {
      module: 'returns',
      ref: 'ITR-V 2024',
      reason: 'PDF too large',
    });
    await failure('FAILS2', 'BBBPB2222B', null, { ref: 'Old one', resolvedAt: new Date() });
    for (const [who, token] of nonAdmins(cast)) {
      expect((await get('/api/admin/failures', token)).statusCode, who).toBe(404);
      expect((await post('/api/admin/failures/1/retry', token)).statusCode, who).toBe(404);
    }
    const open = (await get('/api/admin/failures')).json().data;
    expect(open.total).toBe(2);
    expect(open.byPortal).toEqual({ it: 2 });
    expect(open.rows.map((r: { orgId: string }) => r.orgId).sort()).toEqual(['FAILS1', 'FAILS2']);
    expect(open.rows.find((r: { orgId: string }) => r.orgId === 'FAILS2')).toMatchObject({
      orgName: 'Org FAILS2',
      module: 'returns',
      reason: 'PDF too large',
    });
    expect((await get('/api/admin/failures?state=all&orgId=fails2')).json().data.total).toBe(2);
    expect((await get('/api/admin/failures?q=pdf')).json().data.total).toBe(1);
    expect((await get('/api/admin/failures?orgId=bad!')).statusCode).toBe(400);
  });

  it('retries an item by running its sync job again, once at a time', async () => {
    const rows = (await get('/api/admin/failures?orgId=FAILS1')).json().data.rows;
    const id = rows[0].id;
    const res = await post(`/api/admin/failures/${id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ orgId: 'FAILS1', accountKey: 'AAAPA1111A', queue: QUEUE, runId });
    await until(() => received.length === 2);
    expect(received[1]).toEqual(received[0]);
    const run = await s.ctx.pools.owner.query(
      `SELECT status FROM records WHERE org_id = 'FAILS1' AND type = 'syncLog'`,
    );
    expect(run.rows[0].status).toBe('queued');
    // Its run is queued again: a second retry waits for it.
    expect((await post(`/api/admin/failures/${id}/retry`)).statusCode).toBe(409);

    const resolved = await failure('FAILS2', 'CCCPC3333C', randomUUID(), {
      ref: 'Done',
      resolvedAt: new Date(),
    });
    expect((await post(`/api/admin/failures/${resolved}/retry`)).statusCode).toBe(409);
    const forgotten = await failure('FAILS2', 'DDDPD4444D', randomUUID(), { ref: 'Gone' });
    expect((await post(`/api/admin/failures/${forgotten}/retry`)).statusCode).toBe(410);
    expect((await post('/api/admin/failures/999999/retry')).statusCode).toBe(404);
  });
});

describe('email log', () => {
  it('shows every email with recipient, subject, status and error, to platform admins only', async () => {
    const mail = (orgId: string | null, to: string) => ({
      orgId,
      to,
      template: 'invite',
      subject: `Hello ${to}`,
      text: 'Hi',
    });
    await sendEmail(s.ctx, mail('FAILS1', 'one@example.com'));
    await sendEmail(s.ctx, mail(null, 'platform@example.com'));
    const unreachable = { ...s.ctx, config: { ...s.ctx.config, SMTP_URL: 'smtp://127.0.0.1:9' } };
    const failed = await sendEmail(unreachable, mail('FAILS2', 'two@example.com'));
    expect(failed.status).toBe('failed');

    for (const [who, token] of nonAdmins(cast))
      expect((await get('/api/admin/emails', token)).statusCode, who).toBe(404);
    const all = (await get('/api/admin/emails')).json().data;
    expect(all.total).toBe(3);
    expect(all.byStatus).toEqual({ logged: 2, failed: 1 });
    const bad = (await get('/api/admin/emails?status=failed')).json().data;
    expect(bad.rows).toEqual([
      expect.objectContaining({
        recipient: 'two@example.com',
        subject: 'Hello two@example.com',
        orgId: 'FAILS2',
        orgName: 'Org FAILS2',
        error: expect.stringMatching(/ECONNREFUSED|connect/),
      }),
    ]);
    expect((await get('/api/admin/emails?q=platform')).json().data.rows[0]).toMatchObject({
      orgId: null,
      status: 'logged',
    });
    expect((await get('/api/admin/emails?orgId=FAILS1')).json().data.total).toBe(1);
    expect((await get('/api/admin/emails?status=bounced')).statusCode).toBe(400);
  });
});

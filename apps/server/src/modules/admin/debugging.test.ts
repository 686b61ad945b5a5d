import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { RESOURCES } from '@taxdesk/domain';
import { createTestServer, type TestServer } from '../../../test/harness';
import { inOrg } from '../../db/tenant';
import { startBoss } from '../../jobs/boss';
import { upsertRecords } from '../../lib/records/upsert';
import { adminCast, nonAdmins, type Cast } from '../../../test/admin-test-cast';

const QUEUE = 'debugging-test';
const ORG = 'DEBUG1';
let s: TestServer;
let boss: PgBoss;
let cast: Cast;
let failing = true;
const handled: string[] = [];

beforeAll(async () => {
  s = await createTestServer();
  boss = await startBoss(s.ownerUrl, () => {});
  await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0 });
  await boss.work<{ pan: string }>(QUEUE, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
    if (failing) throw new Error(`The portal refused ${job!.data.pan}`);
    handled.push(job!.data.pan);
  });
  cast = await adminCast(s, ORG);
  await inOrg(s.ctx.db, ORG, (tx) =>
    upsertRecords(tx, ORG, RESOURCES.itProceeding, [
      {
        data: {
          proceedingReqId: '64934719',
          pan: 'ABCPD1234E',
          proceedingName: 'Reassessment u/s 147',
          assessmentYear: '2024',
        },
        raw: {
          proceedingReqId: '64934719',
          prcdngStatus: 'O',
          viewNoticeCount: 2,
          extraPortalField: 'as sent',
        },
      },
    ]),
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

async function until<T>(what: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const v = await what();
    if (v !== undefined) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('waited too long');
}

describe('operator debugging', () => {
  it('is for platform admins only', async () => {
    for (const [who, token] of nonAdmins(cast)) {
      for (const url of [
        '/api/admin/debugging/queues',
        '/api/admin/debugging/jobs',
        `/api/admin/debugging/raw?orgId=${ORG}&type=itProceeding&key=64934719`,
        `/api/admin/debugging/recent?orgId=${ORG}&type=itProceeding`,
      ])
        expect((await get(url, token)).statusCode, `${who} ${url}`).toBe(404);
      expect(
        (await post('/api/admin/debugging/jobs/9b2b8c1e-8d53-4b3e-9a57-1c3c2b1f0a11/retry', token))
          .statusCode,
      ).toBe(404);
    }
  });

  it('counts jobs by state, shows a failed job with its error, and retries it', async () => {
    const id = (await boss.send(QUEUE, { pan: 'AAAPA1111A' }))!;
    const failed = await until(async () => {
      const jobs = (await get(`/api/admin/debugging/jobs?queue=${QUEUE}`)).json().data;
      return jobs.rows.find((j: { id: string }) => j.id === id);
    });
    expect(failed).toMatchObject({
      queue: QUEUE,
      state: 'failed',
      error: 'The portal refused AAAPA1111A',
      data: { pan: 'AAAPA1111A' },
    });
    const queues = (await get('/api/admin/debugging/queues')).json().data;
    expect(queues.find((q: { name: string }) => q.name === QUEUE).counts).toMatchObject({
      failed: 1,
      completed: 0,
    });

    failing = false;
    const retried = await post(`/api/admin/debugging/jobs/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toEqual({ id, queue: QUEUE });
    await until(async () => (handled.includes('AAAPA1111A') ? true : undefined));
    const done = await until(async () => {
      const q = (await get('/api/admin/debugging/queues'))
        .json()
        .data.find((x: { name: string }) => x.name === QUEUE);
      return q.counts.completed === 1 ? q : undefined;
    });
    expect(done.counts.failed).toBe(0);
    // Only a failed job can be sent round again.
    expect((await post(`/api/admin/debugging/jobs/${id}/retry`)).statusCode).toBe(404);
    expect((await post('/api/admin/debugging/jobs/not-a-uuid/retry')).statusCode).toBe(400);
    const audit = await s.ctx.pools.owner.query(
      `SELECT action, target FROM admin_audit_log WHERE action = 'job.retry'`,
    );
    expect(audit.rows).toEqual([{ action: 'job.retry', target: id }]);
  });

  it('shows the portal payload behind a synced record, of any organisation', async () => {
    const res = await get(
      `/api/admin/debugging/raw?orgId=${ORG.toLowerCase()}&type=itProceeding&key=64934719`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      orgId: ORG,
      key: '64934719',
      data: { proceedingName: 'Reassessment u/s 147' },
      raw: { extraPortalField: 'as sent', viewNoticeCount: 2 },
    });
    const recent = (await get(`/api/admin/debugging/recent?orgId=${ORG}&type=itProceeding`)).json().data;
    expect(recent).toEqual([expect.objectContaining({ key: '64934719', hasRaw: true })]);
    expect(
      (await get(`/api/admin/debugging/raw?orgId=OTHER9&type=itProceeding&key=64934719`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/admin/debugging/raw?orgId=${ORG}&type=itProceeding&key=1`)).statusCode).toBe(404);
    expect((await get(`/api/admin/debugging/raw?orgId=${ORG}&type=nope&key=1`)).statusCode).toBe(400);
    expect((await get(`/api/admin/debugging/raw?orgId=bad!&type=itProceeding&key=1`)).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { startBoss } from '../../../jobs/boss';
import { createPopulationQueue, POPULATION_QUEUE, takeUpDeadPopulationRuns } from './population-jobs';

/** A population run left running by a worker that died is queued again for the next worker. */
let s: TestServer;
let boss: PgBoss;

beforeAll(async () => {
  s = await createTestServer();
  boss = await startBoss(s.ownerUrl, () => {});
  await createPopulationQueue(boss);
});

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
});

const insertRun = async (heartbeat: string) =>
  (
    await s.ctx.pools.owner.query<{ id: string }>(
      `INSERT INTO population_runs (kind, status, source, total, created_by, started_at, heartbeat_at)
       VALUES ('gstin', 'running', 'pasted list', 1, 'test', now() - interval '10 minutes', $1::timestamptz) RETURNING id`,
      [heartbeat],
    )
  ).rows[0]!.id;

describe('population runs of a dead worker', () => {
  it('queues again a run whose heart stopped, and leaves one that beats alone', async () => {
    const dead = await insertRun(new Date(Date.now() - 5 * 60_000).toISOString());
    const alive = await insertRun(new Date().toISOString());
    const taken = await takeUpDeadPopulationRuns(s.ctx, boss);
    expect(taken).toContain(dead);
    expect(taken).not.toContain(alive);
    const rows = (
      await s.ctx.pools.owner.query<{ id: string; status: string; error: string | null }>(
        `SELECT id, status, error FROM population_runs WHERE id = ANY($1::uuid[])`,
        [[dead, alive]],
      )
    ).rows;
    expect(rows.find((r) => r.id === dead)).toMatchObject({
      status: 'queued',
      error: expect.stringMatching(/worker stopped/),
    });
    expect(rows.find((r) => r.id === alive)).toMatchObject({ status: 'running' });
    const jobs = await s.ctx.pools.owner.query(
      `SELECT 1 FROM pgboss.job WHERE name = $1 AND singleton_key = $2 AND state = 'created'`,
      [POPULATION_QUEUE, dead],
    );
    expect(jobs.rowCount).toBe(1);
  });
});

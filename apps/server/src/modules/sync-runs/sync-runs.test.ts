import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../../db/tenant';
import { updateOrgLicence } from '../../lib/directory';
import { createSyncRun, updateSyncRun } from '../../lib/sync-log';
import { upsertRecords } from '../../lib/records/upsert';
import { createTestServer, type TestServer } from '../../../test/harness';

let s: TestServer;
const ORG = 'RUNS01';
let viewer: string;
let runId: string;

beforeAll(async () => {
  s = await createTestServer();
  await s.memberOf(ORG, 'owner');
  viewer = (await s.memberOf(ORG, 'viewer')).token;
  runId = await createSyncRun(s.ctx.db, ORG, {
    portal: 'it',
    accountKey: 'AAAPL1234C',
    startedBy: 'owner@example.com',
    modules: 'proceedings',
  });
  const notices = [1, 2].map((n) => ({
    data: { headerSeqNo: `H-${n}`, pan: 'AAAPL1234C', noticeSection: '143(2)', description: `Notice ${n}` },
  }));
  await inOrg(s.ctx.db, ORG, (tx) => upsertRecords(tx, ORG, RESOURCES.itNotice, notices, { runId }));
  await updateSyncRun(s.ctx.db, ORG, runId, {
    status: 'succeeded',
    newCount: 2,
    failedCount: 1,
    durationMs: 4200,
    failures: [{ module: 'proceedings', ref: 'PDF 77', reason: 'The portal answered 500' }],
  });
});
afterAll(() => s.close());

const get = (url: string, token: string) =>
  s.app.inject({ method: 'GET', url, headers: { authtoken: token } });

describe('a sync run in full', () => {
  it('shows the run, its failures and the records it created, to any member', async () => {
    const res = await get(`/api/o/${ORG}/sync-runs/${runId}`, viewer);
    expect(res.statusCode).toBe(200);
    const { run, changes, totalChanges } = res.json().data;
    expect(run).toMatchObject({
      runId,
      startedBy: 'owner@example.com',
      modules: 'proceedings',
      newCount: 2,
      durationMs: 4200,
    });
    expect(run.failures).toEqual([
      { module: 'proceedings', ref: 'PDF 77', reason: 'The portal answered 500' },
    ]);
    expect(totalChanges).toBe(2);
    expect(changes.map((c: { key: string; kind: string }) => [c.key, c.kind])).toEqual([
      ['H-1', 'new'],
      ['H-2', 'new'],
    ]);
    expect(changes[0].path).toBe('/it/proceedingnotice/H-1');
  });

  it('leaves out records of features the licence does not cover', async () => {
    await updateOrgLicence(s.ctx.db, ORG, { isItActive: false });
    const data = (await get(`/api/o/${ORG}/sync-runs/${runId}`, viewer)).json().data;
    expect(data.changes).toEqual([]);
    await updateOrgLicence(s.ctx.db, ORG, { isItActive: true });
  });

  it('is not found for other organisations and unknown runs', async () => {
    const other = (await s.memberOf('RUNS02', 'owner')).token;
    expect((await get(`/api/o/RUNS02/sync-runs/${runId}`, other)).statusCode).toBe(404);
    expect((await get(`/api/o/${ORG}/sync-runs/${runId}`, other)).statusCode).toBe(404);
    expect(
      (await get(`/api/o/${ORG}/sync-runs/00000000-0000-4000-8000-000000000000`, viewer)).statusCode,
    ).toBe(404);
    expect((await get(`/api/o/${ORG}/sync-runs/nope`, viewer)).statusCode).toBe(400);
  });
});

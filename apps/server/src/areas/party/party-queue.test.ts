import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import type { HomeSummary } from '@taxdesk/domain';
import { createTestServer, type TestServer, unreachablePortals } from '../../../test/harness';
import type { AppContext } from '../../context';
import { startBoss } from '../../jobs/boss';
import { runAccountSync, type SyncJob } from '../../lib/sync/engine';
import type { SyncPortal } from '../../lib/sync/sync-portal';
import { createSyncQueues } from '../../lib/sync/workers';
import { commit, upload, xlsxFile } from '../../../test/imports-test-support';
import { partyConnector, msmePartySyncPortal, tanPartySyncPortal } from './party-sync-portals';

/**
 * Parties added by hand or from a sheet, looked up through the queue: bad ids refused before
 * anything is written or asked, one run per party, the cache, a refresh past it, a change marked.
 * The test plays the worker: it takes each queued job and runs it through the engine.
 */
const ORG = 'PARTQ1';
const NOW = new Date('2026-11-21T06:00:00Z');
let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
let token: string;

const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await s.ctx.pools.owner.query(text, params)).rows as T[];

async function solveCaptcha(image: Buffer): Promise<string | null> {
  const res = await fetch(`${sandbox.url}/solver/captcha`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ image: image.toString('base64'), mimeType: 'image/png' }),
  });
  return res.ok ? ((await res.json()) as { answer: string }).answer : null;
}

/** The app with every portal unreachable: any call it makes fails. */
const offline = (): AppContext => ({ ...s.ctx, portals: unreachablePortals() });

const post = (url: string, payload: unknown) =>
  s.app.inject({ method: 'POST', url, headers: { authtoken: token }, payload: payload as object });

/** Runs every job of a batch as a worker would, with the data the batch queued. */
async function runBatch(portal: SyncPortal, batchId: string, app: AppContext = s.ctx) {
  const runs = await q<{ key: string }>(
    `SELECT key FROM records WHERE org_id = $1 AND type = 'syncLog' AND data->>'batchId' = $2`,
    [ORG, batchId],
  );
  const outcomes = [];
  for (const { key } of runs) {
    const job = await boss.getJobById<SyncJob>(portal.queue, key);
    outcomes.push(await runAccountSync(app, portal, partyConnector(app, solveCaptcha), job!.data));
  }
  return outcomes;
}

const party = async (type: string, key: string) =>
  (
    await q<{ data: Record<string, unknown> }>(
      'SELECT data FROM records WHERE org_id = $1 AND type = $2 AND key = $3',
      [ORG, type, key],
    )
  )[0]?.data;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 'party-queue', now: () => NOW, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals, now: () => NOW });
  token = (await s.memberOf(ORG)).token;
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, [tanPartySyncPortal, msmePartySyncPortal]);
  s.ctx.boss = boss;
});
afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
  await sandbox?.close();
});

describe('party lookups through the queue', () => {
  it('refuses a bad id with the rule it breaks, before anything is written or queued', async () => {
    for (const [portal, id, rule] of [
      ['gstparty', '27AAPFU0939F1ZO', /check character/i],
      ['tanparty', 'MUM12345B', /TAN/],
      ['panparty', 'AAPXU0939F', /PAN/],
      ['msmeparty', 'UDYAM-MH-19-00123', /UDYAM/],
    ] as const) {
      const res = await post(`/api/o/${ORG}/parties/${portal}`, { id });
      expect(res.statusCode, `${portal} ${id}`).toBe(400);
      expect(res.json().message).toMatch(rule);
    }
    expect(await q(`SELECT type FROM records WHERE org_id = $1 AND type <> 'syncLog'`, [ORG])).toEqual([]);
    expect(await q(`SELECT 1 FROM sync_batches WHERE org_id = $1`, [ORG])).toEqual([]);
  });

  it('adds one party by its id and looks it up in the queue; a second add answers from the record', async () => {
    const res = await post(`/api/o/${ORG}/parties/tanparty`, { id: ' muma12345b ' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ id: 'MUMA12345B', added: true, queued: 1 });
    expect(await party('tanParty', 'MUMA12345B')).toMatchObject({ lookupStatus: 'queued' });
    expect(await runBatch(tanPartySyncPortal, data.batchId)).toMatchObject([{ status: 'succeeded' }]);
    const found = await party('tanParty', 'MUMA12345B');
    // The run's success is the party's "last synced", which Home's coverage and the sync screen read.
    expect(found).toMatchObject({ lookupStatus: 'found', city: 'Mumbai', lastSyncedAt: expect.any(String) });
    const home = (
      await s.app.inject({ method: 'GET', url: `/api/o/${ORG}/home`, headers: { authtoken: token } })
    ).json().data as HomeSummary;
    expect(home.attention.coverage.find((c) => c.portal === 'tanparty')).toMatchObject({
      accounts: 1,
      never: 0,
      stale: 0,
    });

    // Looked up today: with every portal unreachable the run still succeeds, from the record.
    const again = (await post(`/api/o/${ORG}/parties/tanparty`, { id: 'MUMA12345B' })).json().data;
    expect(again).toMatchObject({ added: false, queued: 1 });
    expect(await runBatch(tanPartySyncPortal, again.batchId, offline())).toMatchObject([
      { status: 'succeeded' },
    ]);
    const { lastSyncedAt: before, ...kept } = found!;
    const { lastSyncedAt: after, ...now } = (await party('tanParty', 'MUMA12345B'))!;
    expect(now).toEqual(kept);
    expect(String(after) >= String(before)).toBe(true);
  });

  it('a refresh looks up again past the cache, and keeps a failed lookup with its reason', async () => {
    const res = await post(`/api/o/${ORG}/parties/tanparty/refresh`, { ids: ['MUMA12345B'] });
    expect(res.statusCode).toBe(200);
    const { batchId } = res.json().data;
    // Past the cache it calls the (unreachable) service: the worker's job fails and is retried.
    await expect(runBatch(tanPartySyncPortal, batchId, offline())).rejects.toMatchObject({ kind: 'network' });
    expect(await party('tanParty', 'MUMA12345B')).toMatchObject({
      lookupStatus: 'failed',
      lookupError: expect.stringMatching(/could not be reached/),
    });
    expect(
      (await post(`/api/o/${ORG}/parties/tanparty/refresh`, { ids: ['BLRT22334D'] })).json().message,
    ).toMatch(/Not in the list/);
  });

  it('imports ids from a sheet: bad rows named in the preview, the good ones added and queued', async () => {
    const file = await xlsxFile([
      ['Udyam Registration Number'],
      ['UDYAM-GJ-01-0000127'],
      ['UDYAM-KA-03-0456781'],
      ['UDYAM-XX-1-12'],
    ]);
    const preview = await upload(s, token, ORG, 'msmeParties', file);
    expect(preview.status).toBe(200);
    expect(preview.body.data.counts).toMatchObject({ rows: 3, valid: 2, errors: 1, new: 2 });
    expect(preview.body.data.errors[0]).toMatchObject({
      rowNo: 4,
      message: expect.stringMatching(/UDYAM-XX-1-12/),
    });
    const done = await commit(s, token, ORG, 'msmeParties', preview.body.data.id, true);
    expect(done.body.data.counts).toMatchObject({ new: 2, skipped: 1 });
    const [batch] = await q<{ id: string }>(
      `SELECT id FROM sync_batches WHERE org_id = $1 AND portal = 'msmeparty'`,
      [ORG],
    );
    // The answer names the lookups' batch, so the list follows it even when it ends at once.
    expect(done.body.data.batchId).toBe(batch!.id);
    expect(await party('msmeParty', 'UDYAM-GJ-01-0000127')).toMatchObject({ lookupStatus: 'queued' });
    const outcomes = await runBatch(msmePartySyncPortal, batch!.id);
    expect(outcomes.map((o) => o.status)).toEqual(['succeeded', 'succeeded']);
    expect(await party('msmeParty', 'UDYAM-GJ-01-0000127')).toMatchObject({
      lookupStatus: 'found',
      changedSinceLastLookup: 'no',
    });
  });

  it('marks a change found by a refresh (an enterprise reclassified)', async () => {
    const clock = (advanceDays: number) =>
      fetch(`${sandbox.url}/__sandbox/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advanceDays }),
      });
    const { batchId } = (await post(`/api/o/${ORG}/parties/msmeparty/refresh`, {})).json().data;
    await clock(80);
    try {
      await runBatch(msmePartySyncPortal, batchId);
    } finally {
      await clock(-80);
    }
    const after = await party('msmeParty', 'UDYAM-GJ-01-0000127');
    expect(after).toMatchObject({ changedSinceLastLookup: 'yes', changes: expect.stringMatching(/^Type: /) });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { RESOURCES } from '@taxdesk/domain';
import { sandboxTdsAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createTestServer, type TestServer } from '../../../test/harness';
import { inOrg } from '../../db/tenant';
import { startBoss } from '../../jobs/boss';
import { seedLogins } from '../../lib/areas/demo-logins';
import { syncEverything } from '../../lib/areas/first-sync';
import { upsertRecords } from '../../lib/records/upsert';
import { httpCaptchaSolver } from '../../lib/sync/captcha-solver';
import { runAccountSync, type SyncJob } from '../../lib/sync/engine';
import { createSyncQueues } from '../../lib/sync/workers';
import { readZip } from '../../../test/zip-reader';
import { commit, csvFile, upload } from '../../../test/imports-test-support';
import { tdsEfilingSyncPortal, tracesSyncPortal } from './tds-sync-portal';

/**
 * The TDS screens' API against the sandbox: download requests filed as a TRACES batch (the test
 * plays the worker, the sandbox's solver reads the captcha), PAN lists refused before any call,
 * acknowledgement numbers imported, non-filers from statements, and tenancy.
 */

const ORG = 'TDSSCR';
const OTHER = 'TDSOTH';
const DEMO = 'TDSDEM';
const SEED = 'tds-screens';
const TODAY = '2026-11-21';
const [tanA, tanB] = sandboxTdsAccounts({ seed: SEED }).filter((a) => a.behaviour === 'normal');

let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
let token: string;
let otherToken: string;

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, as = token) =>
  s.app.inject({ method, url, headers: { authtoken: as }, ...(payload ? { payload } : {}) });

/** Plays the worker: takes the batch's queued jobs and runs each through the engine. */
async function runQueued(): Promise<void> {
  const jobs = await boss.fetch<SyncJob>(tracesSyncPortal.queue, { batchSize: 20 });
  const solver = httpCaptchaSolver(`${sandbox.url}/solver/captcha`);
  for (const job of jobs ?? []) {
    const out = await runAccountSync(
      s.ctx,
      tracesSyncPortal,
      tracesSyncPortal.connector(s.ctx),
      job.data,
      solver,
    );
    expect(out.status).toBe('succeeded');
    await boss.complete(tracesSyncPortal.queue, job.id);
  }
}

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: SEED,
    port: 0,
    rateLimitPerSecond: 0,
    slowDelayMs: 0,
    now: () => new Date(`${TODAY}T06:30:00Z`),
  });
  s = await createTestServer({ portals: sandbox.portals, now: () => new Date(`${TODAY}T06:30:00Z`) });
  token = (await s.memberOf(ORG)).token;
  otherToken = (await s.memberOf(OTHER)).token;
  for (const portal of [tracesSyncPortal, tdsEfilingSyncPortal])
    await seedLogins(
      s.ctx,
      ORG,
      portal,
      [tanA!, tanB!].map((a) => ({
        loginId: a.tan,
        password: portal === tracesSyncPortal ? a.password : a.efilingPassword,
        fields: { name: a.name, tracesUserId: a.userId },
      })),
    );
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, [tracesSyncPortal, tdsEfilingSyncPortal]);
  s.ctx.boss = boss;
}, 120_000);

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
  await sandbox?.close();
});

describe('download requests', { timeout: 120_000 }, () => {
  it('files the choice through TRACES, tracks it, and keeps the PDFs by PAN once available', async () => {
    const bad = await call('POST', `/api/o/${ORG}/tds/download-requests`, {
      tans: ['NOTATAN'],
      years: [2025],
      quarters: [1],
      forms: ['26Q'],
      kinds: ['form16a'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/NOTATAN is not a TAN/);

    const res = await call('POST', `/api/o/${ORG}/tds/download-requests`, {
      tans: [tanA!.tan],
      years: [2025],
      quarters: [1],
      forms: ['26Q'],
      kinds: ['form16a'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ requests: 1, runIds: [expect.any(String)] });
    await runQueued();

    const list = await call('GET', `/api/o/${ORG}/records/tdsDownloadRequest`);
    const [req] = list.json().data.rows as { key: string; data: Record<string, unknown> }[];
    expect(req!.data).toMatchObject({ tan: tanA!.tan, status: 'Submitted', frmType: '26Q', qrtr: 'Q1' });

    // TRACES makes it available later; the next sync of downloads fetches and opens the ZIP.
    await fetch(`${sandbox.url}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMinutes: 30 }),
    });
    const sync = await call('POST', `/api/o/${ORG}/sync/traces/batches`, {
      accounts: [tanA!.tan],
      modules: ['downloads'],
    });
    expect(sync.statusCode).toBe(200);
    await runQueued();
    const detail = await call(
      'GET',
      `/api/o/${ORG}/records/tdsDownloadRequest/item/${encodeURIComponent(req!.key)}`,
    );
    const { record, documents } = detail.json().data as {
      record: { data: Record<string, unknown> };
      documents: { id: string; doc_id?: string; docId?: string; file_name?: string; fileName?: string }[];
    };
    expect(record.data.status).toBe('Available');
    expect(documents.length).toBeGreaterThan(0);
    expect(record.data.fileCount).toBe(documents.length);
    const file = await call('GET', `/api/o/${ORG}/documents/${documents[0]!.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // The quarter's Form 16As as one ZIP, a folder per TAN, each PDF as kept.
    const zip = await call('GET', `/api/o/${ORG}/tds/form16a-zip?fy=2025&quarter=1`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toMatch(/application\/zip/);
    const entries = readZip(zip.rawPayload);
    expect(entries).toHaveLength(documents.length);
    for (const e of entries) expect(e.name).toMatch(new RegExp(`^${tanA!.tan}/[A-Z]{5}\\d{4}[A-Z]`));
    expect((await call('GET', `/api/o/${ORG}/tds/form16a-zip?fy=2025&quarter=2`)).statusCode).toBe(400);

    // Another organisation sees none of it.
    const other = await call('GET', `/api/o/${OTHER}/records/tdsDownloadRequest`, undefined, otherToken);
    expect(other.json().data.rows).toEqual([]);
    expect(
      (await call('GET', `/api/o/${OTHER}/documents/${documents[0]!.id}`, undefined, otherToken)).statusCode,
    ).toBe(404);
    const theirs = await call(
      'POST',
      `/api/o/${OTHER}/tds/download-requests`,
      {
        tans: [tanA!.tan],
        years: [2025],
        quarters: [1],
        forms: ['26Q'],
        kinds: ['form16a'],
      },
      otherToken,
    );
    expect(theirs.statusCode).toBe(400);
    expect(
      (await call('GET', `/api/o/${OTHER}/tds/form16a-zip?fy=2025&quarter=1`, undefined, otherToken))
        .statusCode,
    ).toBe(400);
  });
});

describe('PAN verification', { timeout: 120_000 }, () => {
  it('refuses a list with bad PANs before any call, naming each', async () => {
    const res = await call('POST', `/api/o/${ORG}/tds/pan-verification`, {
      tan: tanA!.tan,
      form: '26Q',
      lines: ['ABCPE1234F', 'ABC123', '', 'XYZ'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/line 2 "ABC123"/);
    expect(res.json().message).toMatch(/line 4 "XYZ"/);
    expect(await boss.fetch(tracesSyncPortal.queue)).toEqual([]);
  });

  it('verifies on TRACES, keeps the results, and does not ask again within the cache days', async () => {
    const pans = ['ABCPE1234F', 'AAAPL1234C'];
    const first = await call('POST', `/api/o/${ORG}/tds/pan-verification`, {
      tan: tanB!.tan,
      form: '26Q',
      lines: pans,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ asked: pans, cached: [] });
    await runQueued();
    const rows = (await call('GET', `/api/o/${ORG}/records/panVerification`)).json().data.rows as {
      data: Record<string, unknown>;
    }[];
    expect(rows.map((r) => r.data.pan).sort()).toEqual([...pans].sort());
    expect(rows[0]!.data).toMatchObject({ tan: tanB!.tan, verifiedOn: TODAY, status: expect.any(String) });

    const again = await call('POST', `/api/o/${ORG}/tds/pan-verification`, {
      tan: tanB!.tan,
      form: '26Q',
      lines: pans,
    });
    expect(again.json().data).toMatchObject({
      batchId: null,
      asked: [],
      cached: expect.arrayContaining(pans),
    });
    const refreshed = await call('POST', `/api/o/${ORG}/tds/pan-verification`, {
      tan: tanB!.tan,
      form: '26Q',
      lines: pans,
      refresh: true,
    });
    expect(refreshed.json().data.asked).toEqual(pans);
    await runQueued();
  });
});

describe('sync selected', { timeout: 120_000 }, () => {
  it('offers download tracking and PAN verification; the latter re-checks results past the cache days', async () => {
    const info = (await call('GET', `/api/o/${ORG}/sync/traces`)).json().data as {
      modules: { key: string; label: string }[];
    };
    expect(info.modules).toEqual(
      expect.arrayContaining([
        { key: 'downloads', label: 'Download tracking' },
        { key: 'panVerify', label: 'PAN verification' },
      ]),
    );
    const kept = async () =>
      (
        await s.ctx.pools.owner.query(
          `SELECT data->>'pan' AS pan, data->>'verifiedOn' AS on FROM records
            WHERE org_id = $1 AND type = 'panVerification' AND account_key = $2 ORDER BY 1`,
          [ORG, tanB!.tan],
        )
      ).rows as { pan: string; on: string }[];
    const before = await kept();
    expect(before.length).toBeGreaterThan(0);
    // One result has aged past the cache days; the other is recent and is not asked again. (As
    // if verified then: the stored hash is no longer that of today's answer.)
    await s.ctx.pools.owner.query(
      `UPDATE records SET data = jsonb_set(data, '{verifiedOn}', '"2026-09-01"'), hash = 'aged'
        WHERE org_id = $1 AND type = 'panVerification' AND account_key = $2 AND data->>'pan' = $3`,
      [ORG, tanB!.tan, before[0]!.pan],
    );
    const recent = before.slice(1).map((r) => r.pan);
    await s.ctx.pools.owner.query(
      `UPDATE records SET data = jsonb_set(data, '{verifiedOn}', '"2026-11-01"'), hash = 'aged'
        WHERE org_id = $1 AND type = 'panVerification' AND account_key = $2 AND data->>'pan' = ANY($3)`,
      [ORG, tanB!.tan, recent],
    );
    const res = await call('POST', `/api/o/${ORG}/sync/traces/batches`, {
      accounts: [tanB!.tan],
      modules: ['downloads', 'panVerify'],
    });
    expect(res.statusCode).toBe(200);
    await runQueued();
    expect(await kept()).toEqual([
      { pan: before[0]!.pan, on: TODAY },
      ...recent.map((pan) => ({ pan, on: '2026-11-01' })),
    ]);
    // Download tracking without the screen's choice files nothing: only what TRACES lists for the TAN.
    const requests = (await call('GET', `/api/o/${ORG}/records/tdsDownloadRequest?limit=100`)).json().data
      .rows as { data: Record<string, unknown> }[];
    expect(requests.filter((r) => r.data.tan === tanB!.tan)).toEqual([]);
  });
});

describe('acknowledgement numbers', () => {
  it('imports good rows and names the bad ones', async () => {
    const file = csvFile([
      ['Acknowledgement No.', 'TAN', 'Form'],
      ['283456789012340', tanA!.tan, 'Form 13'],
      ['12AB', tanA!.tan, 'Form 13'],
      ['223456789012345', 'BADTAN', 'Form 13'],
    ]);
    const preview = await upload(s, token, ORG, 'tdsAckNumbers', file, 'acks.csv', 'text/csv');
    expect(preview.status).toBe(200);
    expect(preview.body.data.counts).toMatchObject({ rows: 3, valid: 1, errors: 2 });
    expect(preview.body.data.errors.map((e) => e.message).join(' ')).toMatch(/12AB.*BADTAN|BADTAN.*12AB/s);
    const done = await commit(s, token, ORG, 'tdsAckNumbers', preview.body.data.id, true);
    expect(done.status).toBe(200);
    const list = (await call('GET', `/api/o/${ORG}/records/tdsApplication`)).json().data.rows as {
      key: string;
    }[];
    expect(list.map((r) => r.key)).toContain('283456789012340');
    expect(
      (await call('GET', `/api/o/${OTHER}/records/tdsApplication`, undefined, otherToken)).json().data.rows,
    ).toEqual([]);
  });
});

describe('non-filers', () => {
  it('lists TANs missing a due statement of a form they filed before', async () => {
    const st = (tan: string, fy: string, quarter: string, form: string) => ({
      data: {
        tan,
        tokenNo: `${tan}-${fy}-${quarter}-${form}`,
        title: 'x',
        finyear: fy,
        quarter,
        formtype: form,
        status: 'Processed',
      },
    });
    await inOrg(s.ctx.db, ORG, (tx) =>
      upsertRecords(tx, ORG, RESOURCES.tdsStatement, [
        st(tanA!.tan, '2025-26', 'Q1', '26Q'),
        st(tanA!.tan, '2025-26', 'Q2', '26Q'),
        st(tanB!.tan, '2025-26', 'Q1', '24Q'),
      ]),
    );
    const res = await call('GET', `/api/o/${ORG}/tds/non-filers?fy=2025`);
    expect(res.statusCode).toBe(200);
    // By 21 Nov 2026 all four quarters of 2025-26 are due: A lacks Q3, Q4 of 26Q; B lacks Q2-Q4 of 24Q.
    const rows = res.json().data.rows as { tan: string; quarter: string; form: string }[];
    expect(
      rows
        .filter((r) => r.tan === tanA!.tan)
        .map((r) => `${r.form} ${r.quarter}`)
        .sort(),
    ).toEqual(['26Q Q3', '26Q Q4']);
    expect(
      rows
        .filter((r) => r.tan === tanB!.tan)
        .map((r) => r.quarter)
        .sort(),
    ).toEqual(['Q2', 'Q3', 'Q4']);
    const q3 = (await call('GET', `/api/o/${ORG}/tds/non-filers?fy=2025&quarter=3&form=26Q`)).json().data
      .rows;
    expect(q3).toMatchObject([
      { tan: tanA!.tan, quarter: 'Q3', form: '26Q', dueOn: '2026-01-31', lastFiled: '2025-26 Q2' },
    ]);
    expect(
      (await call('GET', `/api/o/${OTHER}/tds/non-filers?fy=2025`, undefined, otherToken)).json().data.rows,
    ).toEqual([]);
  });
});

describe("the demo's first start", { timeout: 120_000 }, () => {
  it('files download requests and verifies PANs, which a later sync all does not', async () => {
    const demoToken = (await s.memberOf(DEMO)).token;
    for (const portal of [tracesSyncPortal, tdsEfilingSyncPortal])
      await seedLogins(s.ctx, DEMO, portal, [
        {
          loginId: tanA!.tan,
          password: portal === tracesSyncPortal ? tanA!.password : tanA!.efilingPassword,
          fields: { name: tanA!.name, tracesUserId: tanA!.userId },
        },
      ]);
    expect(await syncEverything(s.ctx, DEMO, 'First start of the demo')).toEqual(
      expect.arrayContaining(['traces', 'tds']),
    );
    await runQueued();
    const list = async (type: string) =>
      (await call('GET', `/api/o/${DEMO}/records/${type}?limit=100`, undefined, demoToken)).json().data
        .rows as { key: string; data: Record<string, unknown> }[];

    // Requests for the TAN's latest processed statements, TRACES accepted each (none refused);
    // the TAN's list also holds the one an earlier test filed, ready by now.
    const requests = (await list('tdsDownloadRequest')).filter((r) => r.data.status === 'Submitted');
    expect(requests.map((r) => r.data.dntype)).toEqual(
      expect.arrayContaining(['Bulk Form 16A File', 'NSDL Conso File']),
    );
    for (const r of requests) expect(r.data.tan).toBe(tanA!.tan);
    const statements = await list('tdsStatement');
    for (const r of requests)
      expect(
        statements.some(
          (st) =>
            st.data.finyear === r.data.finYr &&
            st.data.quarter === r.data.qrtr &&
            st.data.formtype === r.data.frmType &&
            /Processed/.test(String(st.data.status)),
        ),
        String(r.data.title),
      ).toBe(true);

    // The deductee PANs its lower deduction certificates name, verified on TRACES.
    const certificatePans = [...new Set((await list('tdsLdc')).map((c) => String(c.data.deducteepan)))];
    expect(certificatePans.length).toBeGreaterThan(0);
    const verified = await list('panVerification');
    expect(verified.map((v) => v.data.pan).sort()).toEqual(certificatePans.sort());
    for (const v of verified) {
      expect(v.data).toMatchObject({ tan: tanA!.tan, verifiedOn: TODAY, formType: '26Q' });
      expect(['VALID', 'INACTIVE', 'DELETED']).toContain(v.data.status);
    }

    // A later "sync all" only tracks them: nothing new is filed or verified.
    const again = await call(
      'POST',
      `/api/o/${DEMO}/sync/traces/batches`,
      { accounts: [tanA!.tan], modules: tracesSyncPortal.modules.map((m) => m.key) },
      demoToken,
    );
    expect(again.statusCode).toBe(200);
    await runQueued();
    expect(
      (await list('tdsDownloadRequest'))
        .filter((r) => r.data.status === 'Submitted')
        .map((r) => r.key)
        .sort(),
    ).toEqual(requests.map((r) => r.key).sort());
    expect(await list('panVerification')).toHaveLength(verified.length);
  });
});

import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckChar } from '@taxdesk/domain';
import { startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import type PgBoss from 'pg-boss';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { startBoss } from '../../../jobs/boss';
import { adminCast, nonAdmins, type Cast } from '../../../../test/admin-test-cast';
import { createPopulationQueue, startPopulationWorkers } from './population-jobs';

let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
let cast: Cast;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerSecond: 0 });
  s = await createTestServer({ portals: sandbox.portals });
  boss = await startBoss(s.ownerUrl, () => {});
  await createPopulationQueue(boss);
  await startPopulationWorkers(s.ctx, boss, 1, {
    sleep: () => new Promise((r) => setTimeout(r, 5)),
    retries: 1,
  });
  // The routes hold this context: from now on they queue runs.
  s.ctx.boss = boss;
  cast = await adminCast(s, 'POPORG');
});
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true });
  await s.close();
  await sandbox.close();
});

const withCheck = (first14: string) => `${first14}${gstinCheckChar(first14)}`;
const NOT_REGISTERED = withCheck('29AABCT1332L9Z');

const call = (opts: InjectOptions, token = cast.admin) =>
  s.app.inject({ ...opts, headers: { authtoken: token, ...(opts.headers ?? {}) } });

type Run = { id: string; status: string; total: number; duplicates: number; counts: Record<string, number> };

async function settled(runId: string): Promise<{ run: Run; items: { rows: Record<string, unknown>[] } }> {
  for (let i = 0; i < 600; i++) {
    const data = (await call({ method: 'GET', url: `/api/admin/population/runs/${runId}` })).json().data;
    if (data.run.status === 'done' || data.run.status === 'failed') return data;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the run did not finish');
}

describe('GSTIN and TAN master population', () => {
  it('is for platform admins only', async () => {
    for (const [who, token] of nonAdmins(cast)) {
      for (const [method, url, payload] of [
        ['POST', '/api/admin/population/gstin', { text: '27AAPFU0939F1ZV' }],
        ['GET', '/api/admin/population/tan/runs'],
        ['GET', '/api/admin/population/gstin/master'],
        ['GET', '/api/admin/population/runs/9b2b8c1e-8d53-4b3e-9a57-1c3c2b1f0a11'],
      ] as const) {
        const res = await call({ method, url, payload }, token);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(404);
      }
    }
    expect(Number((await s.ctx.pools.owner.query('SELECT count(*) n FROM population_runs')).rows[0].n)).toBe(
      0,
    );
  });

  it('looks up a pasted GSTIN list: found, a bad check character (warning), invalid, not found', async () => {
    const text = [
      'GSTIN, Party',
      '27AAPFU0939F1ZV, Unique Traders',
      '24aaacr5055k2zc',
      '27AAPFU0939F1ZO',
      `${NOT_REGISTERED}; unregistered`,
      '27AAPFU0939F1Z',
      'hello world',
      '27AAPFU0939F1ZV',
      '',
    ].join('\n');
    const res = await call({ method: 'POST', url: '/api/admin/population/gstin', payload: { text } });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().data as Run;
    expect(started).toMatchObject({ total: 6, duplicates: 1 });
    expect(started.counts).toMatchObject({ invalid: 2, warnings: 1 });

    const { run, items } = await settled(started.id);
    expect(run.status).toBe('done');
    expect(run.counts).toMatchObject({
      pending: 0,
      found: 2,
      not_found: 2,
      invalid: 2,
      failed: 0,
      warnings: 1,
    });
    const byInput = Object.fromEntries(items.rows.map((i) => [i.input, i]));
    expect(byInput['27AAPFU0939F1ZV']).toMatchObject({ outcome: 'found', name: expect.any(String) });
    expect(byInput['24aaacr5055k2zc']).toMatchObject({ identifier: '24AAACR5055K2ZC', outcome: 'found' });
    expect(byInput['27AAPFU0939F1ZO']).toMatchObject({
      outcome: 'not_found',
      warning: 'GSTIN check character should be V',
    });
    expect(byInput[NOT_REGISTERED]).toMatchObject({ outcome: 'not_found', warning: null });
    expect(byInput['27AAPFU0939F1Z']).toMatchObject({
      outcome: 'invalid',
      message: 'GSTIN must be 15 letters or digits',
    });
    expect(byInput['hello world']).toMatchObject({ outcome: 'invalid' });

    const master = (await call({ method: 'GET', url: '/api/admin/population/gstin/master?q=27AAPFU' })).json()
      .data;
    expect(master.total).toBe(1);
    expect(master.rows[0]).toMatchObject({ id: '27AAPFU0939F1ZV', status: expect.any(String) });
    expect(master.rows[0].data).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      ctb: 'Partnership',
      pradr: { addr: { stcd: 'Maharashtra' } },
    });
    const warned = (
      await call({ method: 'GET', url: `/api/admin/population/runs/${run.id}?outcome=warning` })
    ).json().data;
    expect(warned.items.total).toBe(1);
  });

  it('reads TANs from a CSV file and from an Excel workbook', async () => {
    const csv = Buffer.from('\uFEFFTAN,Deductor\r\nMUMA12345B,One\r\nDELS45670K,Two\r\nMUM1234B,Three\r\n');
    const res = await call({
      method: 'POST',
      url: '/api/admin/population/tan/file?name=deductors.csv',
      payload: csv,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { run } = await settled(res.json().data.id);
    expect(run.counts).toMatchObject({ found: 1, not_found: 1, invalid: 1 });

    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('TANs');
    sheet.addRow(['Sr', 'TAN of deductor']);
    sheet.addRow([1, 'PNEP04567C']);
    sheet.addRow([2, 'blrc12121d']);
    const xlsx = Buffer.from(await book.xlsx.writeBuffer());
    const fromSheet = await call({
      method: 'POST',
      url: '/api/admin/population/tan/file?name=tans.xlsx',
      payload: xlsx,
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(fromSheet.statusCode, fromSheet.body).toBe(200);
    const done = await settled(fromSheet.json().data.id);
    expect(done.run).toMatchObject({ total: 2, counts: { found: 2 } });
    const master = (await call({ method: 'GET', url: '/api/admin/population/tan/master' })).json().data;
    expect(master.rows.map((r: { id: string }) => r.id).sort()).toEqual([
      'BLRC12121D',
      'MUMA12345B',
      'PNEP04567C',
    ]);
    expect(master.rows.find((r: { id: string }) => r.id === 'PNEP04567C').data.address.city).toBe('Pune');
  });

  it('marks lookups the portal keeps failing, and retries them when asked', async () => {
    const faults = (body: unknown) =>
      fetch(`${sandbox.url}/__sandbox/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    await faults({ failRate: 1 });
    const res = await call({
      method: 'POST',
      url: '/api/admin/population/gstin',
      payload: { text: `${withCheck('29AAACR5055K1Z')}\n${withCheck('33AAACR5055K1Z')}` },
    });
    const failed = await settled(res.json().data.id);
    expect(failed.run.counts).toMatchObject({ failed: 2 });
    expect(failed.items.rows[0]!.message).toMatch(/^Lookup failed: the portal failed \(HTTP 500\)/);
    await faults({ failRate: 0 });
    const retry = await call({ method: 'POST', url: `/api/admin/population/runs/${failed.run.id}/retry` });
    expect(retry.statusCode).toBe(200);
    const again = await settled(failed.run.id);
    expect(again.run.counts, JSON.stringify(again)).toMatchObject({ failed: 0, found: 2 });
    expect(
      (await call({ method: 'POST', url: `/api/admin/population/runs/${failed.run.id}/retry` })).statusCode,
    ).toBe(404);
  });

  it('refuses bad lists and files, and starts nothing', async () => {
    const count = async () =>
      Number((await s.ctx.pools.owner.query('SELECT count(*) n FROM population_runs')).rows[0].n);
    const before = await count();
    const tooMany = Array.from({ length: 5001 }, (_, i) =>
      withCheck(
        `27AAPFU${String(1000 + (i % 9000)).padStart(4, '0')}F${'123456789ABCDEFGHJKLMNPQRSTUVWXY'[Math.floor(i / 9000)]}Z`,
      ),
    ).join('\n');
    const refusals: [string, InjectOptions][] = [
      ['empty', { method: 'POST', url: '/api/admin/population/gstin', payload: { text: ' \n \n' } }],
      ['kind', { method: 'POST', url: '/api/admin/population/pan', payload: { text: 'ABCDE1234F' } }],
      ['too many', { method: 'POST', url: '/api/admin/population/gstin', payload: { text: tooMany } }],
      ['no text', { method: 'POST', url: '/api/admin/population/gstin', payload: {} }],
      [
        'old excel',
        {
          method: 'POST',
          url: '/api/admin/population/tan/file?name=a.xls',
          payload: Buffer.from('xx'),
          headers: { 'content-type': 'application/octet-stream' },
        },
      ],
      [
        'broken xlsx',
        {
          method: 'POST',
          url: '/api/admin/population/tan/file?name=a.xlsx',
          payload: Buffer.from('PK\u0003\u0004broken'),
          headers: { 'content-type': 'application/octet-stream' },
        },
      ],
      [
        'binary',
        {
          method: 'POST',
          url: '/api/admin/population/tan/file?name=a.bin',
          payload: Buffer.from([0, 1, 2, 0]),
          headers: { 'content-type': 'application/octet-stream' },
        },
      ],
    ];
    for (const [what, opts] of refusals) expect((await call(opts)).statusCode, what).toBe(400);
    expect(await count()).toBe(before);
    expect(
      (await call({ method: 'GET', url: '/api/admin/population/runs/9b2b8c1e-8d53-4b3e-9a57-1c3c2b1f0a11' }))
        .statusCode,
    ).toBe(404);

    // A list of nothing but mistakes is a run that is over at once.
    const junk = await call({
      method: 'POST',
      url: '/api/admin/population/tan',
      payload: { text: 'ABC\nXYZ123' },
    });
    expect(junk.json().data).toMatchObject({ status: 'done', counts: { invalid: 2, pending: 0 } });
  });
});

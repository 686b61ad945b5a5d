/**
 * List API with many notices in one organisation: requests per second and p50/p99 latency at the
 * first page and at a deep cursor, next to a bare Fastify route that runs one indexed query.
 * `node --import tsx bench/list-api.ts [rows]` (default 1,000,000).
 */
import http from 'node:http';
import Fastify from 'fastify';
import { encodeCursor } from '@taxdesk/domain';
import { addMember, createOrg, ensureLocalUser } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { benchContext, benchDatabase, buildApp, load, report, type LoadResult } from './support';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const ORG = 'BENCH1';

/** Rows made in SQL: 2,000 PANs, 8 sections, 8 years, dates over three years, some without a due date. */
async function seed(ctx: ReturnType<typeof benchContext>): Promise<number> {
  await createOrg(ctx.db, { id: ORG, name: 'Bench', ...fullLicence(new Date(), 365) });
  await createOrg(ctx.db, { id: 'OTHER1', name: 'Other', ...fullLicence(new Date(), 365) });
  const userId = await ensureLocalUser(ctx.db, {
    email: 'bench@example.com',
    password: 'bench-password',
    name: 'Bench',
  });
  await addMember(ctx.db, ORG, userId, 'owner');
  const t0 = Date.now();
  // Rows made in SQL: 2,000 PANs, 8 sections, 8 years, dates over three years, some without a due date.
  for (const [org, rows] of [
    [ORG, ROWS],
    ['OTHER1', Math.round(ROWS / 10)],
  ] as const) {
    await ctx.pools.owner.query(
      `INSERT INTO records (org_id, type, key, account_key, status, issued_on, due_on, year, section, title, data, hash)
       SELECT $1, 'itNotice', lpad(g::text, 9, '0'), 'AAAP' || chr(65 + g % 26) || lpad((g % 2000)::text, 4, '0') || 'K',
              CASE WHEN g % 3 = 0 THEN 'C' ELSE 'O' END,
              timestamptz '2024-01-01' + (g % 1000) * interval '1 day',
              CASE WHEN g % 5 = 0 THEN NULL ELSE date '2024-02-01' + (g % 1100) END,
              (2018 + g % 8)::text || '-' || lpad(((19 + g % 8) % 100)::text, 2, '0'),
              (ARRAY['143(2)','142(1)','148','148A(b)','133(6)','139(9)','245','154'])[1 + g % 8],
              'Notice ' || g,
              jsonb_build_object('headerSeqNo', lpad(g::text, 9, '0'), 'description', 'Notice ' || g, 'noticeSection',
                (ARRAY['143(2)','142(1)','148','148A(b)','133(6)','139(9)','245','154'])[1 + g % 8],
                'proceedingReqId', 'P' || (g / 3)),
              md5(g::text)
       FROM generate_series(1, $2) g`,
      [org, rows],
    );
  }
  // Three notices to a proceeding; a reply to every other notice, for the proceeding dashboard.
  await ctx.pools.owner.query(
    `INSERT INTO records (org_id, type, key, account_key, title, data, hash)
     SELECT $1, 'itReply', 'R' || g, 'AAAP' || chr(65 + g % 26) || lpad((g % 2000)::text, 4, '0') || 'K', 'Reply ' || g,
            jsonb_build_object('responseId', 'R' || g, 'headerSeqNo', lpad(g::text, 9, '0'), 'proceedingReqId', 'P' || (g / 3)),
            md5('r' || g)
     FROM generate_series(1, $2, 2) g`,
    [ORG, ROWS],
  );
  // Every table, the ones the triggers filled too: a bulk load leaves them dead rows and no statistics, which
  // autovacuum would see to in a few minutes (and never does where it is off, as on the development machine).
  await ctx.pools.owner.query('VACUUM ANALYZE');
  return (Date.now() - t0) / 1000;
}

async function main(): Promise<void> {
  // BENCH_DB names the database, so two people benchmarking on one server keep their own.
  const db = await benchDatabase(process.env.BENCH_DB ?? 'taxdesk_bench_list', {
    keep: process.env.BENCH_KEEP === '1',
  });
  const ctx = benchContext(db.ownerUrl);
  try {
    const seedSeconds = db.reused ? 0 : await seed(ctx);

    const app = await buildApp(ctx, { webApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    // The bare route: the same indexed query, no auth, no tenancy transaction, no envelope.
    const bare = Fastify();
    bare.get('/bare', async () => {
      const r = await ctx.pools.owner.query(
        `SELECT key, account_key, status, issued_on, due_on, year, section, title, data FROM records
         WHERE org_id = $1 AND type = 'itNotice' ORDER BY issued_on DESC, key DESC LIMIT 50`,
        [ORG],
      );
      return { rows: r.rows };
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/bare`;

    const deep = await ctx.pools.owner.query(
      `SELECT issued_on::text AS v, key FROM records WHERE org_id = $1 AND type = 'itNotice' AND issued_on IS NOT NULL
       ORDER BY issued_on DESC, key DESC OFFSET $2 LIMIT 1`,
      [ORG, Math.floor(ROWS * 0.9)],
    );
    const cursor = encodeCursor([0, deep.rows[0].v, deep.rows[0].key]);
    const headers = { authtoken: token };
    const list = `${base}/api/o/${ORG}/records/itNotice?limit=50`;

    const results: LoadResult[] = [];
    results.push(await load('bare Fastify route, one indexed query', bareUrl, {}));
    results.push(await load('list API, first page', list, headers));
    // As a browser asks: the answer compressed (plugins/compression.ts), what that costs the server.
    results.push(
      await load('list API, first page, Brotli (as a browser asks)', list, {
        ...headers,
        'accept-encoding': 'gzip, deflate, br',
      }),
    );
    results.push(await load('list API, first page, gzip', list, { ...headers, 'accept-encoding': 'gzip' }));
    results.push(await load('list API, deep cursor (90%)', `${list}&cursor=${cursor}`, headers));
    results.push(
      await load(
        'list API, filtered (section + due range)',
        `${list}&noticeSection=148&responseDueDate.from=2025-01-01&responseDueDate.to=2025-06-30&sort=responseDueDate`,
        headers,
      ),
    );
    results.push(await load('list API, text search (number)', `${list}&q=12345`, headers));
    results.push(await load('list API, text search (PAN part)', `${list}&q=AAAPK1234`, headers));

    // Dashboards read across every open notice: one at a time, a few times each.
    const timings: { label: string; ms: number[] }[] = [];
    for (const [label, path] of [
      ['proceeding dashboard', `/api/o/${ORG}/it/proceeding-dashboard`],
      ['income-tax overview', `/api/o/${ORG}/it/overview`],
    ] as const) {
      const ms: number[] = [];
      for (let i = 0; i < 5; i++) {
        const t = performance.now();
        const res = await fetch(`${base}${path}`, { headers });
        if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        ms.push(Math.round(performance.now() - t));
      }
      timings.push({ label, ms: ms.sort((a, b) => a - b) });
    }

    // Bytes on the wire for the first page: `fetch` unpacks what it reads, so plain `http` counts them.
    const wire: { encoding: string; bytes: number }[] = [];
    for (const encoding of ['identity', 'gzip', 'br']) {
      const bytes = await new Promise<number>((resolve, reject) => {
        http
          .get(list, { headers: { ...headers, 'accept-encoding': encoding } }, (res) => {
            let n = 0;
            res.on('data', (c: Buffer) => (n += c.length));
            res.on('end', () => resolve(n));
          })
          .on('error', reject);
      });
      wire.push({ encoding, bytes });
    }

    const lines = [
      `List API benchmark: ${ROWS.toLocaleString('en-IN')} notices in one organisation (seeded in ${seedSeconds.toFixed(1)} s), 10 connections, 10 s each`,
      '| case | req/s | p50 ms | p99 ms | errors |',
      '|---|---|---|---|---|',
      ...results.map((r) => `| ${r.label} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors + r.non2xx} |`),
      '',
      '| dashboard (one request at a time, 5 runs) | fastest ms | median ms | slowest ms |',
      '|---|---|---|---|',
      ...timings.map((t) => `| ${t.label} | ${t.ms[0]} | ${t.ms[2]} | ${t.ms[4]} |`),
      '',
      `First page (50 notices) on the wire: ${wire.map((w) => `${w.encoding} ${w.bytes.toLocaleString('en-IN')} B`).join(', ')}`,
    ];
    report('list-api', lines, { rows: ROWS, seedSeconds, results, timings, wire });
    await bare.close();
    await app.close();
  } finally {
    await ctx.pools.close();
    await db.stop();
  }
}

void main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);

/**
 * Home and the Work list at a million records (issue 24: Home ≤ 100 ms): one organisation with
 * 5,000 client accounts (PAN, GST and TAN logins, synced at different times, some blocked) and
 * 995,000 records of the Work list's types and others — notices and proceedings with work status
 * and assignees, GST notices, demands with amounts, returns, challans — due over two years around
 * today and first seen over the last 60 days; a second organisation of 100,000. Measures Home
 * (`GET /api/o/{orgId}/home`: figures, stakes, coverage) and the Work list's pages through the API,
 * and what the new trigger (record_assignee_counts) adds to a sync's writes: 1,000 new notices and
 * 1,000 changed ones through `upsertRecords`, with the trigger on and off.
 * `node --import tsx bench/home.ts [rows]` (default 1,000,000; BENCH_KEEP=1 keeps the data).
 */
import { loadavg } from 'node:os';
import { RESOURCES } from '@taxdesk/domain';
import { inOrg } from '../apps/server/src/db/tenant';
import { addMember, createOrg, ensureLocalUser } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { upsertRecords } from '../apps/server/src/lib/records/upsert';
import { benchContext, benchDatabase, buildApp, latencyRun, report, type LatencyResult } from './support';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const ORG = 'BENCH1';
const OTHER = 'OTHER1';
const ACCOUNTS = { itAccount: 2000, gstAccount: 2000, tdsAccount: 1000 };

type Kind = { type: string; share: number; status: string; work: boolean; due: boolean; amount: boolean };

/** The records' types and shares; `status` is SQL over `g` giving the portal's status. */
const KINDS: Kind[] = [
  {
    type: 'itNotice',
    share: 0.35,
    status: `CASE WHEN g % 5 = 0 THEN 'C' ELSE 'O' END`,
    work: true,
    due: true,
    amount: false,
  },
  {
    type: 'itProceeding',
    share: 0.1,
    status: `CASE WHEN g % 4 = 0 THEN 'C' ELSE 'O' END`,
    work: true,
    due: true,
    amount: false,
  },
  {
    type: 'gstNotice',
    share: 0.15,
    status: `CASE WHEN g % 6 = 0 THEN 'Closed' ELSE 'Open' END`,
    work: true,
    due: true,
    amount: true,
  },
  { type: 'gstAdditionalNotice', share: 0.05, status: `NULL`, work: true, due: true, amount: true },
  {
    type: 'itDemand',
    share: 0.05,
    status: `CASE WHEN g % 4 = 0 THEN 'paid' ELSE 'outstanding' END`,
    work: false,
    due: true,
    amount: true,
  },
  { type: 'gstDemand', share: 0.05, status: `NULL`, work: false, due: false, amount: true },
  {
    type: 'tdsDemand',
    share: 0.05,
    status: `CASE WHEN g % 3 = 0 THEN 'cleared' ELSE 'open' END`,
    work: false,
    due: false,
    amount: true,
  },
  { type: 'itReturn', share: 0.1, status: `NULL`, work: false, due: true, amount: true },
  {
    type: 'gstChallan',
    share: 0.05,
    status: `CASE WHEN g % 2 = 0 THEN 'S' ELSE 'P' END`,
    work: false,
    due: true,
    amount: true,
  },
  { type: 'itChallan', share: 0.05, status: `NULL`, work: false, due: false, amount: true },
];

const ACCOUNT_OF: Record<string, string> = { gst: 'gstAccount', tds: 'tdsAccount' };
const accountTypeOf = (type: string) => ACCOUNT_OF[type.slice(0, 3)] ?? 'itAccount';

async function insertRecords(
  ctx: ReturnType<typeof benchContext>,
  org: string,
  kind: Kind,
  from: number,
  to: number,
  assignee: string,
): Promise<void> {
  const accounts = ACCOUNTS[accountTypeOf(kind.type) as keyof typeof ACCOUNTS];
  const account = `'${accountTypeOf(kind.type)}-' || (1 + (g::bigint * 7919) % ${accounts})`;
  await ctx.pools.owner.query(
    `INSERT INTO records (org_id, type, key, account_key, title, status, due_on, amount, work_status, assignee_id,
                          data, hash, first_seen_at)
     SELECT $1, '${kind.type}', '${kind.type}-' || g, ${account}, '${kind.type} ' || g, ${kind.status},
            ${kind.due ? `CASE WHEN g % 10 = 0 THEN NULL ELSE current_date + ((g::bigint * 7919) % 730 - 365)::int END` : 'NULL'},
            ${kind.amount ? `(g::bigint * 7919) % 1000000` : 'NULL'},
            ${kind.work ? `(ARRAY['open','open','open','open','open','open','in_progress','replied','closed','open'])[1 + g % 10]` : 'NULL'},
            ${kind.work ? `CASE WHEN g % 3 = 0 THEN $4::uuid END` : 'NULL'},
            jsonb_build_object('n', g), md5('${kind.type}' || g),
            now() - ((g::bigint * 31) % 86400) * interval '1 minute'
     FROM generate_series($2::int, $3::int) g`,
    kind.work ? [org, from, to, assignee] : [org, from, to],
  );
}

/** 5,000 accounts: synced over the last ten days (a tenth never), one in fifty with a refused login. */
async function insertAccounts(ctx: ReturnType<typeof benchContext>, org: string): Promise<void> {
  for (const [type, n] of Object.entries(ACCOUNTS)) {
    await ctx.pools.owner.query(
      `INSERT INTO records (org_id, type, key, account_key, title, data, hash)
       SELECT $1, '${type}', '${type}-' || g, '${type}-' || g, 'Client ' || g,
              jsonb_strip_nulls(jsonb_build_object(
                'lastSyncedAt', CASE WHEN g % 10 = 0 THEN NULL ELSE to_char((now() - (g % 10) * interval '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END,
                'loginStatus', CASE WHEN g % 50 = 0 THEN 'login_blocked' END)),
              md5('${type}' || g)
       FROM generate_series(1, $2::int) g`,
      [org, n],
    );
  }
}

async function seed(ctx: ReturnType<typeof benchContext>, userId: string): Promise<number> {
  const t0 = Date.now();
  const clients = Object.values(ACCOUNTS).reduce((a, b) => a + b, 0);
  for (const [org, rows] of [
    [ORG, ROWS - clients],
    [OTHER, Math.round(ROWS / 10)],
  ] as const) {
    await insertAccounts(ctx, org);
    const rounds = 10;
    for (let r = 0; r < rounds; r++) {
      for (const kind of KINDS) {
        const n = Math.round(rows * kind.share);
        await insertRecords(
          ctx,
          org,
          kind,
          Math.floor((n * r) / rounds) + 1,
          Math.floor((n * (r + 1)) / rounds),
          userId,
        );
      }
      process.stdout.write(
        `  ${org}: round ${r + 1} of ${rounds} (${Math.round((Date.now() - t0) / 1000)} s)\n`,
      );
    }
  }
  await ctx.pools.owner.query('SELECT record_counts_fold()');
  await ctx.pools.owner.query('SELECT record_assignee_counts_fold()');
  await ctx.pools.owner.query('VACUUM ANALYZE');
  return (Date.now() - t0) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * A sync's writes of notices through `upsertRecords` (1,000 new, then the same 1,000 changed and
 * reassigned work), with the assignee-count trigger on and off: what the trigger costs.
 */
async function triggerCost(ctx: ReturnType<typeof benchContext>, round: number, on: boolean) {
  const triggers = ['records_assignee_counts_insert', 'records_assignee_counts_update'];
  for (const t of triggers)
    await ctx.pools.owner.query(`ALTER TABLE records ${on ? 'ENABLE' : 'DISABLE'} TRIGGER ${t}`);
  const notices = (v: string) =>
    Array.from({ length: 1000 }, (_, i) => ({
      data: {
        headerSeqNo: `T${round}-${i}`,
        pan: `itAccount-${1 + (i % 2000)}`,
        description: `Notice ${v}`,
        responseDueDate: '2026-12-31',
      },
    }));
  let t = performance.now();
  await inOrg(ctx.db, ORG, (tx) => upsertRecords(tx, ORG, RESOURCES.itNotice, notices('a')));
  const inserted = performance.now() - t;
  t = performance.now();
  await inOrg(ctx.db, ORG, (tx) => upsertRecords(tx, ORG, RESOURCES.itNotice, notices('b')));
  const changed = performance.now() - t;
  t = performance.now();
  await ctx.pools.owner.query(
    `UPDATE records SET work_status = 'in_progress' WHERE org_id = $1 AND type = 'itNotice' AND key LIKE $2`,
    [ORG, `T${round}-%`],
  );
  const worked = performance.now() - t;
  for (const t of triggers) await ctx.pools.owner.query(`ALTER TABLE records ENABLE TRIGGER ${t}`);
  return { inserted, changed, worked };
}

async function main(): Promise<void> {
  const db = await benchDatabase(process.env.BENCH_DB ?? 'taxdesk_bench_home', {
    keep: process.env.BENCH_KEEP === '1',
  });
  const ctx = benchContext(db.ownerUrl);
  try {
    let seedSeconds = 0;
    if (!db.reused) {
      await createOrg(ctx.db, { id: ORG, name: 'Bench', ...fullLicence(new Date(), 365) });
      await createOrg(ctx.db, { id: OTHER, name: 'Other', ...fullLicence(new Date(), 365) });
    }
    const userId = await ensureLocalUser(ctx.db, {
      email: 'bench@example.com',
      password: 'bench-password',
      name: 'Bench',
    });
    if (!db.reused) {
      await addMember(ctx.db, ORG, userId, 'owner');
      seedSeconds = await seed(ctx, userId);
    }
    const counted = (
      await ctx.pools.owner.query<{ counts: string; assignees: string; records: string }>(
        `SELECT (SELECT count(*) FROM record_counts WHERE org_id = $1)::text AS counts,
                (SELECT count(*) FROM record_assignee_counts WHERE org_id = $1)::text AS assignees,
                (SELECT count(*) FROM records WHERE org_id = $1)::text AS records`,
        [ORG],
      )
    ).rows[0]!;

    const app = await buildApp(ctx, { webApp: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@example.com', password: 'bench-password' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authtoken: token };
    const home = await fetch(`${base}/api/o/${ORG}/home`, { headers });
    if (!home.ok) throw new Error(`home: ${home.status} ${await home.text()}`);
    const summary = (
      (await home.json()) as {
        data: { figures: { key: string; count: number; filters: Record<string, string> }[] };
      }
    ).data;

    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(', ');
    const homeUrl = [`${base}/api/o/${ORG}/home`];
    const lists = summary.figures.map(
      (f) => `${base}/api/o/${ORG}/work-list?${new URLSearchParams(f.filters)}`,
    );
    await latencyRun('warm-up', [...homeUrl, ...lists], headers, 4, 5);
    const results: LatencyResult[] = [];
    results.push(await latencyRun('reference: /api/health, one at a time', [`${base}/api/health`], {}, 1, 5));
    results.push(await latencyRun('Home, one at a time', homeUrl, headers, 1, 15));
    results.push(await latencyRun('Home, 10 connections', homeUrl, headers, 10, 15));
    results.push(
      await latencyRun(
        "Work list at each of Home's figures (first page), one at a time",
        lists,
        headers,
        1,
        15,
      ),
    );
    results.push(
      await latencyRun(
        'Work list, all (first page), one at a time',
        [`${base}/api/o/${ORG}/work-list`],
        headers,
        1,
        10,
      ),
    );

    type Cost = { inserted: number; changed: number; worked: number };
    const cost: { on: Cost[]; off: Cost[] } = { on: [], off: [] };
    for (let round = 0; round < 6; round++) {
      const on = round % 2 === 0;
      cost[on ? 'on' : 'off'].push(await triggerCost(ctx, round, on));
    }
    const med = (list: Cost[], k: 'inserted' | 'changed' | 'worked') =>
      median(list.map((x) => x[k])).toFixed(1);

    const lines = [
      `Home benchmark: ${Number(counted.records).toLocaleString('en-IN')} records in one organisation (5,000 of them client accounts) and ${Math.round(ROWS / 10).toLocaleString('en-IN')} in another (seeded in ${seedSeconds.toFixed(1)} s)`,
      `kept counts read by Home: record_counts ${Number(counted.counts).toLocaleString('en-IN')} rows, record_assignee_counts ${Number(counted.assignees).toLocaleString('en-IN')} rows (the organisation's)`,
      `figures: ${summary.figures.map((f) => `${f.key} ${f.count.toLocaleString('en-IN')}`).join(', ')}`,
      `load average before the runs: ${load}`,
      '| case | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |',
      '|---|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.label} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.failures} |`,
      ),
      ...results.flatMap((r) => r.firstFailures),
      'Sync writes (1,000 notices through upsertRecords; median of 3 rounds each), ms: trigger on / off',
      `| new | ${med(cost.on, 'inserted')} | ${med(cost.off, 'inserted')} |`,
      `| changed | ${med(cost.on, 'changed')} | ${med(cost.off, 'changed')} |`,
      `| work status set on 1,000 | ${med(cost.on, 'worked')} | ${med(cost.off, 'worked')} |`,
    ];
    report('home', lines, {
      rows: ROWS,
      seedSeconds,
      counted,
      load,
      results,
      cost,
      figures: summary.figures,
    });
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

/**
 * Search everything at a million records in one organisation (issue 24: p99 ≤ 50 ms): 5,000
 * clients (PANs, GST logins, TANs) and 995,000 records of ten types with numbers shaped like the
 * portals' (DINs, GST reference numbers and ARNs, CPINs, CINs, tokens, acknowledgements), plus a
 * second organisation of 100,000. The requests are a thousand different searches made from the
 * seeded values: fragments from anywhere in a number, whole numbers, parts of PANs and GSTINs,
 * the start of a name. Each goes through the API (token, membership, licence, the search) one at
 * a time and from 10 connections at once.
 * `node --import tsx bench/search-api.ts [rows]` (default 1,000,000; BENCH_KEEP=1 keeps the data).
 */
import { loadavg } from 'node:os';
import { searchable } from '@taxdesk/domain';
import { addMember, createOrg, ensureLocalUser } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { benchContext, benchDatabase, buildApp, latencyRun, report, type LatencyResult } from './support';

const ROWS = Number(process.argv[2] ?? 1_000_000);
const ORG = 'BENCH1';
const OTHER = 'OTHER1';
const QUERIES = 1000;

/**
 * A number that looks random and never repeats within its range (the sandbox's way,
 * apps/sandbox/src/it/ids.ts). The multiplier times 1,009 passes the range, so even the first
 * numbers wrap (no run of zeros a real number would not have), and times the largest `g` stays
 * within a bigint.
 */
const scrambled = (mult: number, range: number, base: number) =>
  `(${base}::bigint + ((g + 1009)::bigint * ${mult}) % ${range})`;
const pan = (g: string) =>
  `chr(65 + ${g} % 26) || chr(65 + (${g} / 26) % 26) || chr(65 + (${g} / 676) % 26) || 'P' || chr(65 + (${g} * 7) % 26)
   || lpad(((${g} * 7919) % 10000)::text, 4, '0') || chr(65 + (${g} * 13) % 26)`;
const tan = (g: string) =>
  `chr(65 + ${g} % 26) || chr(65 + (${g} / 26) % 26) || chr(65 + (${g} / 676) % 26) || chr(65 + (${g} * 3) % 26)
   || lpad(((${g} * 7919) % 100000)::text, 5, '0') || chr(65 + (${g} * 11) % 26)`;
const state = `lpad((1 + g % 37)::text, 2, '0')`;
const mmyy = `lpad((1 + g % 12)::text, 2, '0') || (20 + g % 6)::text`;
const name = `(ARRAY['Ramesh','Suresh','Anita','Priya','Kumar','Sharma','Gupta','Patel','Reddy','Iyer','Mehta','Joshi'])[1 + g % 12]
  || ' ' || (ARRAY['Traders','Industries','Enterprises','Exports','Textiles','Pharma','Steel','Foods','Motors','Chemicals'])[1 + (g / 12) % 10]
  || ' ' || (ARRAY['Pvt Ltd','LLP','& Co','Ltd'])[1 + (g / 120) % 4]`;
const enc = (s: string) => `replace(${s}, '/', '%2F')`;

type Kind = { type: string; share: number; key: string; account: string; title: string; data: string };

const ACCOUNTS = { pan: 2000, gst: 2000, tan: 1000 };
const panOf = `(${pan(`(1 + g % ${ACCOUNTS.pan})`)})`;
const gstUserOf = `'gstuser' || (1 + g % ${ACCOUNTS.gst})`;
const tanOf = `(${tan(`(1 + g % ${ACCOUNTS.tan})`)})`;

/** Each type's rows as SQL over `g`; `share` of the records (the clients are counted apart). */
const KINDS: Kind[] = [
  {
    type: 'itNotice',
    share: 0.4,
    key: `${scrambled(61803399, 100000000, 200000000)}::text`,
    account: panOf,
    title: `'Notice u/s ' || (ARRAY['143(2)','142(1)','148','148A(b)','133(6)','139(9)'])[1 + g % 6]`,
    data: `jsonb_build_object('headerSeqNo', ${scrambled(61803399, 100000000, 200000000)}::text, 'pan', ${panOf},
      'documentIdentificationNumber', CASE WHEN g % 5 = 0
        THEN 'CPC/' || (21 + g % 5) || (22 + g % 5) || '/A' || (g % 9) || '/' || ${scrambled(556230007, 900000000, 1000000000)}
        ELSE 'ITBA/' || (ARRAY['AST','PNL','COM','ADJ'])[1 + g % 4] || '/' || (ARRAY['S','F','M'])[1 + g % 3] || '/'
          || (ARRAY['143(2)','142(1)','148','148A(b)','133(6)','139(9)'])[1 + g % 6] || '/' || (2018 + g % 8) || '-'
          || (19 + g % 8) || '/' || ${scrambled(556230007, 900000000, 1000000000)} || '(1)' END)`,
  },
  {
    type: 'itDemand',
    share: 0.05,
    key: `${enc(`'CPC/' || (21 + g % 5) || '/A' || (g % 9) || '/' || ${scrambled(15485863, 900000000, 100000000)}`)} || '/' || ${scrambled(61803399, 90000000, 10000000)}`,
    account: panOf,
    title: `'Demand u/s 143(1)(a)'`,
    data: `jsonb_build_object('din', 'CPC/' || (21 + g % 5) || '/A' || (g % 9) || '/' || ${scrambled(15485863, 900000000, 100000000)},
      'transactionId', ${scrambled(61803399, 90000000, 10000000)}::text, 'pan', ${panOf})`,
  },
  {
    type: 'itReturn',
    share: 0.05,
    key: `${scrambled(5562300070003, 900000000000000, 100000000000000)}::text`,
    account: panOf,
    title: `'ITR-' || (1 + g % 7)`,
    data: `jsonb_build_object('ackNum', ${scrambled(5562300070003, 900000000000000, 100000000000000)}::text, 'pan', ${panOf})`,
  },
  {
    type: 'itChallan',
    share: 0.05,
    key: `'0510308' || to_char(date '2023-04-01' + g % 700, 'DDMMYYYY') || lpad((g % 100000)::text, 5, '0')`,
    account: panOf,
    title: `'Self-assessment tax'`,
    data: `jsonb_build_object('cin', '0510308' || to_char(date '2023-04-01' + g % 700, 'DDMMYYYY') || lpad((g % 100000)::text, 5, '0'),
      'crn', ${scrambled(6180339887, 900000000000, 100000000000)}::text, 'brnNum', 'IBKL' || ${scrambled(61803399, 90000000, 10000000)}, 'pan', ${panOf})`,
  },
  {
    type: 'gstNotice',
    share: 0.15,
    key: `'ZA' || ${state} || ${mmyy} || lpad((${scrambled(104729, 1000000, 0)})::text, 6, '0') || chr(65 + g % 26)`,
    account: gstUserOf,
    title: `'Show cause notice'`,
    data: `jsonb_build_object('noticeOrderId', 'ZA' || ${state} || ${mmyy} || lpad((${scrambled(104729, 1000000, 0)})::text, 6, '0') || chr(65 + g % 26),
      'portalUserName', ${gstUserOf})`,
  },
  {
    type: 'gstReturn',
    share: 0.15,
    key: `'AA' || ${state} || ${mmyy} || lpad((${scrambled(6180339, 10000000, 0)})::text, 7, '0')`,
    account: gstUserOf,
    title: `'GSTR3B'`,
    data: `jsonb_build_object('arn', 'AA' || ${state} || ${mmyy} || lpad((${scrambled(6180339, 10000000, 0)})::text, 7, '0'),
      'portalUserName', ${gstUserOf})`,
  },
  {
    type: 'gstChallan',
    share: 0.05,
    key: `'BRN' || ${scrambled(6180339887, 9000000000, 1000000000)}`,
    account: gstUserOf,
    title: `'CPIN'`,
    data: `jsonb_build_object('brn_num', 'BRN' || ${scrambled(6180339887, 9000000000, 1000000000)},
      'cpin', (20 + g % 6) || lpad((1 + g % 12)::text, 2, '0') || ${state} || lpad((${scrambled(15485863, 100000000, 0)})::text, 8, '0'),
      'cin', 'HDFC' || ${scrambled(5562300070003, 9000000000000, 1000000000000)}, 'portalUserName', ${gstUserOf})`,
  },
  {
    type: 'gstAdditionalNotice',
    share: 0.05,
    key: `'T' || g`,
    account: gstUserOf,
    title: `'Reply to show cause notice'`,
    data: `jsonb_build_object('caseTaskId', 'T' || g,
      'refId', 'ZD' || ${state} || ${mmyy} || lpad((${scrambled(7919, 1000000, 0)})::text, 6, '0'),
      'arn', 'AD' || ${state} || ${mmyy} || lpad((${scrambled(104729, 10000000, 0)})::text, 7, '0'),
      'caseId', 'AD' || ${state} || ${mmyy} || lpad((${scrambled(15485863, 10000000, 0)})::text, 7, '0'),
      'portalUserName', ${gstUserOf})`,
  },
  {
    type: 'tdsStatement',
    share: 0.05,
    key: `${tanOf} || '/' || ${scrambled(4398046511093, 900000000000000, 100000000000000)}`,
    account: tanOf,
    title: `'24Q Q' || (1 + g % 4)`,
    data: `jsonb_build_object('tan', ${tanOf}, 'tokenNo', ${scrambled(4398046511093, 900000000000000, 100000000000000)}::text)`,
  },
];

const CLIENTS: Kind[] = [
  {
    type: 'itAccount',
    share: ACCOUNTS.pan,
    key: pan('g'),
    account: pan('g'),
    title: name,
    data: `jsonb_build_object('pan', ${pan('g')}, 'name', ${name})`,
  },
  {
    type: 'gstAccount',
    share: ACCOUNTS.gst,
    key: `'gstuser' || g`,
    account: `'gstuser' || g`,
    title: name,
    data: `jsonb_build_object('portalUserName', 'gstuser' || g, 'gstin', ${state} || ${pan('g')} || '1Z' || (g % 10),
      'lgnm', ${name}, 'tradeNam', ${name})`,
  },
  {
    type: 'tdsAccount',
    share: ACCOUNTS.tan,
    key: tan('g'),
    account: tan('g'),
    title: name,
    data: `jsonb_build_object('tan', ${tan('g')}, 'name', ${name})`,
  },
];

async function insert(
  ctx: ReturnType<typeof benchContext>,
  org: string,
  kind: Kind,
  from: number,
  to: number,
  offset: number,
): Promise<void> {
  // `g` runs over the type's own numbers; the other organisation's are shifted, so its values differ.
  await ctx.pools.owner.query(
    `INSERT INTO records (org_id, type, key, account_key, title, data, hash)
     SELECT $1, '${kind.type}', ${kind.key}, ${kind.account}, ${kind.title}, ${kind.data}, md5('${kind.type}' || g)
     FROM generate_series($2::int + $4::int, $3::int + $4::int) g`,
    [org, from, to, offset],
  );
}

/** The clients, then the records in ten rounds of every type: a type's rows spread over the table, as syncs leave them. */
async function seed(ctx: ReturnType<typeof benchContext>): Promise<number> {
  await createOrg(ctx.db, { id: ORG, name: 'Bench', ...fullLicence(new Date(), 365) });
  await createOrg(ctx.db, { id: OTHER, name: 'Other', ...fullLicence(new Date(), 365) });
  const userId = await ensureLocalUser(ctx.db, {
    email: 'bench@example.com',
    password: 'bench-password',
    name: 'Bench',
  });
  await addMember(ctx.db, ORG, userId, 'owner');
  const t0 = Date.now();
  const clients = ACCOUNTS.pan + ACCOUNTS.gst + ACCOUNTS.tan;
  for (const [org, rows, offset] of [
    [ORG, ROWS - clients, 0],
    [OTHER, Math.round(ROWS / 10), 1_000_000],
  ] as const) {
    for (const kind of CLIENTS) await insert(ctx, org, kind, 1, kind.share, 0);
    const rounds = 10;
    for (let r = 0; r < rounds; r++) {
      for (const kind of KINDS) {
        const n = Math.round(rows * kind.share);
        await insert(
          ctx,
          org,
          kind,
          Math.floor((n * r) / rounds) + 1,
          Math.floor((n * (r + 1)) / rounds),
          offset,
        );
      }
      process.stdout.write(
        `  ${org}: round ${r + 1} of ${rounds} (${Math.round((Date.now() - t0) / 1000)} s)\n`,
      );
    }
  }
  await ctx.pools.owner.query('VACUUM ANALYZE');
  return (Date.now() - t0) / 1000;
}

/** A small deterministic generator, so every run asks the same thousand searches of the same data. */
function rng(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

/** A thousand searches made from values the organisation holds, in the mix a firm's day would have. */
async function searches(ctx: ReturnType<typeof benchContext>): Promise<string[]> {
  const sample = await ctx.pools.owner.query<{ client: boolean; text: string }>(
    `(SELECT client, text FROM record_search TABLESAMPLE BERNOULLI (0.3) REPEATABLE (7) WHERE org_id = $1 AND NOT client LIMIT 2000)
     UNION ALL
     (SELECT client, text FROM record_search TABLESAMPLE BERNOULLI (20) REPEATABLE (7) WHERE org_id = $1 AND client LIMIT 500)`,
    [ORG],
  );
  const records = sample.rows.filter((r) => !r.client).map((r) => r.text.split('\n'));
  const clients = sample.rows.filter((r) => r.client).map((r) => r.text.split('\n'));
  const random = rng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const slice = (value: string, min: number, max: number) => {
    const len = Math.min(value.length, min + Math.floor(random() * (max - min + 1)));
    const at = Math.floor(random() * (value.length - len + 1));
    return value.slice(at, at + len);
  };
  const out: string[] = [];
  while (out.length < QUERIES) {
    const roll = random();
    let q: string;
    if (roll < 0.6)
      q = slice(pick(pick(records)), 3, 12); // a part of a number, from anywhere in it
    else if (roll < 0.75)
      q = pick(pick(records)); // a whole number, pasted
    else if (roll < 0.9)
      q = slice(pick(clients)[0]!, 4, 10); // a part of a PAN, GSTIN login or TAN
    else {
      const names = pick(clients).slice(1);
      if (!names.length) continue;
      q = pick(pick(names).split(' ')).slice(0, 3 + Math.floor(random() * 5)); // the start of a word of a name
    }
    if (searchable(q)) out.push(q);
  }
  return out;
}

async function main(): Promise<void> {
  const db = await benchDatabase(process.env.BENCH_DB ?? 'taxdesk_bench_search', {
    keep: process.env.BENCH_KEEP === '1',
  });
  const ctx = benchContext(db.ownerUrl);
  try {
    const seedSeconds = db.reused ? 0 : await seed(ctx);
    const sizes = (
      await ctx.pools.owner.query<{
        rows: string;
        table: string;
        records_index: string;
        clients_index: string;
      }>(
        `SELECT (SELECT count(*) FROM record_search)::text AS rows,
                pg_size_pretty(pg_relation_size('record_search')) AS table,
                pg_size_pretty(pg_relation_size('record_search_records')) AS records_index,
                pg_size_pretty(pg_relation_size('record_search_clients')) AS clients_index`,
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

    const qs = await searches(ctx);
    const url = (q: string, more = '') => `${base}/api/o/${ORG}/search?q=${encodeURIComponent(q)}${more}`;
    // What the answers hold: a search that finds nothing measures less than one that finds.
    let withHits = 0;
    for (const q of qs.slice(0, 200)) {
      const res = await fetch(url(q), { headers });
      const body = (await res.json()) as { data?: { groups: unknown[] } };
      if (!res.ok) throw new Error(`${q}: ${res.status} ${JSON.stringify(body)}`);
      if (body.data!.groups.length) withHits++;
    }

    const palette = qs.map((q) => url(q));
    // The machine's load before the runs: on a shared machine it moves every figure.
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(', ');
    // A pass through every search first, unreported: the pool's connections plan and cache as they would after a while.
    await latencyRun('warm-up', palette, headers, 4, 10);
    const results: LatencyResult[] = [];
    // What the machine gives any request now (no database): a search's figures read against it.
    results.push(await latencyRun('reference: /api/health, one at a time', [`${base}/api/health`], {}, 1, 5));
    results.push(await latencyRun('palette search (5 a kind), one at a time', palette, headers, 1, 15));
    results.push(await latencyRun('palette search (5 a kind), 10 connections', palette, headers, 10, 15));
    results.push(
      await latencyRun(
        'search page (10 a kind), 10 connections',
        qs.map((q) => url(q, '&per=10')),
        headers,
        10,
        10,
      ),
    );
    results.push(
      await latencyRun(
        'one kind in full (notices, 50), 10 connections',
        qs.map((q) => url(q, '&type=itNotice&per=50')),
        headers,
        10,
        10,
      ),
    );

    const lines = [
      `Search benchmark: ${ROWS.toLocaleString('en-IN')} records in one organisation (5,000 of them clients) and ${Math.round(ROWS / 10).toLocaleString('en-IN')} in another (seeded in ${seedSeconds.toFixed(1)} s)`,
      `record_search: ${Number(sizes.rows).toLocaleString('en-IN')} rows, ${sizes.table}; indexes ${sizes.records_index} (records), ${sizes.clients_index} (clients)`,
      `load average before the runs: ${load}`,
      `${qs.length} different searches (parts of numbers 60%, whole numbers 15%, parts of PANs/GSTIN logins/TANs 15%, starts of names 10%); ${withHits} of the first 200 find something`,
      '| case | requests | req/s | p50 ms | p90 ms | p99 ms | max ms | errors |',
      '|---|---|---|---|---|---|---|---|',
      ...results.map(
        (r) =>
          `| ${r.label} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.failures} |`,
      ),
      ...results.flatMap((r) => r.firstFailures),
    ];
    report('search-api', lines, { rows: ROWS, seedSeconds, sizes, withHits, load, results });
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

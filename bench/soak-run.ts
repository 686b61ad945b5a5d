import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sandboxItAccounts, startSandbox } from '@taxdesk/sandbox';
import { portalEnv } from '../apps/server/src/config-portals';
import { createSecretBox, parseKey } from '../apps/server/src/lib/crypto/secret-box';
import { addMember, createOrg, ensureLocalUser } from '../apps/server/src/lib/directory';
import { fullLicence } from '../apps/server/src/lib/licence-defaults';
import { saveItAccount } from '../apps/server/src/areas/it/accounts/it-accounts';
import { startTaxDesk } from '../apps/server/test/taxdesk-process';
import { APP_PASSWORD, benchContext, benchDatabase } from './support';

/**
 * The soak: TaxDesk as its own process (as it runs in production), `connections` clients asking
 * for lists, record details and exports without pause for `seconds`, while sync batches of the
 * sandbox's accounts run the whole time (a new batch starts when one ends). Measures throughput,
 * latency, every error and non-2xx answer, and the server process's resident memory over time.
 */
export type SoakOptions = {
  seconds: number;
  connections: number;
  /** Notices seeded in SQL for the lists (the synced accounts add their own). */
  notices: number;
  /** Sandbox accounts each sync batch runs. */
  accounts: number;
  /** The sandbox's answer delay (a real portal takes tens of milliseconds and more). */
  delayMs: number;
};

export type SoakResult = {
  options: SoakOptions;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Resident memory of the server process in MB: after warm-up, at the peak, at the end. */
  rssMb: { start: number; peak: number; end: number; samples: number[] };
  /** Runs of the batches: succeeded, failed (or refused sign-in), and the count in each state. */
  sync: { batches: number; succeeded: number; failed: number; states: Record<string, number> };
};

const ORG = 'SOAK01';

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** PAN number i of the seeded notices (2,000 PANs). */
const panOf = (i: number) => `AAAP${String.fromCharCode(65 + (i % 26))}${String(i % 2000).padStart(4, '0')}K`;

export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const db = await benchDatabase('taxdesk_bench_soak');
  const key = randomBytes(32).toString('base64');
  const ctx = benchContext(db.ownerUrl, { box: createSecretBox(parseKey(key)) });
  const sandbox = await startSandbox({
    seed: 'soak',
    accountCount: options.accounts,
    delayMs: options.delayMs,
    port: 0,
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'taxdesk-soak-'));
  chmodSync(dataDir, 0o755);
  writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ encryptionKey: key }));
  let server: Awaited<ReturnType<typeof startTaxDesk>> | null = null;
  try {
    await createOrg(ctx.db, { id: ORG, name: 'Soak', ...fullLicence(new Date(), 365) });
    const userId = await ensureLocalUser(ctx.db, {
      email: 'soak@example.com',
      password: 'soak-password',
      name: 'Soak',
    });
    await addMember(ctx.db, ORG, userId, 'owner');
    await ctx.pools.owner.query(
      `INSERT INTO records (org_id, type, key, account_key, status, issued_on, due_on, year, section, title, data, hash)
       SELECT $1, 'itNotice', lpad(g::text, 9, '0'), 'AAAP' || chr(65 + g % 26) || lpad((g % 2000)::text, 4, '0') || 'K',
              CASE WHEN g % 3 = 0 THEN 'C' ELSE 'O' END,
              timestamptz '2024-01-01' + (g % 1000) * interval '1 day',
              date '2024-02-01' + (g % 1100), (2018 + g % 8)::text || '-' || lpad(((19 + g % 8) % 100)::text, 2, '0'),
              (ARRAY['143(2)','142(1)','148','148A(b)'])[1 + g % 4], 'Notice ' || g,
              jsonb_build_object('headerSeqNo', lpad(g::text, 9, '0'), 'description', 'Notice ' || g,
                'pan', 'AAAP' || chr(65 + g % 26) || lpad((g % 2000)::text, 4, '0') || 'K', 'proceedingReqId', 'P' || (g / 3)),
              md5(g::text)
       FROM generate_series(1, $2) g`,
      [ORG, options.notices],
    );
    await ctx.pools.owner.query('VACUUM ANALYZE records');
    const tenant = { orgId: ORG, userId, role: 'owner' as const };
    // Accounts that sign in normally: the soak is about load, not the portal's refusals.
    const accounts = sandboxItAccounts({ seed: 'soak', accountCount: options.accounts }).filter(
      (a) => a.behaviour === 'normal',
    );
    for (const a of accounts)
      await saveItAccount(ctx, tenant, { pan: a.pan, password: a.password, name: a.name });

    server = await startTaxDesk({
      DATABASE_URL: db.ownerUrl,
      APP_DB_PASSWORD: APP_PASSWORD,
      DATA_DIR: dataDir,
      ...portalEnv(sandbox.portals),
      SEED_DEMO: 'no',
    });
    const base = server.url!;
    const pid = server.child.pid!;
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'soak@example.com', password: 'soak-password' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const headers = { authtoken: token, 'content-type': 'application/json' };

    // Sync batches back to back for the whole soak.
    const sync: SoakResult['sync'] = { batches: 0, succeeded: 0, failed: 0, states: {} };
    const openRuns = async () => {
      const open = await ctx.pools.owner.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM records WHERE org_id = $1 AND type = 'syncLog' AND status IN ('queued', 'running')`,
        [ORG],
      );
      return open.rows[0]!.n;
    };
    let syncing = true;
    const startBatch = async () => {
      const res = await fetch(`${base}/api/o/${ORG}/sync/it/batches`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ accounts: accounts.map((a) => a.pan) }),
      });
      if (res.ok) sync.batches++;
    };
    const syncLoop = (async () => {
      await startBatch();
      while (syncing) {
        await new Promise((r) => setTimeout(r, 1000));
        if (syncing && (await openRuns()) === 0) await startBatch();
      }
    })();

    // Warm-up, then memory at the start of the measured run.
    const paths: string[] = [];
    for (let i = 0; i < 8; i++) {
      const n = 1 + ((i * 7919) % options.notices);
      const pan = panOf(n);
      paths.push(`/api/o/${ORG}/records/itNotice?limit=50${i % 2 ? `&pan=${pan}` : ''}`);
      paths.push(`/api/o/${ORG}/records/itNotice/item/${String(n).padStart(9, '0')}`);
      paths.push(`/api/o/${ORG}/records/itNotice/export?format=${i % 2 ? 'csv' : 'xlsx'}&pan=${pan}`);
    }
    await autocannon({
      url: base,
      headers,
      connections: 10,
      duration: 3,
      requests: paths.map((path) => ({ path })),
    });
    const samples = [rssMb(pid)];
    const sampler = setInterval(() => samples.push(rssMb(pid)), 5000);
    const r = await autocannon({
      url: base,
      headers: { authtoken: token },
      connections: options.connections,
      duration: options.seconds,
      timeout: 60,
      requests: paths.map((path) => ({ path })),
    });
    clearInterval(sampler);
    samples.push(rssMb(pid));
    syncing = false;
    await syncLoop;
    // The batch under way when the load ends is let finish: on a loaded machine a run can outlast
    // the soak, and a run cut off is neither a success nor a failure.
    while ((await openRuns()) > 0) await new Promise((r) => setTimeout(r, 500));
    const runs = await ctx.pools.owner.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM records WHERE org_id = $1 AND type = 'syncLog' GROUP BY status`,
      [ORG],
    );
    for (const row of runs.rows) {
      sync.states[row.status] = row.n;
      if (row.status === 'succeeded') sync.succeeded = row.n;
      if (row.status === 'failed' || row.status === 'login_blocked') sync.failed += row.n;
    }
    return {
      options,
      requests: r.requests.total,
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors,
      timeouts: r.timeouts,
      non2xx: r.non2xx,
      rssMb: { start: samples[0]!, peak: Math.max(...samples), end: samples[samples.length - 1]!, samples },
      sync,
    };
  } finally {
    await server?.stop();
    await sandbox.close();
    await ctx.pools.close();
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { portalEnv } from '../src/config-portals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { sandboxItAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { startBoss } from '../src/jobs/boss';
import { createSecretBox, keyIdOf, parseKey } from '../src/lib/crypto/secret-box';
import { startSyncBatch } from '../src/lib/sync/batches';
import { createSyncQueues } from '../src/lib/sync/workers';
import { saveItAccount } from '../src/areas/it/accounts/it-accounts';
import { itSyncPortal } from '../src/areas/it/sync/it-sync-portal';
import { archiveTypes } from '../src/areas/it/bulk-download/bulk-documents';
import { readZip } from './zip-reader';
import { csvFile, panAt } from './imports-test-support';
import { TEST_APP_PASSWORD } from './global-setup';
import { createTestServer, type TestServer } from './harness';
import { sandboxHoldings, storedHoldings } from './sandbox-holdings';
import { runAdmin, startTaxDesk, until, type TaxDeskProcess } from './taxdesk-process';
import { openPortalPassword } from './portal-passwords';

/**
 * TaxDesk killed with SIGKILL in the middle of its work — a sync batch, an import's commit, a bulk
 * download, a key rotation — and started again: nothing is lost or doubled against what the
 * sandbox holds, the import is all or nothing, and every stored password still opens.
 *
 * The server runs as a child process on this file's database, with its key in DATA_DIR's
 * secrets.json (the embedded default's way) and a 1-second heartbeat so the sweeper notices a
 * dead run within seconds instead of 45.
 */
const ORG = 'CRASH2';
const SEED = 'crash-restart';
const KEY = randomBytes(32).toString('base64');
const accounts = sandboxItAccounts({ seed: SEED, accountCount: 10 })
  .filter((a) => a.behaviour === 'normal')
  .slice(0, 4);
const IMPORT_ROWS = 3000;

let sandbox: StartedSandbox;
let s: TestServer;
let boss: PgBoss;
let dataDir: string;
let server: TaxDeskProcess | null = null;
let ownerEmail: string;

function env(): Record<string, string> {
  return {
    DATABASE_URL: s.ownerUrl,
    APP_DB_PASSWORD: TEST_APP_PASSWORD,
    DATA_DIR: dataDir,
    ...portalEnv(sandbox.portals),
    SEED_DEMO: 'no',
    SYNC_CONCURRENCY: '2',
    SYNC_HEARTBEAT_MS: '1000',
  };
}

async function start(): Promise<TaxDeskProcess> {
  server = await startTaxDesk(env());
  return server;
}

async function api<T = unknown>(
  path: string,
  init: { method?: string; body?: unknown; raw?: Buffer } = {},
): Promise<{ status: number; body: { data: T; message?: string } }> {
  const login = await fetch(`${server!.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ownerEmail, password: 'test-password' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${server!.url}${path}`, {
    method: init.method ?? (init.body || init.raw ? 'POST' : 'GET'),
    headers: {
      authtoken: token,
      'content-type': init.raw ? 'application/octet-stream' : 'application/json',
    },
    body: init.raw ?? (init.body ? JSON.stringify(init.body) : undefined),
  });
  return { status: res.status, body: (await res.json()) as { data: T; message?: string } };
}

const runsOf = async (batchId: string) =>
  (
    await s.ctx.pools.owner.query<{ key: string; status: string; error: string | null; account: string }>(
      `SELECT key, status, data->>'error' AS error, data->>'accountKey' AS account FROM records
       WHERE org_id = $1 AND type = 'syncLog' AND data->>'batchId' = $2`,
      [ORG, batchId],
    )
  ).rows;

const open = (r: { status: string }) => r.status === 'running' || r.status === 'queued';

async function syncAll(pans: string[]): Promise<string> {
  const batch = await startSyncBatch(s.ctx, ORG, itSyncPortal, {
    accounts: pans.map((accountKey) => ({ accountKey })),
    modules: itSyncPortal.modules.map((m) => m.key),
    trigger: 'manual',
    startedBy: 'test',
  });
  if (!batch.batchId) throw new Error(`nothing started: ${batch.skipped.join(', ')} were syncing`);
  return batch.batchId;
}

beforeAll(async () => {
  // Slow portal answers keep a batch in flight long enough to kill the server in the middle of it.
  sandbox = await startSandbox({
    seed: SEED,
    accountCount: 10,
    port: 0,
    rateLimitPerSecond: 0,
    delayMs: 40,
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
  s = await createTestServer({ portals: sandbox.portals, box: createSecretBox(parseKey(KEY)) });
  const owner = await s.memberOf(ORG, 'owner');
  ownerEmail = owner.email;
  const tenant = { orgId: ORG, userId: owner.userId, role: 'owner' as const };
  for (const a of accounts)
    await saveItAccount(s.ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
  dataDir = mkdtempSync(join(tmpdir(), 'taxdesk-crash-'));
  writeFileSync(
    join(dataDir, 'secrets.json'),
    JSON.stringify({ encryptionKey: KEY, jwtSecret: randomBytes(32).toString('base64url') }),
  );
  // The batches are started from here (as the API would); only the child's workers run them.
  boss = await startBoss(s.ownerUrl, () => {});
  await createSyncQueues(boss, [itSyncPortal]);
  s.ctx.boss = boss;
}, 120_000);

afterAll(async () => {
  await server?.kill();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  await boss?.stop({ graceful: false, wait: true });
  await s?.close();
  await sandbox?.close();
});

describe('TaxDesk killed mid-job and started again', () => {
  it('a sync batch: finishes, or fails its runs with a reason and a retry completes them; every record once', async () => {
    await start();
    const batchId = await syncAll(accounts.map((a) => a.pan));
    const mid = await until(
      () => runsOf(batchId),
      (r) => r.some((x) => x.status === 'running'),
      60_000,
      50,
    );
    expect(mid.some((x) => x.status === 'running')).toBe(true);
    await server!.kill();
    const atKill = await runsOf(batchId);
    expect(atKill.some(open), 'the batch was over before the kill').toBe(true);

    await start();
    const after = await until(
      () => runsOf(batchId),
      (r) => !r.some(open),
      120_000,
    );
    expect(after.filter(open)).toEqual([]);
    for (const run of after.filter((r) => r.status !== 'succeeded')) {
      expect(run.status).toBe('failed');
      expect(run.error).toBeTruthy();
    }
    const retry = after.filter((r) => r.status === 'failed').map((r) => r.account);
    if (retry.length) {
      const again = await syncAll(retry);
      const done = await until(
        () => runsOf(again),
        (r) => !r.some(open),
        120_000,
      );
      expect(done.map((r) => r.status)).toEqual(retry.map(() => 'succeeded'));
    }

    for (const a of accounts) {
      const [held, stored] = await Promise.all([
        sandboxHoldings(sandbox.url, a.pan),
        storedHoldings(s.ctx.pools.owner, ORG, a.pan),
      ]);
      expect(held.notices.length).toBeGreaterThan(0);
      expect({ pan: a.pan, ...stored }).toEqual({ pan: a.pan, ...held, duplicates: 0 });
    }
  }, 300_000);

  it('an import: killed during its commit, it is all or nothing, and a retry commits it whole', async () => {
    const rows = Array.from({ length: IMPORT_ROWS }, (_, i) => [`Client ${i}`, panAt(i), `pw-${i}`]);
    const file = csvFile([['Name', 'PAN', 'Password'], ...rows]);
    const preview = await api<{ id: string; counts: { valid: number } }>(
      `/api/o/${ORG}/imports/itAccounts/preview?fileName=clients.csv`,
      { raw: file },
    );
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.counts.valid).toBe(IMPORT_ROWS);
    const id = preview.body.data.id;

    const imported = async () =>
      (
        await s.ctx.pools.owner.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM records WHERE org_id = $1 AND type = 'itAccount' AND key LIKE 'ABCP%'`,
          [ORG],
        )
      ).rows[0]!.n;
    // Kill the server while the commit's transaction is writing: PostgreSQL shows it with an xid.
    const commit = api(`/api/o/${ORG}/imports/itAccounts/${id}/commit`, { body: {} }).catch(() => null);
    const writing = await until(
      async () =>
        (
          await s.ctx.pools.owner.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
             WHERE datname = current_database() AND backend_xid IS NOT NULL AND pid <> pg_backend_pid()
               AND query ILIKE '%insert%'`,
          )
        ).rows[0]!.n,
      (n) => n > 0,
      30_000,
      5,
    );
    await server!.kill();
    await commit;

    const status = async () =>
      (await s.ctx.pools.owner.query<{ status: string }>(`SELECT status FROM imports WHERE id = $1`, [id]))
        .rows[0]!.status;
    const [afterKill, count] = [await status(), await imported()];
    // All or nothing: pending with none of the rows, or committed with every one.
    expect({ status: afterKill, rows: count }).toEqual(
      afterKill === 'committed' ? { status: 'committed', rows: IMPORT_ROWS } : { status: 'pending', rows: 0 },
    );
    // The kill did land mid-commit (a commit that finished first proves nothing about a kill).
    expect(writing).toBeGreaterThan(0);

    await start();
    if (afterKill === 'pending') {
      const again = await api(`/api/o/${ORG}/imports/itAccounts/${id}/commit`, { body: {} });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
    }
    expect(await status()).toBe('committed');
    expect(await imported()).toBe(IMPORT_ROWS);
    const creds = await s.ctx.pools.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM portal_credentials WHERE org_id = $1 AND portal = 'it' AND login_id LIKE 'ABCP%'`,
      [ORG],
    );
    expect(creds.rows[0]!.n).toBe(IMPORT_ROWS);
  }, 180_000);

  it('a bulk download: cut off mid-archive, the same link gives the whole archive after the restart', async () => {
    const asked = await api<{ url: string; files: number }>(`/api/o/${ORG}/it/bulk-download`, {
      body: { pans: accounts.map((a) => a.pan) },
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const { url, files } = asked.body.data;
    expect(files).toBeGreaterThan(0);

    const first = await fetch(`${server!.url}${url}`);
    expect(first.status).toBe(200);
    const reader = first.body!.getReader();
    const chunk = await reader.read();
    expect(chunk.done).toBe(false);
    await server!.kill();
    // What was left of the first answer ends (cut off by the kill, or complete if it was all sent).
    await (async () => {
      for (;;) if ((await reader.read()).done) return;
    })().catch(() => {});

    await start();
    const whole = await fetch(`${server!.url}${url}`);
    expect(whole.status).toBe(200);
    const entries = readZip(Buffer.from(await whole.arrayBuffer()));
    expect(entries.filter((e) => e.name !== 'index.csv').length).toBe(files);
    const stored = await s.ctx.pools.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM documents d JOIN records r ON r.org_id = d.org_id AND r.type = d.type AND r.key = d.key
       WHERE d.org_id = $1 AND d.type = ANY($3) AND r.account_key = ANY($2)`,
      [ORG, accounts.map((a) => a.pan), archiveTypes().map((d) => d.type)],
    );
    expect(files).toBe(stored.rows[0]!.n);
  }, 120_000);

  it('a key rotation: killed half-way, the server reads every password, and the rotation finishes', async () => {
    const oldId = keyIdOf(parseKey(KEY));
    const sealedWith = async () =>
      (
        await s.ctx.pools.owner.query<{ key_id: string; n: number }>(
          `SELECT split_part(secret, '.', 2) AS key_id, count(*)::int AS n FROM portal_credentials
           WHERE org_id = $1 GROUP BY 1`,
          [ORG],
        )
      ).rows;
    const cli = runAdmin(['rotate-key'], {
      DATABASE_URL: s.ownerUrl,
      APP_DB_PASSWORD: TEST_APP_PASSWORD,
      DATA_DIR: dataDir,
    });
    const mid = await until(sealedWith, (r) => r.some((x) => x.key_id !== oldId), 60_000, 5);
    await cli.kill();
    await server!.kill();
    const halfway = await sealedWith();
    expect(mid.some((x) => x.key_id !== oldId)).toBe(true);
    expect(
      halfway.some((x) => x.key_id === oldId),
      'the rotation finished before the kill',
    ).toBe(true);
    const pending = (
      JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>
    ).pendingEncryptionKey;
    expect(pending).toBeTruthy();

    // Started again mid-rotation, the server signs in with passwords sealed by either key.
    await start();
    const resealed = (
      await s.ctx.pools.owner.query<{ login_id: string }>(
        `SELECT login_id FROM portal_credentials WHERE org_id = $1 AND split_part(secret, '.', 2) <> $2`,
        [ORG, oldId],
      )
    ).rows.map((r) => r.login_id);
    const check = await syncAll(accounts.map((a) => a.pan));
    const checked = await until(
      () => runsOf(check),
      (r) => !r.some(open),
      120_000,
    );
    expect(checked.map((r) => [r.account, r.status, r.error])).toEqual(
      checked.map((r) => [r.account, 'succeeded', null]),
    );

    // The rotation run again finishes with the same new key; nothing is left unreadable.
    const rest = await runAdmin(['rotate-key'], {
      DATABASE_URL: s.ownerUrl,
      APP_DB_PASSWORD: TEST_APP_PASSWORD,
      DATA_DIR: dataDir,
    }).done;
    expect(rest.code, rest.output).toBe(0);
    expect(rest.output).not.toMatch(/could not be opened/);
    const stored = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;
    expect(stored.encryptionKey).toBe(pending);
    expect(stored.pendingEncryptionKey).toBeUndefined();
    const box = createSecretBox(parseKey(stored.encryptionKey!));
    const all = await s.ctx.pools.owner.query<{
      org_id: string;
      portal: string;
      login_id: string;
      secret: string;
    }>(`SELECT org_id, portal, login_id, secret FROM portal_credentials WHERE org_id = $1`, [ORG]);
    expect(all.rows.length).toBe(IMPORT_ROWS + accounts.length);
    expect(all.rows.filter((r) => !canOpen(box, r))).toEqual([]);
    expect(resealed.length).toBeGreaterThan(0);

    // The server still running from before the rotation ended reads the new key from the file.
    const again = await syncAll(accounts.map((a) => a.pan));
    const done = await until(
      () => runsOf(again),
      (r) => !r.some(open),
      120_000,
    );
    expect(done.map((r) => r.status)).toEqual(accounts.map(() => 'succeeded'));
  }, 300_000);
});

function canOpen(
  box: ReturnType<typeof createSecretBox>,
  row: Parameters<typeof openPortalPassword>[1],
): boolean {
  try {
    openPortalPassword(box, row);
    return true;
  } catch {
    return false;
  }
}

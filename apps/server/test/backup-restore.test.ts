import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync, readFileSync, writeFileSync } from 'node:fs';
import { portalEnv } from '../src/config-portals';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxItAccounts, startSandbox, type StartedSandbox } from '@taxdesk/sandbox';
import { createSecretBox, parseKey } from '../src/lib/crypto/secret-box';
import { createSyncRun } from '../src/lib/sync-log';
import { saveItAccount } from '../src/areas/it/accounts/it-accounts';
import { createItPortalClient } from '../src/areas/it/connector/it-portal-client';
import { syncItAccount } from './it-sync';
import { TEST_APP_PASSWORD } from './global-setup';
import { createTestServer, type TestServer } from './harness';
import { runAdmin, startTaxDesk, until, type TaxDeskProcess } from './taxdesk-process';

/**
 * `npm run admin -- backup FILE` while TaxDesk runs (and keeps writing), then `restore FILE` into a
 * fresh data folder with the embedded PostgreSQL: TaxDesk started there serves the same records
 * and documents, its users sign in with their passwords, and it signs in to the portal with the
 * stored passwords (the key came along).
 */
const ORG = 'BACKUP';
const SEED = 'backup-restore';
const KEY = randomBytes(32).toString('base64');
const accounts = sandboxItAccounts({ seed: SEED, accountCount: 6 })
  .filter((a) => a.behaviour === 'normal')
  .slice(0, 2);

let sandbox: StartedSandbox;
let s: TestServer;
let sourceDir: string;
let freshDir: string;
let ownerEmail: string;
const running: TaxDeskProcess[] = [];

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ownerEmail, password: 'test-password' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

type Row = Record<string, unknown> & { id?: string };

/** Every record of a type as the API lists it (keys and fields), following the cursor. */
async function listAll(url: string, token: string, type: string): Promise<Row[]> {
  const rows: Row[] = [];
  let cursor: string | null = null;
  do {
    const q: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const res = await fetch(`${url}/api/o/${ORG}/records/${type}?limit=200${q}`, {
      headers: { authtoken: token },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { rows: Row[]; nextCursor: string | null } };
    rows.push(...body.data.rows);
    cursor = body.data.nextCursor;
  } while (cursor);
  return rows;
}

beforeAll(async () => {
  sandbox = await startSandbox({
    seed: SEED,
    accountCount: 6,
    port: 0,
    rateLimitPerSecond: 0,
    now: () => new Date('2026-11-21T12:00:00Z'),
  });
  s = await createTestServer({ portals: sandbox.portals, box: createSecretBox(parseKey(KEY)) });
  const owner = await s.memberOf(ORG, 'owner');
  ownerEmail = owner.email;
  const tenant = { orgId: ORG, userId: owner.userId, role: 'owner' as const };
  const portal = createItPortalClient(sandbox.portals.it);
  for (const a of accounts) {
    await saveItAccount(s.ctx, tenant, { pan: a.pan, password: a.password, name: a.name });
    const runId = await createSyncRun(s.ctx.db, ORG, {
      portal: 'it',
      accountKey: a.pan,
      startedBy: 'test',
      modules: 'all',
    });
    expect(await syncItAccount(s.ctx, portal, { orgId: ORG, pan: a.pan, runId })).toMatchObject({
      status: 'succeeded',
    });
  }
  sourceDir = mkdtempSync(join(tmpdir(), 'taxdesk-backup-src-'));
  writeFileSync(
    join(sourceDir, 'secrets.json'),
    JSON.stringify({ encryptionKey: KEY, jwtSecret: randomBytes(32).toString('base64url') }),
  );
  freshDir = mkdtempSync(join(tmpdir(), 'taxdesk-backup-fresh-'));
  // The embedded PostgreSQL runs as the OS user postgres: it must reach its folder (mkdtemp gives 0700).
  chmodSync(freshDir, 0o755);
}, 120_000);

afterAll(async () => {
  for (const p of running) await p.stop();
  for (const dir of [sourceDir, freshDir]) if (dir) rmSync(dir, { recursive: true, force: true });
  await s?.close();
  await sandbox?.close();
});

describe('backup and restore', () => {
  it('a backup taken while TaxDesk runs restores into a fresh data folder that serves the same records', async () => {
    const source = await startTaxDesk({
      DATABASE_URL: s.ownerUrl,
      APP_DB_PASSWORD: TEST_APP_PASSWORD,
      DATA_DIR: sourceDir,
      ...portalEnv(sandbox.portals),
      SEED_DEMO: 'no',
    });
    running.push(source);
    const token = await signIn(source.url!);
    const before = {
      notices: await listAll(source.url!, token, 'itNotice'),
      proceedings: await listAll(source.url!, token, 'itProceeding'),
    };
    expect(before.notices.length).toBeGreaterThan(0);

    // Writes go on during the backup (sign-ins log attempts and tokens): the copy is of one moment.
    let writing = true;
    const writes = (async () => {
      while (writing) await signIn(source.url!);
    })();
    const file = join(sourceDir, 'taxdesk.backup');
    const made = await runAdmin(['backup', file], {
      DATABASE_URL: s.ownerUrl,
      APP_DB_PASSWORD: TEST_APP_PASSWORD,
      DATA_DIR: sourceDir,
    }).done;
    writing = false;
    await writes;
    expect(made.code, made.output).toBe(0);
    expect(made.output).toMatch(/Backed up \d+ rows/);

    const pgPort = await freePort();
    const restored = await runAdmin(['restore', file], {
      DATABASE_URL: undefined,
      DATA_DIR: freshDir,
      EMBEDDED_PG_PORT: String(pgPort),
    }).done;
    expect(restored.code, restored.output).toBe(0);

    const target = await startTaxDesk({
      DATABASE_URL: undefined,
      APP_DB_PASSWORD: undefined,
      DATA_DIR: freshDir,
      EMBEDDED_PG_PORT: String(pgPort),
      ...portalEnv(sandbox.portals),
      SEED_DEMO: 'no',
    });
    running.push(target);
    const token2 = await signIn(target.url!);
    expect(await listAll(target.url!, token2, 'itNotice')).toEqual(before.notices);
    expect(await listAll(target.url!, token2, 'itProceeding')).toEqual(before.proceedings);

    // Documents: the same bytes, fetched through the restored server.
    const secrets = JSON.parse(readFileSync(join(freshDir, 'secrets.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(secrets.encryptionKey).toBe(KEY);
    const db = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(secrets.pgPassword!)}@127.0.0.1:${pgPort}/taxdesk`,
    });
    await db.connect();
    try {
      const docs = async (q: (sql: string, p: unknown[]) => Promise<{ rows: unknown[] }>) =>
        (await q(`SELECT id, sha256, size FROM documents WHERE org_id = $1 ORDER BY id`, [ORG])).rows;
      const original = await docs((sql, p) => s.ctx.pools.owner.query(sql, p));
      expect(original.length).toBeGreaterThan(0);
      expect(await docs((sql, p) => db.query(sql, p))).toEqual(original);
      // Counts kept by triggers come back as they were, not counted twice.
      const counts = async (q: (sql: string, p: unknown[]) => Promise<{ rows: unknown[] }>) =>
        (
          await q(
            `SELECT type, sum(n)::int AS n FROM record_counts WHERE org_id = $1 GROUP BY type ORDER BY type`,
            [ORG],
          )
        ).rows;
      const countsBefore = await counts((sql, p) => s.ctx.pools.owner.query(sql, p));
      expect(countsBefore.length).toBeGreaterThan(0);
      expect(await counts((sql, p) => db.query(sql, p))).toEqual(countsBefore);
      const first = original[0] as { id: string; size: number };
      const file1 = await fetch(`${target.url}/api/o/${ORG}/documents/${first.id}`, {
        headers: { authtoken: token2 },
      });
      expect(file1.status).toBe(200);
      expect((await file1.arrayBuffer()).byteLength).toBe(first.size);

      // The stored portal passwords open: a sync on the restored server signs in.
      const started = await fetch(`${target.url}/api/o/${ORG}/sync/it/batches`, {
        method: 'POST',
        headers: { authtoken: token2, 'content-type': 'application/json' },
        body: JSON.stringify({ accounts: accounts.map((a) => a.pan) }),
      });
      expect(started.status, await started.clone().text()).toBe(200);
      const { batchId } = ((await started.json()) as { data: { batchId: string } }).data;
      const runs = await until(
        async () =>
          (
            await db.query<{ status: string; error: string | null }>(
              `SELECT status, data->>'error' AS error FROM records WHERE type = 'syncLog' AND data->>'batchId' = $1`,
              [batchId],
            )
          ).rows,
        (r) =>
          r.length === accounts.length && r.every((x) => x.status !== 'queued' && x.status !== 'running'),
        90_000,
        500,
      );
      expect(runs).toEqual(accounts.map(() => ({ status: 'succeeded', error: null })));
    } finally {
      await db.end();
    }
  }, 240_000);

  it('refuses a file that is not a backup, and changes nothing', async () => {
    const bogus = join(sourceDir, 'not-a-backup');
    writeFileSync(bogus, 'hello');
    const r = await runAdmin(['restore', bogus], {
      DATABASE_URL: s.ownerUrl,
      APP_DB_PASSWORD: TEST_APP_PASSWORD,
      DATA_DIR: sourceDir,
    }).done;
    expect(r.code).toBe(1);
    expect(r.output).toMatch(/not a TaxDesk backup/);
    const n = await s.ctx.pools.owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM records WHERE org_id = $1`,
      [ORG],
    );
    expect(n.rows[0]!.n).toBeGreaterThan(0);
  }, 60_000);
});

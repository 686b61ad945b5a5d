import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { portalEnv, type PortalUrls } from '../src/config-portals';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { startTaxDesk, type TaxDeskProcess } from './taxdesk-process';

/**
 * TaxDesk on more than one machine, as `many-processes.test.ts` runs it with a few accounts and
 * `bench/many-processes.ts` with hundreds: API and worker processes on one PostgreSQL, a batch
 * asked of two APIs at once, a daily slot, and the watches that prove each happens once.
 */

export type Query = <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<T[]>;

export const queryOf =
  (pool: pg.Pool): Query =>
  (sql, params = []) =>
    pool.query(sql, params).then((r) => r.rows);

/** A data directory holding the secrets every process shares (the encryption key of the stored passwords). */
export function sharedDataDir(encryptionKey: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'taxdesk-many-'));
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, 'secrets.json'),
    JSON.stringify({ encryptionKey, jwtSecret: randomBytes(32).toString('base64url') }),
  );
  return dir;
}

export type ClusterOptions = {
  ownerUrl: string;
  appDbPassword: string;
  dataDir: string;
  /** The portals each process talks to; a function gives each worker its own addresses. */
  portals: PortalUrls | ((role: 'api' | 'worker', index: number) => PortalUrls);
  concurrency: number;
};

/** Starts TaxDesk processes of one installation; `stopAll` ends those still running. */
export function cluster(options: ClusterOptions) {
  const procs: TaxDeskProcess[] = [];
  const started = { api: 0, worker: 0 };
  return {
    procs,
    start(role: 'api' | 'worker'): Promise<TaxDeskProcess> {
      const index = started[role]++;
      const portals = typeof options.portals === 'function' ? options.portals(role, index) : options.portals;
      return startTaxDesk({
        DATABASE_URL: options.ownerUrl,
        APP_DB_PASSWORD: options.appDbPassword,
        DATA_DIR: options.dataDir,
        ...portalEnv(portals),
        SEED_DEMO: 'no',
        ROLE: role,
        SYNC_CONCURRENCY: String(options.concurrency),
        SYNC_HEARTBEAT_MS: '1000',
        ALERTS_CRON: '* * * * *',
      }).then((p) => (procs.push(p), p));
    },
    async stopAll(): Promise<void> {
      for (const p of procs) await p.kill();
    },
  };
}

/** A member's call to one API process: signs in, then calls `/api/o/{orgId}{path}`. */
export async function apiCall<T>(
  api: TaxDeskProcess,
  member: { email: string; password: string },
  orgId: string,
  path: string,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; body: { data: T; message?: string } }> {
  const login = await fetch(`${api.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: member.email, password: member.password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const res = await fetch(`${api.url}/api/o/${orgId}${path}`, {
    method,
    headers: { authtoken: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { data: T; message?: string } };
}

/**
 * Turns on the income-tax daily sync of `orgId` at the start of a minute at least `leadMs` away,
 * read through one API and saved through the other. Answers the slot's time and the save's answer.
 */
export async function scheduleDailySync(
  apis: readonly [TaxDeskProcess, TaxDeskProcess],
  member: { email: string; password: string },
  orgId: string,
  leadMs = 120_000,
): Promise<{ at: Date; read: number; saved: { status: number; body: unknown } }> {
  const at = new Date(Date.now() + leadMs);
  const time = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  const current = await apiCall<{ settings: { schedule: Record<string, unknown> } }>(
    apis[0],
    member,
    orgId,
    '/areas/it/settings',
  );
  if (current.status !== 200) return { at, read: current.status, saved: { status: 0, body: null } };
  const { settings } = current.body.data;
  const saved = await apiCall(apis[1], member, orgId, '/areas/it/settings', 'PUT', {
    ...settings,
    schedule: { ...settings.schedule, enabled: true, time, timezone: 'UTC' },
  });
  return { at, read: current.status, saved };
}

/** Asks both APIs for the same income-tax batch at the same moment. */
export function askBothForBatch(
  apis: readonly [TaxDeskProcess, TaxDeskProcess],
  member: { email: string; password: string },
  orgId: string,
  pans: readonly string[],
) {
  const body = { accounts: pans };
  return Promise.all(
    apis.map((api) =>
      apiCall<{ batchId: string | null; skipped: string[] }>(
        api,
        member,
        orgId,
        '/sync/it/batches',
        'POST',
        body,
      ),
    ),
  );
}

/**
 * Watches, every 100 ms until stopped, for an account with two runs open at once; `stop` answers
 * the last such accounts seen (none, when each account ran in one worker at a time).
 */
export function watchRunsTwiceAtOnce(q: Query, orgId: string) {
  let twice: { account_key: string; n: number }[] = [];
  let watching = true;
  const loop = (async () => {
    while (watching) {
      const rows = await q<{ account_key: string; n: number }>(
        `SELECT account_key, count(*)::int AS n FROM records WHERE org_id = $1 AND type = 'syncLog'
           AND status IN ('queued', 'running') GROUP BY account_key HAVING count(*) > 1`,
        [orgId],
      );
      if (rows.length) twice = rows;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      watching = false;
      await loop;
      return twice;
    },
  };
}

export const succeededRuns = (q: Query, orgId: string) =>
  q<{ n: number }>(
    `SELECT count(*)::int AS n FROM records WHERE org_id = $1 AND type = 'syncLog' AND status = 'succeeded'`,
    [orgId],
  ).then((r) => r[0]!.n);

export type RunRow = { account_key: string; status: string; error: string | null };

export const runsOf = (q: Query, orgId: string) =>
  q<RunRow>(
    `SELECT account_key, status, data->>'error' AS error FROM records WHERE org_id = $1 AND type = 'syncLog'`,
    [orgId],
  );

export const allEnded = (runs: readonly RunRow[]) =>
  runs.length > 0 && runs.every((x) => x.status !== 'queued' && x.status !== 'running');

/** Batches the daily schedule started for `orgId`, per portal. */
export const scheduledBatches = (q: Query, orgId: string) =>
  q<{ portal: string; n: number }>(
    `SELECT portal, count(*)::int AS n FROM sync_batches WHERE org_id = $1 AND trigger = 'schedule'
     GROUP BY portal ORDER BY portal`,
    [orgId],
  );

/** The statuses of the runs of the income-tax batch the schedule started. */
export const scheduledRunStatuses = (q: Query, orgId: string) =>
  q<{ status: string }>(
    `SELECT r.status FROM records r JOIN sync_batches b ON b.id::text = r.data->>'batchId'
     WHERE r.org_id = $1 AND r.type = 'syncLog' AND b.trigger = 'schedule' AND b.portal = 'it'`,
    [orgId],
  );

/** Alert rounds started per minute (one each, whatever the number of workers). */
export const alertRoundsPerMinute = (q: Query) =>
  q<{ minute: string; n: number }>(
    `SELECT date_trunc('minute', created_on)::text AS minute, count(*)::int AS n FROM pgboss.job
     WHERE name = 'org-alerts' GROUP BY 1 ORDER BY 1`,
  );

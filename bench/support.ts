import { SERVER_AREAS } from '../apps/server/src/areas';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import pg from 'pg';
import type autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { PORTAL_HOSTS, type PortalUrls } from '../apps/server/src/config-portals';
import type { AppContext } from '../apps/server/src/context';
import { startEmbeddedPostgres, type EmbeddedDb } from '../apps/server/src/db/embedded';
import { ensureDatabase, migrateDatabase } from '../apps/server/src/db/migrate';
import { appUrlFrom, openPools } from '../apps/server/src/db/pool';
import { createTokenService } from '../apps/server/src/lib/auth/tokens';
import { createSecretBox } from '../apps/server/src/lib/crypto/secret-box';

export const APP_PASSWORD = 'taxdesk-bench-app';

/** A fresh benchmark database: on DATABASE_URL's server, else an embedded PostgreSQL. */
export async function benchDatabase(
  name: string,
  options: { keep?: boolean } = {},
): Promise<{ ownerUrl: string; reused: boolean; stop(): Promise<void> }> {
  let embedded: EmbeddedDb | undefined;
  let base = process.env.DATABASE_URL;
  if (!base) {
    embedded = await startEmbeddedPostgres({
      dir: `.test-data/bench-${process.pid}`,
      port: 56000 + (process.pid % 900),
      password: 'bench',
    });
    base = embedded.url;
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  const ownerUrl = url.toString();
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // BENCH_KEEP=1 keeps the seeded database for the next run (and for looking into a plan).
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  const reused = exists && !!options.keep;
  if (!reused) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  await ensureDatabase(ownerUrl);
  await migrateDatabase(ownerUrl, APP_PASSWORD);
  return {
    ownerUrl,
    reused,
    async stop() {
      if (options.keep) return void (await embedded?.stop());
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await c.end();
      await embedded?.stop();
    },
  };
}

export function benchContext(ownerUrl: string, overrides: Partial<AppContext> = {}): AppContext {
  const pools = openPools(ownerUrl, appUrlFrom(ownerUrl, APP_PASSWORD), 20);
  return {
    config: loadConfig({ DATABASE_URL: ownerUrl, LOG_LEVEL: 'silent' }),
    pools,
    db: pools.db,
    areas: SERVER_AREAS,
    tokens: createTokenService(randomBytes(32).toString('base64url')),
    box: createSecretBox(randomBytes(32)),
    // Nobody answers here: a benchmark that syncs passes its sandbox's portals.
    portals: Object.fromEntries(PORTAL_HOSTS.map((h) => [h, 'http://127.0.0.1:9'])) as PortalUrls,
    now: () => new Date(),
    version: 'bench',
    ...overrides,
  };
}

export { buildApp };

const run = promisify(execFile);

export type LoadResult = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/**
 * 10 connections for `seconds` against `url`, from a process of its own: run in the process that
 * serves, the load generator's own socket writes and response parsing shared the server's one
 * thread, which cost a light route (the bare one) less than a heavy one and blurred their ratio.
 */
export async function load(
  label: string,
  url: string,
  headers: Record<string, string>,
  seconds = 10,
): Promise<LoadResult> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const args = [cli, '-j', '-c', '10', '-d', String(seconds)];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}=${v}`);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 64 * 1024 * 1024 });
  const r = JSON.parse(stdout.trim().split('\n').pop()!) as autocannon.Result;
  return {
    label,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export type LatencyResult = {
  label: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  failures: number;
  firstFailures: string[];
};

/**
 * `connections` loops through a list of different URLs for `seconds` (bench/latency-client.ts), in
 * a process of its own as `load` does: where each request asks something else (a search's
 * fragments), one URL repeated would measure only the cache.
 */
export async function latencyRun(
  label: string,
  urls: readonly string[],
  headers: Record<string, string>,
  connections: number,
  seconds = 10,
): Promise<LatencyResult> {
  const dir = mkdtempSync(join(tmpdir(), 'taxdesk-bench-'));
  const file = join(dir, 'args.json');
  writeFileSync(file, JSON.stringify({ urls, headers, connections, seconds }));
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'bench/latency-client.ts', file], {
      maxBuffer: 16 * 1024 * 1024,
    });
    return {
      label,
      connections,
      ...(JSON.parse(stdout.trim().split('\n').pop()!) as Omit<LatencyResult, 'label' | 'connections'>),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function report(name: string, lines: string[], data: unknown): void {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/${name}.json`, JSON.stringify(data, null, 2));
  console.log(lines.join('\n'));
}

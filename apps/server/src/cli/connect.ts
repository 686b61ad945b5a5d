import { SERVER_AREAS } from '../areas';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { loadConfig, type Config } from '../config';
import { productionPortals } from '../config-portals';
import type { AppContext } from '../context';
import { startEmbeddedPostgres } from '../db/embedded';
import { migrateDatabase } from '../db/migrate';
import type { Pools } from '../db/pool';
import * as schema from '../db/schema';
import { createTokenService } from '../lib/auth/tokens';
import { createSecretBox, parseKey } from '../lib/crypto/secret-box';
import { readSecrets, type StoredSecrets } from './cli-secrets';

/** A failure to show the operator as it is (no stack): what is wrong and what to do. */
export class CliError extends Error {}

export type CliConnection = {
  ctx: AppContext;
  config: Config;
  dataDir: string;
  stored: StoredSecrets | null;
  /** Where the encryption key comes from: the environment (production) or DATA_DIR/secrets.json. */
  keySource: 'env' | 'file' | 'none';
  /** The embedded PostgreSQL: started by this command, already running (the server's), or not used. */
  embedded: 'started' | 'running' | null;
  close(): Promise<void>;
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The port of a live postmaster on `pgDir` (its postmaster.pid says), or null. */
function runningPostmasterPort(pgDir: string): number | null {
  const pidFile = resolve(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return pid > 0 && alive(pid) && port > 0 ? port : null;
}

export function oldKeysOf(value: string | undefined): Buffer[] {
  return (value ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => parseKey(k.split(':').pop()!));
}

/**
 * Connects the way the server does: DATABASE_URL, else the embedded PostgreSQL under DATA_DIR —
 * joined when the server is running it, started (and stopped again at the end) when not. Uses
 * the owner connection: the operator's commands work across organisations.
 */
export async function connect(env: NodeJS.ProcessEnv = process.env): Promise<CliConnection> {
  const config = loadConfig(env);
  const dataDir = resolve(config.DATA_DIR);
  const stored = readSecrets(dataDir);
  const stops: (() => Promise<unknown>)[] = [];
  let embedded: CliConnection['embedded'] = null;
  let ownerUrl = config.DATABASE_URL;
  if (!ownerUrl) {
    const pgDir = resolve(dataDir, 'pg');
    if (!stored?.pgPassword || !existsSync(resolve(pgDir, 'PG_VERSION')))
      throw new CliError(
        `No TaxDesk data under ${dataDir}. Start TaxDesk once (npm start), set DATA_DIR, or set DATABASE_URL.`,
      );
    const running = runningPostmasterPort(pgDir);
    const password = encodeURIComponent(stored.pgPassword);
    if (running) {
      embedded = 'running';
      ownerUrl = `postgres://postgres:${password}@127.0.0.1:${running}/taxdesk`;
    } else {
      embedded = 'started';
      const db = await startEmbeddedPostgres({
        dir: pgDir,
        port: Number(env.EMBEDDED_PG_PORT ?? 54320),
        password: stored.pgPassword,
      });
      stops.push(() => db.stop());
      ownerUrl = db.url;
    }
  }

  const owner = new pg.Pool({ connectionString: ownerUrl, max: 2 });
  owner.on('error', () => {});
  stops.push(() => owner.end());
  const close = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    const schemaReady = await owner.query(`SELECT to_regclass('public.admin_audit_log') AS t`);
    if (!schemaReady.rows[0].t) {
      // Bringing the schema up to date sets the app role's password: only with the one the server uses.
      const appPassword = config.APP_DB_PASSWORD ?? stored?.appDbPassword;
      if (!appPassword)
        throw new CliError(
          'The database schema is older than this command line: start the TaxDesk server once to migrate it.',
        );
      await migrateDatabase(ownerUrl, appPassword);
    }
  } catch (err) {
    await close();
    if (err instanceof CliError) throw err;
    throw new CliError(`Cannot reach the database: ${(err as Error).message}`);
  }

  const envKey = config.ENCRYPTION_KEY;
  const fileKey = stored?.encryptionKey;
  const keySource = envKey ? 'env' : fileKey ? 'file' : 'none';
  // Only rotate-key encrypts; without a configured key the box gets a random one it never shares.
  const current = parseKey(envKey ?? fileKey ?? randomBytes(32).toString('base64'));
  const db = drizzle(owner, { schema });
  const pools: Pools = { owner, app: owner, db, close: async () => owner.end() };
  const ctx: AppContext = {
    config,
    pools,
    db,
    tokens: createTokenService(
      config.JWT_SECRET ?? stored?.jwtSecret ?? randomBytes(32).toString('base64url'),
    ),
    box: createSecretBox(current, oldKeysOf(config.ENCRYPTION_OLD_KEYS)),
    // The operator's commands call no portal: the real addresses, none required.
    portals: productionPortals(config, { required: false }),
    areas: SERVER_AREAS,
    now: () => new Date(),
    version: 'cli',
  };
  return { ctx, config, dataDir, stored, keySource, embedded, close };
}

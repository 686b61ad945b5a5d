import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { APP_ROLE } from './pool';

const MIGRATIONS = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Creates the database DATABASE_URL names when it does not exist yet. */
export async function ensureDatabase(ownerUrl: string): Promise<void> {
  const url = new URL(ownerUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!name || !/^[A-Za-z0-9_]+$/.test(name)) return;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => {});
  try {
    await client.connect();
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } catch {
    // No rights to the maintenance database: the migration will say what is wrong.
  } finally {
    await client.end().catch(() => {});
  }
}

/** PostgreSQL's answer when another session changed the same catalog row first. */
const concurrentlyUpdated = (err: unknown) =>
  err instanceof Error && /tuple concurrently (updated|deleted)|duplicate key value/.test(err.message);

/**
 * The app's login role, created or brought to the given password. A role belongs to the whole
 * PostgreSQL server while the advisory lock belongs to one database: servers migrating different
 * databases of one server at once (tests, browser tests, a firm's staging beside production)
 * both write the role's row, and the later one fails with "tuple concurrently updated". It then
 * reads the role again and repeats its statement.
 */
export async function ensureAppRole(client: pg.Client, appPassword: string): Promise<void> {
  const password = client.escapeLiteral(appPassword);
  for (let attempt = 0; ; attempt++) {
    try {
      const role = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
      await client.query(
        role.rowCount === 0
          ? `CREATE ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE PASSWORD ${password}`
          : `ALTER ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD ${password}`,
      );
      return;
    } catch (err) {
      if (!concurrentlyUpdated(err) || attempt >= 10) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200));
    }
  }
}

/**
 * Creates the app's login role (no BYPASSRLS, owns nothing) and brings the schema up to date.
 * Safe to run from several processes at once: an advisory lock serialises them.
 */
export async function migrateDatabase(ownerUrl: string, appPassword: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await ensureAppRole(client, appPassword);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
}

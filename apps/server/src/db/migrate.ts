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

/**
 * Creates the app's login role (no BYPASSRLS, owns nothing) and brings the schema up to date.
 * Safe to run from several processes at once: an advisory lock serialises them.
 */
export async function migrateDatabase(ownerUrl: string, appPassword: string): Promise<void> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    const role = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [APP_ROLE]);
    const password = client.escapeLiteral(appPassword);
    if (role.rowCount === 0) {
      await client.query(
        `CREATE ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE PASSWORD ${password}`,
      );
    } else {
      await client.query(`ALTER ROLE ${APP_ROLE} LOGIN NOSUPERUSER NOBYPASSRLS PASSWORD ${password}`);
    }
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
}

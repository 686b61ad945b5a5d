import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres, type EmbeddedDb } from '../src/db/embedded';
import { migrateDatabase } from '../src/db/migrate';

export const TEST_APP_PASSWORD = 'taxdesk-test-app';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDb: string;
  }
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * One migrated template database per test run; every test file clones it (CREATE DATABASE ...
 * TEMPLATE), so files run in parallel on clean data. DATABASE_URL when set, else embedded PostgreSQL.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedDb | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    // A folder per run: test runs started side by side must not stop each other's server.
    embedded = await startEmbeddedPostgres({
      dir: `.test-data/pg-${process.pid}`,
      port: 54329 + (process.pid % 500),
      password: 'test',
    });
    adminUrl = embedded.url;
  }
  const templateDb = `taxdesk_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  admin.on('error', () => {});
  await admin.connect();
  await admin.query(`CREATE DATABASE ${templateDb}`);
  await migrateDatabase(withDatabase(adminUrl, templateDb), TEST_APP_PASSWORD);
  project.provide('adminUrl', adminUrl);
  project.provide('templateDb', templateDb);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${templateDb} WITH (FORCE)`).catch(() => {});
    const leftovers = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'taxdesk_t_%' AND datname LIKE $1`,
      [`taxdesk_t_${templateDb.slice(-8)}_%`],
    );
    for (const { datname } of leftovers.rows)
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await embedded?.stop();
    if (embedded) rmSync(`.test-data/pg-${process.pid}`, { recursive: true, force: true });
  };
}

import { rmSync } from 'node:fs';
import pg from 'pg';

/** Drops what the run made: its databases on a shared server, or its embedded data folders. */
export default async function teardown(): Promise<void> {
  rmSync(`.test-data/e2e-${process.pid}`, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  client.on('error', () => {});
  await client.connect();
  const dbs = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1`,
    [`taxdesk_e2e_${process.pid}_%`],
  );
  for (const { datname } of dbs.rows)
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  await client.end();
}

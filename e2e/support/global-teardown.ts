import { rmSync } from 'node:fs';
import pg from 'pg';

/** Drops what the run made: its databases on a shared server, or its embedded data folders. */
export default async function teardown(): Promise<void> {
  const run = process.env.E2E_RUN ?? `${process.pid}`;
  rmSync(`.test-data/e2e-${run}`, { recursive: true, force: true });
  if (!process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  client.on('error', () => {});
  await client.connect();
  const dbs = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1`,
    [`taxdesk_e2e_${run}_%`],
  );
  for (const { datname } of dbs.rows)
    await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  await client.end();
}

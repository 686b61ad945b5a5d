import PgBoss from 'pg-boss';
import pg from 'pg';

/** The job queue lives in the same PostgreSQL, in its own schema, on the owner connection. */
export async function startBoss(ownerUrl: string, log: (msg: string) => void): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: ownerUrl, schema: 'pgboss', max: 4 });
  // Connections dropped during shutdown must not crash the process.
  boss.on('error', (err) => log(`job queue: ${err.message}`));
  await boss.start();
  return boss;
}

/**
 * Runs `setUp` (creating queues and schedules) while holding a lock every TaxDesk process takes
 * for it: several processes starting at once on one database otherwise make pg-boss create the
 * same queues' tables side by side, and one of them fails to start.
 */
export async function withQueueSetupLock<T>(ownerUrl: string, setUp: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ownerUrl });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727275)');
    return await setUp();
  } finally {
    await client.query('SELECT pg_advisory_unlock(727275)').catch(() => {});
    await client.end().catch(() => {});
  }
}

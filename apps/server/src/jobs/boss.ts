import PgBoss from 'pg-boss';

/** The job queue lives in the same PostgreSQL, in its own schema, on the owner connection. */
export async function startBoss(ownerUrl: string, log: (msg: string) => void): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: ownerUrl, schema: 'pgboss', max: 4 });
  // Connections dropped during shutdown must not crash the process.
  boss.on('error', (err) => log(`job queue: ${err.message}`));
  await boss.start();
  return boss;
}

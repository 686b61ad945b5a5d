import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
export type Pools = { owner: pg.Pool; app: pg.Pool; db: Db; close(): Promise<void> };

export const APP_ROLE = 'taxdesk_app';

/** The app's connection: the same server and database as the owner, as the taxdesk_app role. */
export function appUrlFrom(ownerUrl: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = APP_ROLE;
  url.password = encodeURIComponent(password);
  return url.toString();
}

/**
 * The app's connections are bounded in time: a statement runs at most a minute, a transaction
 * left idle is ended by the server after two (a stuck request cannot keep its connection), and a
 * request waits at most ten seconds for a free connection, then answers 503 with Retry-After
 * (`plugins/errors.ts`). Set per connection (startup parameters), so they hold on the embedded
 * and on any external PostgreSQL alike.
 */
export const APP_POOL_LIMITS = {
  statement_timeout: 60_000,
  idle_in_transaction_session_timeout: 120_000,
  connectionTimeoutMillis: 10_000,
};

function pool(url: string, max: number, limits: Partial<typeof APP_POOL_LIMITS> = {}): pg.Pool {
  const p = new pg.Pool({ connectionString: url, max, ...limits });
  // A connection dropped (shutdown, a killed backend) must not crash the process: idle clients
  // report on the pool, clients in use on themselves; the query in flight fails on its own.
  p.on('error', () => {});
  p.on('connect', (client) => client.on('error', () => {}));
  return p;
}

export function openPools(
  ownerUrl: string,
  appUrl: string,
  max = 10,
  limits: Partial<typeof APP_POOL_LIMITS> = APP_POOL_LIMITS,
): Pools {
  const owner = pool(ownerUrl, 4);
  const app = pool(appUrl, max, limits);
  return {
    owner,
    app,
    db: drizzle(app, { schema }),
    async close() {
      await Promise.allSettled([owner.end(), app.end()]);
    },
  };
}

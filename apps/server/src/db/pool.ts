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

function pool(url: string, max: number): pg.Pool {
  const p = new pg.Pool({ connectionString: url, max });
  // A connection dropped (shutdown, a killed backend) must not crash the process: idle clients
  // report on the pool, clients in use on themselves; the query in flight fails on its own.
  p.on('error', () => {});
  p.on('connect', (client) => client.on('error', () => {}));
  return p;
}

export function openPools(ownerUrl: string, appUrl: string, max = 10): Pools {
  const owner = pool(ownerUrl, 4);
  const app = pool(appUrl, max);
  return {
    owner,
    app,
    db: drizzle(app, { schema }),
    async close() {
      await Promise.allSettled([owner.end(), app.end()]);
    },
  };
}

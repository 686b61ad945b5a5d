import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { SERVER_AREAS } from '../src/areas';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { PORTAL_HOSTS, type PortalUrls } from '../src/config-portals';
import type { AppContext } from '../src/context';
import { appUrlFrom, openPools } from '../src/db/pool';
import { createTokenService } from '../src/lib/auth/tokens';
import { createSecretBox } from '../src/lib/crypto/secret-box';
import { addMember, createOrg, ensureLocalUser } from '../src/lib/directory';
import { fullLicence } from '../src/lib/licence-defaults';
import type { Role } from '@taxdesk/domain';
import { TEST_APP_PASSWORD } from './global-setup';

export type TestServer = {
  app: FastifyInstance;
  ctx: AppContext;
  ownerUrl: string;
  /** Signs in a built-in user and answers their AuthToken header. */
  tokenFor(email: string, password?: string): Promise<string>;
  /** A user who is `role` in a new organisation licensed for everything. */
  memberOf(
    orgId: string,
    role?: Role,
    email?: string,
  ): Promise<{ token: string; userId: string; email: string }>;
  close(): Promise<void>;
};

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Every portal at an address nobody answers: a test that syncs passes its sandbox's `portals`. */
export function unreachablePortals(): PortalUrls {
  return Object.fromEntries(PORTAL_HOSTS.map((h) => [h, 'http://127.0.0.1:9'])) as PortalUrls;
}

/** A fresh database cloned from the run's migrated template, and the app on it. */
export async function createTestServer(
  overrides: Partial<AppContext> = {},
  env: Record<string, string> = {},
): Promise<TestServer> {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDb');
  const dbName = `taxdesk_t_${template.slice(-8)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${template}`);
  await admin.end();

  const ownerUrl = withDatabase(adminUrl, dbName);
  const pools = openPools(ownerUrl, appUrlFrom(ownerUrl, TEST_APP_PASSWORD));
  const config = loadConfig({ DATABASE_URL: ownerUrl, DATA_DIR: '.test-data', LOG_LEVEL: 'silent', ...env });
  const ctx: AppContext = {
    config,
    pools,
    db: pools.db,
    tokens: createTokenService(randomBytes(32).toString('base64url')),
    box: createSecretBox(randomBytes(32)),
    portals: unreachablePortals(),
    areas: SERVER_AREAS,
    now: () => new Date(),
    version: 'test',
    ...overrides,
  };
  const app = await buildApp(ctx, { webApp: false });
  await app.ready();

  const server: TestServer = {
    app,
    ctx,
    ownerUrl,
    async tokenFor(email, password = 'test-password') {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return (res.json() as { data: { token: string } }).data.token;
    },
    async memberOf(orgId, role = 'owner', email = `${role}-${randomBytes(3).toString('hex')}@example.com`) {
      if (!(await orgRow(ctx, orgId)))
        await createOrg(ctx.db, { id: orgId, name: `Org ${orgId}`, ...fullLicence(ctx.now(), 365) });
      const userId = await ensureLocalUser(ctx.db, {
        email,
        password: 'test-password',
        name: email.split('@')[0]!,
      });
      await addMember(ctx.db, orgId, userId, role);
      return { token: await server.tokenFor(email), userId, email };
    },
    async close() {
      await app.close();
      await pools.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      await c.end();
    },
  };
  return server;
}

async function orgRow(ctx: AppContext, orgId: string): Promise<boolean> {
  const r = await ctx.pools.owner.query('SELECT 1 FROM orgs WHERE id = $1', [orgId]);
  return (r.rowCount ?? 0) > 0;
}

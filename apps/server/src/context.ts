import type PgBoss from 'pg-boss';
import type { Config } from './config';
import type { PortalUrls } from './config-portals';
import type { ServerArea } from './lib/areas/server-area';
import type { Pools, Db } from './db/pool';
import type { TokenService } from './lib/auth/tokens';
import type { SecretBox } from './lib/crypto/secret-box';

/** What every part of the server is built from: configuration and shared services. */
export type AppContext = {
  config: Config;
  pools: Pools;
  db: Db;
  tokens: TokenService;
  box: SecretBox;
  /** The job queue; absent in tests that call services directly. */
  boss?: PgBoss;
  /** Base URL of every portal host (or of the sandbox's origin playing it), by host: config-portals.ts. */
  portals: PortalUrls;
  /** The areas this server runs (income tax, GST, ...): their portals, routes and demo accounts. */
  areas: readonly ServerArea[];
  /**
   * The sandbox's income-tax logins, only when this process started the sandbox itself (the
   * embedded default): the account import then offers them as a filled-in sample sheet.
   */
  sandboxItAccounts?: () => readonly { pan: string; password: string; name: string }[];
  now: () => Date;
  version: string;
};

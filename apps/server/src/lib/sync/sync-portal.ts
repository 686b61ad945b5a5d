import type { Feature, ResourceType } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/tenant';
import type { Connector } from './connector';
import type { SyncModule } from './sync-module';

export type IdCheck = (raw: string) => { ok: true; value: string } | { ok: false; reason: string };

/**
 * A portal an area syncs accounts from: the engine (batches, runs, sign-in queue, failed items,
 * login blocking, workers, schedule) is the same for all; this says what differs. An area may
 * have several (income tax: clients' logins, Reply logins, the ARCA login, ITAT case status).
 */
export type SyncPortal<C extends Connector<unknown> = Connector<unknown>> = {
  /** `sync_batches.portal`, `portal_credentials.portal`, `sync_failures.portal`: 'it', 'gst', ... */
  key: string;
  /** The area (settings, schedule) and licence it belongs to. */
  area: string;
  feature: Feature;
  /** What its accounts are called in messages: 'PAN account', 'GST login', ... */
  accountLabel: string;
  /** Record type of its accounts; the login id is that record's key. */
  accountType: ResourceType;
  /** The account record's field holding the login id. */
  keyField: string;
  /** Checks and normalises a login id as typed or imported. */
  checkLoginId: IdCheck;
  /** pg-boss queue of its runs (a job's id is its run's id). */
  queue: string;
  modules: readonly SyncModule<C>[];
  connector(app: AppContext): C;
  /** `password`: runs sign in with the stored password; `none`: public services, no login. */
  login: 'password' | 'none';
  /**
   * The account record's field holding when this portal last synced it, for a portal whose
   * accounts are another's (the ITAT's PANs are the income-tax accounts); default `lastSyncedAt`.
   */
  syncedAtField?: string;
  /** Other sign-in fields taken from the account's record (TRACES: the TAN). */
  extraCredentials?(account: Readonly<Record<string, unknown>>): Record<string, string>;
  /** The accounts "sync all" means; default: every record of `accountType`. */
  listAccounts?(tx: Tx, orgId: string): Promise<string[]>;
  /** Options kept on every run of a "sync all" (e.g. the ITAT's search by PAN). */
  batchOptions?: Record<string, unknown>;
  /** Options of the demo's first start only, added to `batchOptions` (TRACES: ask what a user would). */
  firstSyncOptions?: Record<string, unknown>;
  /** Workers per process; default the configured SYNC_CONCURRENCY for an area's first portal, else 2. */
  concurrency?: number;
};

/** The account record's field saying when the portal last synced it (Home's coverage, the sync screens). */
export function syncedAtField(portal: Pick<SyncPortal, 'syncedAtField'>): string {
  return portal.syncedAtField ?? 'lastSyncedAt';
}

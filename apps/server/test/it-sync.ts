import type { AppContext } from '../src/context';
import { runAccountSync, type SyncOutcome } from '../src/lib/sync/engine';
import { solverOf } from '../src/lib/sync/workers';
import type { ItPortal } from '../src/areas/it/connector/it-portal-types';
import { itConnector } from '../src/areas/it/connector/it-connector';
import { itSyncPortal } from '../src/areas/it/sync/it-sync-portal';

/** One account's run. `modules` absent or empty: every module. `batchId`: the user action it belongs to. */
export type SyncJob = { orgId: string; pan: string; runId: string; modules?: string[]; batchId?: string };

/**
 * Syncs one income-tax account on the sync engine (sign-in, modules in order, failed items, login
 * blocking, cancel between modules): the client's PAN is the login.
 */
export function syncItAccount(ctx: AppContext, portal: ItPortal, job: SyncJob): Promise<SyncOutcome> {
  const { pan, ...rest } = job;
  return runAccountSync(ctx, itSyncPortal, itConnector(portal), { ...rest, accountKey: pan }, solverOf(ctx));
}

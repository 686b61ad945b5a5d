import type { AppContext } from '../../../context';
import { runAccountSync, type SyncOutcome } from '../../../lib/sync/engine';
import { solverOf } from '../../../lib/sync/workers';
import type { ItPortal } from '../connector/it-portal-types';
import { itConnector, itSyncPortal } from './it-sync-portal';

/** One account's run. `modules` absent or empty: every module. `batchId`: the user action it belongs to. */
export type SyncJob = { orgId: string; pan: string; runId: string; modules?: string[]; batchId?: string };
export type { SyncOutcome };

/**
 * Syncs one income-tax account on the sync engine (sign-in, modules in order, failed items, login
 * blocking, cancel between modules): the client's PAN is the login.
 */
export function syncItAccount(ctx: AppContext, portal: ItPortal, job: SyncJob): Promise<SyncOutcome> {
  const { pan, ...rest } = job;
  return runAccountSync(ctx, itSyncPortal, itConnector(portal), { ...rest, accountKey: pan }, solverOf(ctx));
}

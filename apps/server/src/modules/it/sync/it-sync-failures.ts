import type { Tx } from '../../../db/tenant';
import { openFailures as openPortalFailures, type OpenFailure } from '../../../lib/sync/failures';
import { itSyncPortal } from './it-sync-portal';

export { ACCOUNT_FAILURE } from '../../../lib/sync/failures';
export type { FailedItem } from '../../../lib/sync/sync-module';

/** Open income-tax items, all or the chosen ones, for a retry. */
export function openFailures(
  tx: Tx,
  orgId: string,
  ids: readonly number[] | undefined,
): Promise<OpenFailure[]> {
  return openPortalFailures(tx, orgId, itSyncPortal.key, ids);
}

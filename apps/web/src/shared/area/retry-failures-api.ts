import type { RetryFailuresBody, SyncStarted } from '@taxdesk/domain';
import { api } from '../api/client';
import { portalBase } from './area-keys';

/** Runs failed items again (the chosen ones, or every open one) as a new batch. */
export function retryFailures(orgId: string, portal: string, ids?: number[]): Promise<SyncStarted> {
  const body: RetryFailuresBody = ids ? { ids } : {};
  return api<SyncStarted>(`${portalBase(orgId, portal)}/failures/retry`, { method: 'POST', body });
}

import type { StartSyncBody, SyncStarted } from '@taxdesk/domain';
import { api } from '../api/client';
import { portalBase } from './area-keys';

/** Starts a batch: chosen accounts (login ids), or every account; answers 409 when all are syncing. */
export function startSync(orgId: string, portal: string, body: StartSyncBody): Promise<SyncStarted> {
  return api<SyncStarted>(`${portalBase(orgId, portal)}/batches`, { method: 'POST', body });
}

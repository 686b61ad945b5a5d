import { checkPan } from '@taxdesk/domain';
import type { SyncPortal } from '../../../lib/sync/sync-portal';
import { itConnector, type ItConnector } from '../connector/it-connector';
import { createItPortalClient } from '../connector/it-portal-client';
import { IT_SYNC_MODULES } from './it-sync-modules';

export const IT_SYNC_QUEUE = 'it-sync-account';

/** Clients' own income-tax logins (by PAN): the area's main sync. */
export const itSyncPortal: SyncPortal<ItConnector> = {
  key: 'it',
  area: 'it',
  feature: 'it',
  accountLabel: 'PAN account',
  accountType: 'itAccount',
  keyField: 'pan',
  checkLoginId: checkPan,
  queue: IT_SYNC_QUEUE,
  modules: IT_SYNC_MODULES,
  connector: (app) => itConnector(createItPortalClient(app.portals.it)),
  login: 'password',
};

import type { SyncPortal } from '../../lib/sync/sync-portal';
import { applicationsSync } from './applications-sync';
import { StateClient } from './state-client';

const STATE_SYNC_QUEUE = 'state-sync-account';

/** State portal login ids: letters and digits, as the portals issue them. */
export function checkStateLoginId(raw: string): { ok: true; value: string } | { ok: false; reason: string } {
  const value = raw.trim().toUpperCase();
  if (!/^[A-Z0-9][A-Z0-9._-]{3,39}$/.test(value))
    return { ok: false, reason: 'Login ID must be 4–40 letters or digits' };
  return { ok: true, value };
}

/** Clients' state tax logins (professional tax, legacy VAT): profile and applications. */
export const stateSyncPortal: SyncPortal<StateClient> = {
  key: 'state',
  area: 'state',
  feature: 'state',
  accountLabel: 'State tax login',
  accountType: 'stateAccount',
  keyField: 'accountId',
  checkLoginId: checkStateLoginId,
  queue: STATE_SYNC_QUEUE,
  modules: [applicationsSync],
  connector: (app) => new StateClient(app.portals.state),
  login: 'password',
};

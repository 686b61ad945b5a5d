import type { SyncPortal } from '../../lib/sync/sync-portal';
import { IcegateClient } from './icegate-client';
import { shippingBillsSync } from './shipping-bills-sync';

const ICEGATE_SYNC_QUEUE = 'icegate-sync-account';

/** ICEGATE IDs are the user's own choice: letters, digits and a few marks, refused only when blank or odd. */
export function checkIcegateId(raw: string): { ok: true; value: string } | { ok: false; reason: string } {
  const value = raw.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9._@-]{2,59}$/.test(value))
    return { ok: false, reason: 'ICEGATE ID must be 3–60 letters, digits or . _ @ -' };
  return { ok: true, value };
}

/** Exporters' ICEGATE logins (captcha at every sign-in): their shipping bills, drawback and IGST refunds. */
export const icegateSyncPortal: SyncPortal<IcegateClient> = {
  key: 'icegate',
  area: 'icegate',
  feature: 'icegate',
  accountLabel: 'ICEGATE login',
  accountType: 'icegateAccount',
  keyField: 'userName',
  checkLoginId: checkIcegateId,
  queue: ICEGATE_SYNC_QUEUE,
  modules: [shippingBillsSync],
  connector: (app) => new IcegateClient(app.portals.icegate),
  login: 'password',
};

import { stateArea } from '@taxdesk/domain';
import { seedLogins } from '../../lib/areas/demo-logins';
import type { ServerArea } from '../../lib/areas/server-area';
import { stateAccountsImport } from './state-accounts-import';
import { stateSyncPortal } from './state-sync-portal';

/** State tax: dealers' state portal logins (professional tax, legacy VAT) and their applications. */
export const stateServerArea: ServerArea = {
  def: stateArea,
  portals: [stateSyncPortal],
  imports: [stateAccountsImport],
  async seedDemo(ctx, owner) {
    if (!ctx.sandboxItAccounts) return 0;
    const { sandboxStateAccounts } = await import('@taxdesk/sandbox');
    return seedLogins(
      ctx,
      owner.orgId,
      stateSyncPortal,
      sandboxStateAccounts().map((a, i) => ({
        loginId: a.loginId,
        password: a.password,
        fields: { name: a.name, state: a.state, pan: a.pan, clientNo: `S-${101 + i}` },
      })),
    );
  },
};

import { icegateArea } from '@taxdesk/domain';
import { seedLogins } from '../../lib/areas/demo-logins';
import type { ServerArea } from '../../lib/areas/server-area';
import { icegateAccountsImport } from './icegate-accounts-import';
import { icegateSyncPortal } from './icegate-sync-portal';

/** ICEGATE: exporters' customs logins, their shipping bills, drawback and IGST refunds. */
export const icegateServerArea: ServerArea = {
  def: icegateArea,
  portals: [icegateSyncPortal],
  imports: [icegateAccountsImport],
  async seedDemo(ctx, owner) {
    // The sandbox's own logins: only when this process started the sandbox (never a real portal).
    if (!ctx.sandboxItAccounts) return 0;
    const { sandboxIcegateAccounts } = await import('@taxdesk/sandbox');
    return seedLogins(
      ctx,
      owner.orgId,
      icegateSyncPortal,
      sandboxIcegateAccounts().map((a, i) => ({
        loginId: a.userName,
        password: a.password,
        fields: {
          name: a.name,
          iec: a.iec,
          clientNo: `E-${101 + i}`,
          group: i % 2 ? 'Exporters' : 'Manufacturers',
        },
      })),
    );
  },
};

import { tdsAccountsImport } from './tds-accounts-import';
import { tdsArea } from '@taxdesk/domain';
import { seedLogins } from '../../lib/areas/demo-logins';
import type { ServerArea } from '../../lib/areas/server-area';
import { tdsAckNumbersImport } from './ack-numbers-import';
import { tdsScreenRoutes } from './tds-screen-routes';
import { tdsEfilingSyncPortal, tracesSyncPortal } from './tds-sync-portal';

/** TDS: deductors' TRACES logins and their e-filing TAN logins. */
export const tdsServerArea: ServerArea = {
  def: tdsArea,
  portals: [tracesSyncPortal, tdsEfilingSyncPortal],
  routes: [tdsScreenRoutes],
  imports: [tdsAccountsImport, tdsAckNumbersImport],
  async seedDemo(ctx, owner) {
    const { sandboxTdsAccounts } = await import('@taxdesk/sandbox');
    const accounts = sandboxTdsAccounts();
    const fields = (a: (typeof accounts)[number], i: number) => ({
      name: a.name,
      tracesUserId: a.userId,
      clientNo: `T-${301 + i}`,
    });
    await seedLogins(
      ctx,
      owner.orgId,
      tdsEfilingSyncPortal,
      accounts.map((a, i) => ({ loginId: a.tan, password: a.efilingPassword, fields: fields(a, i) })),
    );
    return seedLogins(
      ctx,
      owner.orgId,
      tracesSyncPortal,
      accounts.map((a, i) => ({ loginId: a.tan, password: a.password, fields: fields(a, i) })),
    );
  },
};

import type { SandboxTdsAccount } from '@taxdesk/sandbox';
import type { AppContext } from '../../context';
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
    return seedTdsLogins(ctx, owner.orgId, sandboxTdsAccounts());
  },
};

/**
 * Adds sandbox deductors to an organisation as the demo's: each TAN's TRACES login and its
 * e-filing login (the benchmarks add hundreds). Answers how many TRACES logins.
 */
export async function seedTdsLogins(
  ctx: AppContext,
  orgId: string,
  accounts: readonly SandboxTdsAccount[],
): Promise<number> {
  const fields = (a: (typeof accounts)[number], i: number) => ({
    name: a.name,
    tracesUserId: a.userId,
    clientNo: `T-${301 + i}`,
  });
  await seedLogins(
    ctx,
    orgId,
    tdsEfilingSyncPortal,
    accounts.map((a, i) => ({ loginId: a.tan, password: a.efilingPassword, fields: fields(a, i) })),
  );
  return seedLogins(
    ctx,
    orgId,
    tracesSyncPortal,
    accounts.map((a, i) => ({ loginId: a.tan, password: a.password, fields: fields(a, i) })),
  );
}

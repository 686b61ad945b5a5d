import type { SandboxTdsAccount } from '@taxdesk/sandbox';
import type { AppContext } from '../../context';
import { tdsAccountsImport } from './tds-accounts-import';
import { panOfGstin, tdsArea } from '@taxdesk/domain';
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
    const { sandboxGstAccounts, sandboxTdsAccounts } = await import('@taxdesk/sandbox');
    // The firm's own record of whose TAN each is: the first deductors are demo clients who also
    // have GST registrations or an income-tax account, so a client page gathers them.
    const pans = [
      ...sandboxGstAccounts()
        .slice(0, 3)
        .map((a) => panOfGstin(a.gstins[0]!)),
      ...(ctx.sandboxItAccounts?.() ?? []).slice(0, 3).map((a) => a.pan),
    ];
    return seedTdsLogins(ctx, owner.orgId, sandboxTdsAccounts(), pans);
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
  pans: readonly string[] = [],
): Promise<number> {
  const fields = (a: (typeof accounts)[number], i: number) => ({
    ...(pans[i] ? { pan: pans[i] } : {}),
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

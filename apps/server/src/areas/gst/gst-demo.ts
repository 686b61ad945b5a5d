import { gstStateOf } from '@taxdesk/domain';
import { sandboxGstAccounts } from '@taxdesk/sandbox';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { patchAccountRecord, storeLoginPassword } from '../../lib/sync/logins';
import { gstSyncPortal } from './gst-sync-portal';

/**
 * The demo's GST clients: the sandbox's GST logins (same default seed as the sandbox main.ts
 * starts), in groups so the filters have something to show. Only when this process started the
 * sandbox itself (it then knows the sandbox's logins): never against a real portal.
 */
export async function seedGstDemo(
  ctx: AppContext,
  owner: { orgId: string; userId: string },
): Promise<number> {
  if (!ctx.sandboxItAccounts) return 0;
  const accounts = sandboxGstAccounts();
  await inOrg(ctx.db, owner.orgId, async (tx) => {
    for (const [i, a] of accounts.entries()) {
      await storeLoginPassword(ctx, tx, owner.orgId, gstSyncPortal.key, a.username, a.password);
      await patchAccountRecord(tx, owner.orgId, gstSyncPortal, a.username, {
        gstin: a.gstins[0],
        gstins: a.gstins.join(', '),
        lgnm: a.legalName,
        state: gstStateOf(a.gstins[0]!),
        clientNo: `G-${String(101 + i)}`,
        group: i % 3 === 0 ? 'Corporate' : i % 3 === 1 ? 'Traders' : 'Manufacturers',
      });
    }
  });
  return accounts.length;
}

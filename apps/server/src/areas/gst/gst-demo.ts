import { gstStateOf } from '@taxdesk/domain';
import { sandboxGstAccounts, type SandboxGstAccount } from '@taxdesk/sandbox';
import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { patchAccountRecord, storeLoginPassword } from '../../lib/sync/logins';
import { createManualRecord } from '../../lib/manual-records/manual-records';
import { DEMO_EMAIL } from '../../lib/areas/demo-org';
import { GstManualNoticeBody, gstManualNotices } from './gst-manual-notices';
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
  const seeded = await seedGstLogins(ctx, owner.orgId, accounts);
  await seedGstDemoManualNotice(ctx, owner, accounts[0]?.gstins[0]);
  return seeded;
}

/**
 * A scrutiny letter that reached the firm by e-mail, entered by hand as the form would (same checks,
 * same path), so a new user's GST Manual Notices has a row to open beside the synced notices.
 */
async function seedGstDemoManualNotice(
  ctx: AppContext,
  owner: { orgId: string; userId: string },
  gstin: string | undefined,
): Promise<void> {
  if (!gstin) return;
  const day = (days: number) => new Date(ctx.now().getTime() + days * 86_400_000).toISOString().slice(0, 10);
  const input = GstManualNoticeBody.parse({
    gstin,
    type: 'ASMT-10',
    descr:
      'Scrutiny of the FY 2024-25 returns, received by e-mail from the jurisdictional officer: explain the ITC difference between GSTR-3B and GSTR-2B.',
    issuedBy: 'Superintendent, Range IV',
    dtOfIssue: day(-4),
    dueDate: day(26),
    amount: '184500',
  });
  await inOrg(ctx.db, owner.orgId, (tx) =>
    createManualRecord(tx, owner.orgId, gstManualNotices, input, { userId: owner.userId, email: DEMO_EMAIL }),
  );
}

/** Adds sandbox GST logins to an organisation as the demo's (the benchmarks add hundreds). */
export async function seedGstLogins(
  ctx: AppContext,
  orgId: string,
  accounts: readonly SandboxGstAccount[],
): Promise<number> {
  await inOrg(ctx.db, orgId, async (tx) => {
    for (const [i, a] of accounts.entries()) {
      await storeLoginPassword(ctx, tx, orgId, gstSyncPortal.key, a.username, a.password);
      await patchAccountRecord(tx, orgId, gstSyncPortal, a.username, {
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

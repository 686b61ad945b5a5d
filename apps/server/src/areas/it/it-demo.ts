import { RESOURCES } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { DEMO_EMAIL } from '../../lib/areas/demo-org';
import { inOrg } from '../../db/tenant';
import { upsertRecords } from '../../lib/records/upsert';
import { saveItAccount } from './accounts/it-accounts';
import { seedRpArcaDemo } from './rp-arca-itat/demo/seed-rp-arca';
import { seedItDemoManualNotices } from './it-demo-manual-notices';

/** The firm's two offices; the demo's clients are split between them by branch code. */
const DEMO_BRANCHES = [
  { branchCode: 'Mumbai', name: 'Mumbai head office', city: 'Mumbai', state: 'Maharashtra' },
  { branchCode: 'Pune', name: 'Pune office', city: 'Pune', state: 'Maharashtra' },
] as const;

/**
 * The demo's income-tax clients (the sandbox's logins, in groups and branches so the filters have
 * something to show), the firm's branches, its Reply and ARCA logins and a few ITAT appeals.
 */
export async function seedItDemo(ctx: AppContext, owner: { orgId: string; userId: string }): Promise<number> {
  const accounts = ctx.sandboxItAccounts?.() ?? [];
  const tenant = { ...owner, role: 'owner' as const };
  for (const [i, a] of accounts.entries()) {
    await saveItAccount(ctx, tenant, {
      pan: a.pan,
      password: a.password,
      name: a.name,
      clientNo: `C-${String(101 + i)}`,
      group: i % 3 === 0 ? 'Corporate' : i % 3 === 1 ? 'Individuals' : 'Firms',
      branch: DEMO_BRANCHES[i % 2]!.branchCode,
    });
  }
  await inOrg(ctx.db, owner.orgId, (tx) =>
    upsertRecords(
      tx,
      owner.orgId,
      RESOURCES.branch,
      DEMO_BRANCHES.map((b) => ({ data: { ...b } })),
      { source: 'manual' },
    ),
  );
  await seedRpArcaDemo(ctx, owner.orgId);
  await seedItDemoManualNotices(
    ctx,
    { ...owner, email: DEMO_EMAIL },
    accounts.map((a) => a.pan),
  );
  return accounts.length;
}

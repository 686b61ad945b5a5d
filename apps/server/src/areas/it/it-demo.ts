import type { AppContext } from '../../context';
import { saveItAccount } from '../../modules/it/accounts/it-accounts';
import { seedRpArcaDemo } from '../../modules/it-rp-arca/demo/seed-rp-arca';

/**
 * The demo's income-tax clients (the sandbox's logins, in groups and branches so the filters have
 * something to show), its Reply and ARCA logins and a few ITAT appeals.
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
      branch: i % 2 === 0 ? 'Mumbai' : 'Pune',
    });
  }
  await seedRpArcaDemo(ctx, owner.orgId);
  return accounts.length;
}

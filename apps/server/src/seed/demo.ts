import type { AppContext } from '../context';
import { addMember, createOrg, ensureLocalUser, orgExists } from '../lib/directory';
import { fullLicence } from '../lib/licence-defaults';
import { saveItAccount } from '../modules/it/accounts/it-accounts';
import { seedRpArcaDemo } from '../modules/it-rp-arca/demo/seed-rp-arca';

export const DEMO_ORG = 'DEMO01';
export const DEMO_EMAIL = 'demo@taxdesk.local';
export const DEMO_PASSWORD = 'demo-password';

export type DemoAccount = { pan: string; password: string; name: string };

/**
 * The demo organisation: licensed for every feature for a year, the demo user (a platform admin,
 * so a new user can see the operator screens too) and the sandbox's income-tax accounts.
 * Seeded once; a restart leaves what the user changed.
 */
export async function seedDemo(ctx: AppContext, accounts: readonly DemoAccount[]): Promise<boolean> {
  if (await orgExists(ctx.db, DEMO_ORG)) return false;
  const userId = await ensureLocalUser(ctx.db, {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    name: 'Demo User',
    isPlatformAdmin: true,
  });
  await createOrg(ctx.db, { id: DEMO_ORG, name: 'Demo & Associates', ...fullLicence(ctx.now(), 365) });
  await addMember(ctx.db, DEMO_ORG, userId, 'owner');
  const tenant = { orgId: DEMO_ORG, userId, role: 'owner' as const };
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
  await seedRpArcaDemo(ctx, DEMO_ORG);
  return true;
}

import type { AppContext } from '../context';
import { addMember, createOrg, ensureLocalUser, orgExists } from '../lib/directory';
import { DEMO_EMAIL, DEMO_ORG, DEMO_PASSWORD } from '../lib/areas/demo-org';
import { fullLicence } from '../lib/licence-defaults';

/**
 * The demo organisation: licensed for every feature for a year, the demo user (a platform admin,
 * so a new user can see the operator screens too) and each area's sandbox accounts. Seeded once;
 * a restart leaves what the user changed. Answers the accounts seeded per area, or null when the
 * organisation was already there.
 */
export async function seedDemo(ctx: AppContext): Promise<Record<string, number> | null> {
  if (await orgExists(ctx.db, DEMO_ORG)) return null;
  const userId = await ensureLocalUser(ctx.db, {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    name: 'Demo User',
    isPlatformAdmin: true,
  });
  await createOrg(ctx.db, { id: DEMO_ORG, name: 'Demo & Associates', ...fullLicence(ctx.now(), 365) });
  await addMember(ctx.db, DEMO_ORG, userId, 'owner');
  const seeded: Record<string, number> = {};
  for (const area of ctx.areas)
    if (area.seedDemo) seeded[area.def.key] = await area.seedDemo(ctx, { orgId: DEMO_ORG, userId });
  return seeded;
}

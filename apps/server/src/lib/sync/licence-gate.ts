import { eq } from 'drizzle-orm';
import { licenceRefusal, type Feature } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { orgs } from '../../db/schema';
import { inOrg } from '../../db/tenant';
import { orgInfoOf } from '../access';

/**
 * Why the organisation may not sync `feature` now (its licence ended, or was switched off, since
 * the run was queued), or null. Read afresh each time: a queued run starts minutes or hours
 * after the request that made it, and a first start syncs whatever the licence allows then.
 */
export async function syncLicenceRefusal(
  ctx: AppContext,
  orgId: string,
  feature: Feature,
): Promise<string | null> {
  const row = await inOrg(
    ctx.db,
    orgId,
    async (tx) => (await tx.select().from(orgs).where(eq(orgs.id, orgId)))[0],
  );
  if (!row) return 'The organisation no longer exists';
  return licenceRefusal(orgInfoOf(row), feature, ctx.now());
}

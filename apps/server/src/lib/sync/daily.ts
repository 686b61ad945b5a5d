import { eq } from 'drizzle-orm';
import { licenceAllows } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import { orgs } from '../../db/schema';
import { inOrg } from '../../db/tenant';
import { orgInfoOf } from '../access';
import type { ServerArea } from '../areas/server-area';
import { allAccountKeys } from './accounts';
import { loadAreaSettings } from './area-settings';
import { startSyncBatch, type BatchStarted } from './batches';

/**
 * An area's daily start for one organisation, if still licensed and its schedule is on: every
 * account of each of its portals (the first portal with the schedule's modules, the others with
 * all of theirs), each portal one batch started by "Daily schedule". An area may start its own way.
 */
export async function startAreaDaily(
  ctx: AppContext,
  area: ServerArea,
  orgId: string,
): Promise<BatchStarted[]> {
  if (area.startDaily) return area.startDaily(ctx, orgId);
  const first = area.portals[0];
  if (!first) return [];
  const { row, settings } = await inOrg(ctx.db, orgId, async (tx) => ({
    row: (await tx.select().from(orgs).where(eq(orgs.id, orgId)))[0],
    settings: await loadAreaSettings(
      tx,
      orgId,
      area.def.key,
      first.modules.map((m) => m.key),
    ),
  }));
  if (!row || !licenceAllows(orgInfoOf(row), area.def.feature, ctx.now()) || !settings.schedule.enabled)
    return [];
  const started: BatchStarted[] = [];
  for (const portal of area.portals) {
    const keys = await inOrg(ctx.db, orgId, (tx) => allAccountKeys(tx, orgId, portal));
    if (!keys.length) continue;
    started.push(
      await startSyncBatch(ctx, orgId, portal, {
        accounts: keys.map((accountKey) => ({ accountKey })),
        modules: portal === first ? settings.schedule.modules : portal.modules.map((m) => m.key),
        trigger: 'schedule',
        startedBy: 'Daily schedule',
        options: portal.batchOptions,
      }),
    );
  }
  return started;
}

import type { AppContext } from '../../context';
import { inOrg } from '../../db/tenant';
import { allAccountKeys } from '../sync/accounts';
import { startSyncBatch } from '../sync/batches';
import { syncLicenceRefusal } from '../sync/licence-gate';

/**
 * Starts a sync of every account of every portal of every area of an organisation: the demo's
 * first start, so a newcomer's lists fill by themselves. Only the areas licensed today. Answers the batches started by portal.
 */
export async function syncEverything(ctx: AppContext, orgId: string, startedBy: string): Promise<string[]> {
  const started: string[] = [];
  for (const area of ctx.areas) {
    // An area the organisation is not licensed for (ICEGATE past `licIceGateCounter`) is not synced.
    if (await syncLicenceRefusal(ctx, orgId, area.def.feature)) continue;
    for (const portal of area.portals) {
      const keys = await inOrg(ctx.db, orgId, (tx) => allAccountKeys(tx, orgId, portal));
      if (!keys.length) continue;
      const batch = await startSyncBatch(ctx, orgId, portal, {
        accounts: keys.map((accountKey) => ({ accountKey })),
        modules: portal.modules.map((m) => m.key),
        trigger: 'manual',
        startedBy,
        options: portal.firstSyncOptions
          ? { ...portal.batchOptions, ...portal.firstSyncOptions }
          : portal.batchOptions,
      });
      if (batch.batchId) started.push(portal.key);
    }
  }
  return started;
}

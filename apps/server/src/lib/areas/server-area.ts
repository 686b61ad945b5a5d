import type { AreaDef } from '@taxdesk/domain';
import type { AppContext } from '../../context';
import type { RouteModule } from '../http/route-types';
import type { ImportKind } from '../imports/import-kind';
import type { BatchStarted } from '../sync/batches';
import type { SyncPortal } from '../sync/sync-portal';

/**
 * An area as the server runs it: its definition (shared with the web), the portals it syncs, its
 * own routes, and the demo accounts the embedded default seeds. Start-up, workers, the schedule,
 * the generic sync and settings APIs iterate the areas (`ctx.areas`); nothing outside an area
 * names it.
 */
export type ServerArea = {
  def: AreaDef;
  portals: readonly SyncPortal[];
  routes?: readonly RouteModule[];
  /** Its spreadsheet imports (accounts, acknowledgement numbers, ...), by their keys. */
  imports?: readonly ImportKind[];
  /**
   * Seeds the demo organisation with the sandbox's accounts of this area (the embedded default
   * only, on the first start): answers how many accounts it added.
   */
  seedDemo?(ctx: AppContext, owner: { orgId: string; userId: string }): Promise<number>;
  /** The area's own daily start for an organisation (default: every portal's accounts, `lib/sync/daily.ts`). */
  startDaily?(ctx: AppContext, orgId: string): Promise<BatchStarted[]>;
};

export function allPortals(areas: readonly ServerArea[]): SyncPortal[] {
  return areas.flatMap((a) => a.portals);
}

export function portalByKey(areas: readonly ServerArea[], key: string): SyncPortal | undefined {
  return allPortals(areas).find((p) => p.key === key);
}

export function areaByKey(areas: readonly ServerArea[], key: string): ServerArea | undefined {
  return areas.find((a) => a.def.key === key);
}

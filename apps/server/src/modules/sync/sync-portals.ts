import type { AppContext } from '../../context';
import { portalByKey } from '../../lib/areas/server-area';
import { notFound } from '../../lib/http/errors';
import type { SyncPortal } from '../../lib/sync/sync-portal';

/** The portal a request names, among every area's portals of this server; 404 when unknown. */
export function portalOf(ctx: AppContext, key: string): SyncPortal {
  const portal = portalByKey(ctx.areas, key);
  if (!portal) throw notFound('Unknown portal');
  return portal;
}

/** Run states a batch counts; queued, running and waiting ones are still open. */
export const OPEN_STATES: readonly string[] = ['queued', 'running', 'waiting'];

import { isOrgId } from '@taxdesk/domain';
import { matchCatalogue } from '../routing/catalogue-match';

type ScreenEventName = 'page_view' | 'screen_view';
export type ScreenEvent = { orgId?: string; name: ScreenEventName; path: string; title: string };

/** The path sent for an address that matches no screen: it could hold anything. */
const UNKNOWN_PATH = '/*';

/**
 * The two events of one route change, as `POST /api/events` takes them. The path is the screen's
 * route pattern (`/a/{orgId}/it/pan/{pan}`), never the address: an address holds PANs, GSTINs and
 * record ids, which must not reach analytics (Google's above all). The organisation goes in its
 * own field, for our own per-organisation counts.
 */
export function screenEvents(
  appPath: string,
  title: string,
  routes: readonly { path: string }[],
  base = '/a',
): ScreenEvent[] {
  const first = appPath.split('/').filter(Boolean)[0];
  const orgId = first && isOrgId(first) && !RESERVED.has(first) ? first : undefined;
  const pattern =
    appPath === '/' || appPath === '' ? '/' : (matchCatalogue(appPath, routes)?.route.path ?? UNKNOWN_PATH);
  const path = `${base}${pattern}`;
  return (['page_view', 'screen_view'] as const).map((name) => ({
    ...(orgId ? { orgId } : {}),
    name,
    path,
    title,
  }));
}

/** Top-level paths that happen to be six letters or digits but are not organisations. */
const RESERVED = new Set(['signup']);

import { isOrgId } from '@taxdesk/domain';

export type ScreenEventName = 'page_view' | 'screen_view';
export type ScreenEvent = { orgId?: string; name: ScreenEventName; path: string; title: string };

/** The two events of one route change, as `POST /api/events` takes them. */
export function screenEvents(appPath: string, title: string, base = '/a'): ScreenEvent[] {
  const first = appPath.split('/').filter(Boolean)[0];
  const orgId = first && isOrgId(first) && !RESERVED.has(first) ? first : undefined;
  const path = `${base}${appPath === '/' ? '/' : appPath}`;
  return (['page_view', 'screen_view'] as const).map((name) => ({
    ...(orgId ? { orgId } : {}),
    name,
    path,
    title,
  }));
}

/** Top-level paths that happen to be six letters or digits but are not organisations. */
const RESERVED = new Set(['signup']);

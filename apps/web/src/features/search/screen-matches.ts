import { featureOfPath, licenceAllows, type CatalogueRoute, type OrgInfo } from '@taxdesk/domain';
import { AREA_NAMES } from '../../app/shell/area-nav';
import { orgScreenHref } from '../../shared/routing/catalogue-paths';

/** A screen the palette can jump to: its title, its area's name, where it is. */
export type ScreenMatch = { title: string; area: string; href: string };

type Who = { info: OrgInfo | null; isPlatformAdmin: boolean; now: Date };

/** The licence a screen needs: the guard's prefix rule, and Pre-GST's own (the guard does not check it). */
function screenFeature(href: string) {
  return featureOfPath(href) ?? (href.split('/')[2] === 'pregst' ? 'pregst' : null);
}

/**
 * The screens (by catalogue title) that every word of `q` names, among those this person may
 * open: registered in this build, reachable without a record's id, with a header, licensed, and
 * the operator's screens only for platform admins. Titles starting with the words come first.
 */
export function screenMatches(
  routes: readonly CatalogueRoute[],
  orgId: string,
  q: string,
  who: Who,
  limit = 6,
): ScreenMatch[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length || q.trim().length < 2) return [];
  const found: (ScreenMatch & { rank: number })[] = [];
  for (const route of routes) {
    const href = orgScreenHref(route.path, orgId);
    if (!href || route.header === 'none') continue;
    if (route.kind === 'admin' && !who.isPlatformAdmin) continue;
    const feature = screenFeature(href);
    if (feature && !(who.info && licenceAllows(who.info, feature, who.now))) continue;
    const area = AREA_NAMES[route.header];
    const text = `${route.title} ${area}`.toLowerCase();
    if (!words.every((w) => text.includes(w))) continue;
    const title = route.title.toLowerCase();
    const rank = title.startsWith(q.trim().toLowerCase()) ? 0 : title.includes(words[0]!) ? 1 : 2;
    found.push({ title: route.title, area, href, rank });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.title.length - b.title.length)
    .slice(0, limit)
    .map(({ rank: _, ...match }) => match);
}

import type { AreaHeader, CatalogueRoute, ScreenKind } from '@taxdesk/domain';
import { orgScreenHref } from '../../shared/routing/catalogue-paths';

/** Each area header's name. */
export const AREA_NAMES: Readonly<Record<Exclude<AreaHeader, 'none'>, string>> = {
  general: 'TaxDesk',
  it: 'Income Tax',
  gst: 'GST',
  party: 'Party Lookups',
  tds: 'TDS',
  pregst: 'Pre-GST',
  state: 'State Tax',
  icegate: 'ICEGATE',
};

/** The kinds a header links to, in the order its menus appear; details are reached from lists. */
const NAV_GROUPS: readonly { kind: ScreenKind; label: string }[] = [
  { kind: 'dashboard', label: 'Overview' },
  { kind: 'list', label: 'Lists' },
  { kind: 'report', label: 'Reports' },
  { kind: 'import', label: 'Import' },
  { kind: 'sync', label: 'Sync' },
];

export type NavLink = { title: string; href: string; cataloguePath: string };
export type NavGroup = { label: string; links: NavLink[] };

/** The header's links: the area's registered screens of the navigable kinds, grouped by kind. */
export function areaNavGroups(
  area: AreaHeader,
  registered: readonly CatalogueRoute[],
  orgId: string,
): NavGroup[] {
  const groups: NavGroup[] = [];
  for (const { kind, label } of NAV_GROUPS) {
    const links: NavLink[] = [];
    for (const route of registered) {
      if (route.header !== area || route.kind !== kind) continue;
      const href = orgScreenHref(route.path, orgId);
      if (href) links.push({ title: route.title, href, cataloguePath: route.path });
    }
    if (links.length) groups.push({ label, links });
  }
  return groups;
}

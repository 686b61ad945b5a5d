import {
  fillPath,
  resourceOf,
  ROUTE_CATALOGUE,
  type AreaDef,
  type AreaPortal,
  type AreaScreens,
} from '@taxdesk/domain';

/** The screens the shared blocks serve, in the order the sync screens link them. */
export type AreaScreenRole = Exclude<keyof AreaScreens, 'home' | 'imports' | 'accountPage' | 'timelines'>;

const ROLE_LABELS: Readonly<Record<AreaScreenRole, string>> = {
  sync: 'Sync all',
  syncSelected: 'Sync selected',
  failed: 'Failed syncs',
  loginBlocked: 'Login blocked',
  settings: 'Settings',
};
const ROLE_ORDER: readonly AreaScreenRole[] = ['sync', 'syncSelected', 'failed', 'loginBlocked', 'settings'];

/** `path`: the catalogue path; `href`: the in-app path of this organisation. */
export type NavLink = { key: string; label: string; path: string; href: string };

export const orgPath = (cataloguePath: string, orgId: string) => cataloguePath.replace('{orgId}', orgId);

/** The portal a screen means: the one asked for, else the area's first. */
export function portalOf(area: AreaDef, portal?: string): AreaPortal {
  const found = portal ? area.portals.find((p) => p.key === portal) : area.portals[0];
  if (!found) throw new Error(`Area ${area.key} has no portal ${portal ?? '(none)'}`);
  return found;
}

export function isPrimaryPortal(area: AreaDef, portal: AreaPortal): boolean {
  return area.portals[0]?.key === portal.key;
}

export function catalogueTitle(cataloguePath: string | undefined): string | undefined {
  return ROUTE_CATALOGUE.find((r) => r.path === cataloguePath)?.title;
}

/**
 * The links between an area's sync screens: its generic screens, with its other sync screens of the
 * catalogue under the same prefix (a schedule screen, for one) after the two starts. Only paths that
 * are screens of this build are linked.
 */
export function areaNavLinks(
  area: AreaDef,
  orgId: string,
  isRegistered: (path: string) => boolean,
): NavLink[] {
  const prefix = `${area.screens.home}/`;
  const own = new Set(ROLE_ORDER.map((r) => area.screens[r]).filter(Boolean));
  const extra = ROUTE_CATALOGUE.filter(
    (r) =>
      r.kind === 'sync' &&
      r.path.startsWith(prefix) &&
      !own.has(r.path) &&
      !r.path.slice(prefix.length).includes('/'),
  ).map((r) => ({ key: r.path, label: r.title, path: r.path, href: orgPath(r.path, orgId) }));
  const links: NavLink[] = [];
  for (const role of ROLE_ORDER) {
    const path = area.screens[role];
    if (path) links.push({ key: role, label: ROLE_LABELS[role], path, href: orgPath(path, orgId) });
    if (role === 'syncSelected') links.push(...extra);
  }
  return links.filter((l) => isRegistered(l.path));
}

/** The account's own screen, when its record type has one keyed by the account alone. */
export function accountHrefOf(portal: AreaPortal, orgId: string): ((key: string) => string) | undefined {
  const def = resourceOf(portal.accountType);
  const keyField = def?.keyFields.length === 1 ? def.keyFields[0] : undefined;
  if (!def?.detailPath || !keyField) return undefined;
  const pattern = def.detailPath;
  return (key) => `/${orgId}${fillPath(pattern, { [keyField]: key })}`;
}

/** What the account key is called (PAN, ARCA id, GSTIN), from the account type's key field. */
export function keyLabelOf(portal: AreaPortal): string {
  const def = resourceOf(portal.accountType);
  const keyField = def?.keyFields[0];
  return def?.fields.find((f) => f.key === keyField)?.label ?? 'Account';
}

/** `Income-tax accounts` → `income-tax accounts`; `ARCA login` stays (an initialism). */
export function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

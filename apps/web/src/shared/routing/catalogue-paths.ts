import { ROUTE_CATALOGUE, type CatalogueRoute } from '@taxdesk/domain';

/** The catalogue writes parameters as `{name}`; TanStack Router as `$name`. */
export function toRouterPath(cataloguePath: string): string {
  return cataloguePath.replace(/\{([A-Za-z0-9_]+)\}/g, (_m, name: string) => `$${name}`);
}

export const ORG_HOME_PATH = '/{orgId}';
const ORG_PREFIX = '/{orgId}/';

/** `/{orgId}/it/demand/{din}` → `it/demand/$din` (the path under the organisation route); null for other paths. */
export function pathUnderOrg(cataloguePath: string): string | null {
  return cataloguePath.startsWith(ORG_PREFIX) ? toRouterPath(cataloguePath.slice(ORG_PREFIX.length)) : null;
}

/** The names of a catalogue path's parameters, in order. */
export function paramNames(cataloguePath: string): string[] {
  return [...cataloguePath.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);
}

/** `/{orgId}/it` with orgId DEMO01 → `/DEMO01/it`; null when the path needs other parameters. */
export function orgScreenHref(cataloguePath: string, orgId: string): string | null {
  const names = paramNames(cataloguePath);
  if (names.some((n) => n !== 'orgId')) return null;
  return cataloguePath.replace('{orgId}', orgId);
}

const BY_PATH = new Map(ROUTE_CATALOGUE.map((route) => [route.path, route]));

export function catalogueRoute(cataloguePath: string): CatalogueRoute | undefined {
  return BY_PATH.get(cataloguePath);
}

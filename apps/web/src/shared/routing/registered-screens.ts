import { ROUTE_CATALOGUE, type CatalogueRoute } from '@taxdesk/domain';

/**
 * The catalogue paths that have a screen in this build. The app sets it once, from its screen
 * table, before the first render; shared code and features read it to link only to real screens.
 */
let registered: ReadonlySet<string> = new Set();

export function setRegisteredScreens(paths: Iterable<string>): void {
  registered = new Set(paths);
}

export function isRegisteredScreen(cataloguePath: string): boolean {
  return registered.has(cataloguePath);
}

/** The registered screens' catalogue entries, in catalogue order. */
export function registeredRoutes(): CatalogueRoute[] {
  return ROUTE_CATALOGUE.filter((route) => registered.has(route.path));
}

import { createRootRoute, createRoute, redirect, type AnyRoute } from '@tanstack/react-router';
import {
  catalogueRoute,
  ORG_HOME_PATH,
  pathUnderOrg,
  toRouterPath,
} from '../../shared/routing/catalogue-paths';
import { orgGuard } from '../guard/org-guard';
import { loginGuard, signupGuard } from '../guard/public-guards';
import type { ScreenTable } from '../screen-types';
import type { ReactNode } from 'react';
import { screenComponent } from './screen-component';

/** The shell's own components, handed in so the tree can be built (and tested) without a browser. */
export type ShellComponents = {
  Frame: () => ReactNode;
  NotFound: () => ReactNode;
  /** What pages under an organisation need besides their own chunk (the area header's chunk). */
  loadOrgFrame?: () => Promise<unknown>;
};

/** Routes outside an organisation that do something before their screen shows. */
const TOP_LEVEL_GUARDS: Readonly<Record<string, AnyRoute['options']['beforeLoad']>> = {
  '/login': loginGuard,
  '/signup': signupGuard,
};

/**
 * The route tree, built from the screen table: only paths with a real screen become routes.
 * Everything under `/{orgId}` hangs off one layout route whose guard checks sign-in and licence.
 */
export function buildRouteTree(screens: ScreenTable, shell: ShellComponents) {
  const { Frame, NotFound, loadOrgFrame } = shell;
  const rootRoute = createRootRoute({
    component: Frame,
    notFoundComponent: NotFound,
    staticData: { header: 'none' },
  });
  const indexRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    beforeLoad: () => {
      throw redirect({ to: '/login', replace: true });
    },
  });
  const orgRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$orgId',
    beforeLoad: orgGuard,
    // Loaded alongside the screen's chunk, so the page shows with its header.
    loader: loadOrgFrame ? async () => void (await loadOrgFrame()) : undefined,
    notFoundComponent: NotFound,
    staticData: { header: 'general' },
  });

  const topLevel: AnyRoute[] = [indexRoute];
  const underOrg: AnyRoute[] = [];
  for (const [path, loader] of Object.entries(screens)) {
    const entry = catalogueRoute(path);
    if (!loader || !entry) {
      console.warn(`No catalogue route for screen ${path}; it is not registered`);
      continue;
    }
    const options = {
      component: screenComponent(loader),
      staticData: { cataloguePath: path, header: entry.header },
    };
    const childPath = path === ORG_HOME_PATH ? '/' : pathUnderOrg(path);
    if (childPath) {
      underOrg.push(createRoute({ getParentRoute: () => orgRoute, path: childPath, ...options }));
    } else {
      topLevel.push(
        createRoute({
          getParentRoute: () => rootRoute,
          path: toRouterPath(path),
          beforeLoad: TOP_LEVEL_GUARDS[path],
          ...options,
        }),
      );
    }
  }
  return rootRoute.addChildren([...topLevel, orgRoute.addChildren(underOrg)]);
}

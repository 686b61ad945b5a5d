import { createRouter, type AnyRouter, type RouterHistory } from '@tanstack/react-router';
import { trackScreen } from '../../shared/analytics/track-screen';
import { APP_BASE } from '../../shared/navigation/app-path';
import { setReplaceTo } from '../../shared/navigation/replace-to';
import { pageTitle, screenTitleOf } from '../../shared/routing/page-title';
import { registeredRoutes, setRegisteredScreens } from '../../shared/routing/registered-screens';
import type { ScreenTable } from '../screen-types';
import { PageError } from '../shell/page-error';
import { PagePending } from '../shell/page-pending';
import { buildRouteTree, type ShellComponents } from './route-tree';

/** The router over the screen table, under `/a/`. */
export function createAppRouter(
  screens: ScreenTable,
  shell: ShellComponents,
  /** Tests run the router without a browser: a memory history, client-side loading. */
  env: { history?: RouterHistory; isServer?: boolean; origin?: string; scrollRestoration?: boolean } = {},
) {
  setRegisteredScreens(Object.keys(screens).filter((path) => screens[path]));
  return createRouter({
    routeTree: buildRouteTree(screens, shell),
    basepath: APP_BASE,
    defaultPreload: 'intent',
    defaultPendingComponent: PagePending,
    defaultErrorComponent: PageError,
    defaultNotFoundComponent: shell.NotFound,
    scrollRestoration: true,
    ...env,
  });
}

/**
 * The title is set before each navigation, ahead of the guard, so even a waiting or refused
 * navigation names its page.
 */
export function installPageTitles(router: AnyRouter, setTitle: (title: string) => void): () => void {
  return router.subscribe('onBeforeNavigate', ({ toLocation }) => {
    setTitle(pageTitle(screenTitleOf(toLocation.pathname, registeredRoutes())));
  });
}

/** page_view and screen_view once a route change has settled (redirects do not count). */
export function installScreenTracking(router: AnyRouter): () => void {
  return router.subscribe('onResolved', ({ toLocation, pathChanged }) => {
    if (pathChanged) trackScreen(toLocation.pathname, screenTitleOf(toLocation.pathname, registeredRoutes()));
  });
}

/** Lets code outside React (the API client, the session watch) replace the current page. */
export function installReplaceTo(router: AnyRouter): void {
  setReplaceTo((path, search) => {
    void router.navigate({ to: path, search, replace: true });
  });
}

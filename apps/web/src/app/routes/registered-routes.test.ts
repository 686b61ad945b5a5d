import { createMemoryHistory } from '@tanstack/react-router';
import { ROUTE_CATALOGUE } from '@taxdesk/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paramNames } from '../../shared/routing/catalogue-paths';
import { pageTitle, screenTitleOf } from '../../shared/routing/page-title';
import { registeredRoutes } from '../../shared/routing/registered-screens';
import { appScreens } from '../app-screens';
import { createAppRouter, installPageTitles } from './app-router';

const shell = { Frame: () => null, NotFound: () => null };
const registered = Object.keys(appScreens).filter((path) => appScreens[path]);
const catalogue = new Map(ROUTE_CATALOGUE.map((route) => [route.path, route]));

/** A concrete URL for a catalogue path; param values that no fixed segment uses. */
function sample(path: string): string {
  let out = path;
  for (const name of paramNames(path))
    out = out.replace(`{${name}}`, name === 'orgId' ? 'DEMO01' : `v-${name}-9`);
  return out;
}

describe('registered routes', () => {
  it('lists which catalogue routes have a screen (and prints the gap)', () => {
    const gap = ROUTE_CATALOGUE.filter((route) => !registered.includes(route.path));
    console.info(
      `${registered.length} of ${ROUTE_CATALOGUE.length} catalogue routes have a screen.\n` +
        `Not yet registered (${gap.length}):\n${gap.map((r) => `  ${r.path}\t${r.title}`).join('\n')}`,
    );
    for (const path of ['/login', '/signup', '/test1313', '/{orgId}']) expect(registered).toContain(path);
  });

  it('registers only paths of the catalogue', () => {
    expect(registered.filter((path) => !catalogue.has(path))).toEqual([]);
  });

  it('routes every registered path to its own screen, titled as the catalogue says', () => {
    const router = createAppRouter(appScreens, shell, {
      history: createMemoryHistory({ initialEntries: ['/a/test1313'] }),
    });
    for (const path of registered) {
      const url = sample(path);
      const found = router.getMatchedRoutes(url)[2];
      expect(found?.options.staticData?.cataloguePath, url).toBe(path);
      expect(found?.options.staticData?.header, url).toBe(catalogue.get(path)!.header);
      expect(pageTitle(screenTitleOf(url, registeredRoutes())), url).toBe(
        `${catalogue.get(path)!.title} | TaxDesk`,
      );
    }
  });

  it('has no route for unregistered catalogue paths or unknown paths', () => {
    const router = createAppRouter(appScreens, shell, {
      history: createMemoryHistory({ initialEntries: ['/a/test1313'] }),
    });
    const unregistered = ROUTE_CATALOGUE.find(
      (route) => !registered.includes(route.path) && !route.path.includes('{', 2),
    );
    if (unregistered) {
      // The router may match a parent fuzzily (its not-found page answers); never the path itself.
      const found = router.getMatchedRoutes(sample(unregistered.path))[2]?.options.staticData?.cataloguePath;
      expect(found === undefined || sample(found) !== sample(unregistered.path), String(found)).toBe(true);
    }
    expect(
      router.getMatchedRoutes('/DEMO01/no/such/page')[2]?.options.staticData?.cataloguePath,
    ).toBeUndefined();
  });
});

describe('page title', () => {
  const storage = new Map<string, string>();
  beforeAll(() => {
    // Signed out: the organisation guard sends the user to Login.
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
      removeItem: (k: string) => void storage.delete(k),
    });
  });
  afterAll(() => vi.unstubAllGlobals());

  it('is set before each navigation, the refused one and its redirect alike', async () => {
    const history = createMemoryHistory({ initialEntries: ['/a/test1313'] });
    const router = createAppRouter(appScreens, shell, {
      history,
      isServer: false,
      origin: 'http://localhost',
      scrollRestoration: false,
    });
    const titles: string[] = [];
    installPageTitles(router, (title) => titles.push(title));
    await router.load();
    expect(titles).toEqual(['Test | TaxDesk']);

    await router.navigate({ to: '/DEMO01' } as never);
    expect(titles.slice(1)).toEqual(['Home | TaxDesk', 'Login to the IT portal | TaxDesk']);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toEqual({ returnTo: '/a/DEMO01' });
  });

  it('names unknown pages as not found', async () => {
    const router = createAppRouter(appScreens, shell, {
      history: createMemoryHistory({ initialEntries: ['/a/nowhere1/x'] }),
    });
    const titles: string[] = [];
    installPageTitles(router, (title) => titles.push(title));
    await router.load();
    expect(titles).toEqual(['Page Not Found | TaxDesk']);
  });
});

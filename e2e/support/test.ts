import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { checkA11y } from './a11y';
import { CONTEXT_OPTIONS } from './context-options';
import { serverUrl } from './servers';

export { expect } from '@playwright/test';

/**
 * A segment of a path that names a record or organisation rather than a screen: a number, a
 * UUID, or letters and digits with capitals (an organisation id, PAN, TAN, GSTIN). Screens'
 * own segments are lower case (`sync1`, `notice133`).
 */
const RECORD_SEGMENT = /^(\d+|[0-9a-f]{8}-[0-9a-f-]{27}|(?=.*\d)(?=.*[A-Z])[A-Za-z0-9_-]+)$/;

/**
 * The kind of screen a URL shows: its path with record ids replaced and without its query (a
 * filter changes the rows, not what a screen is made of). Not the app's screens: API downloads,
 * PDFs, the blank start page.
 */
export function screenKey(url: string): string | null {
  if (!url.startsWith('http')) return null;
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/')) return null;
  return pathname
    .split('/')
    .map((segment) => (RECORD_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
}

/**
 * Screens already checked in this run, by any worker: a file per screen in the run's folder
 * (playwright.config.ts names it). Nearly every test passes Home and the lists it starts from;
 * checking each kind of screen once per run rather than once per test keeps the coverage and saves
 * an axe run (two to eight seconds on a busy machine) for every test after the first. A screen is
 * marked only after it passed, so a failing check fails its retry too.
 */
const checkedDir = join(process.env.E2E_RUN_DIR ?? '.test-data/e2e-local', 'a11y-checked');
mkdirSync(checkedDir, { recursive: true });
const markerOf = (key: string) => join(checkedDir, createHash('sha1').update(key).digest('hex'));

/**
 * Checks each screen a test leaves through `goto`/`goBack`/`reload` (by then the test has waited
 * for what it reads, so the screen has loaded) and the screen it ends on, once per kind of screen
 * and run.
 * Screens a test leaves by a click, and open modals or drawers, get an explicit `checkA11y(page, ...)`.
 */
const screenChecks = new WeakMap<Page, () => Promise<void>>();

function checkScreensOf(page: Page): { finish: () => Promise<void> } {
  const checkCurrent = async (): Promise<void> => {
    const key = screenKey(page.url());
    if (!key || existsSync(markerOf(key)) || page.isClosed()) return;
    await checkA11y(page);
    writeFileSync(markerOf(key), key);
  };
  const goto = page.goto.bind(page);
  const goBack = page.goBack.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    await checkCurrent();
    return goto(...args);
  };
  page.goBack = async (...args) => {
    await checkCurrent();
    return goBack(...args);
  };
  page.reload = async (...args) => {
    await checkCurrent();
    return reload(...args);
  };
  screenChecks.set(page, checkCurrent);
  return { finish: checkCurrent };
}

type AppWindow = Window & {
  /** TanStack Router's instance (router-core puts it there in every browser build). */
  __TSR_ROUTER__?: { navigate(options: { href: string }): Promise<void> };
};

/**
 * Opens a screen of the app as a click on a link would, when the page already runs the app: the
 * router's own navigation, awaited until the screen's data has loaded, without starting the app
 * again (a fresh start costs Chromium about three times the CPU). Screens that hold cached data
 * (the user's rights, facets) show what the page already knew, so only tests that read what a
 * screen shows without changing it first use this; `page.goto` stays a fresh start. The screen
 * left is checked for accessibility as with `goto`.
 */
export async function openScreen(page: Page, path: string): Promise<void> {
  const current = new URL(page.url());
  const target = new URL(path, current.origin.startsWith('http') ? current.origin : serverUrl());
  const inApp =
    current.origin === target.origin &&
    current.pathname.startsWith('/a/') &&
    target.pathname.startsWith('/a/') &&
    current.href !== target.href &&
    (await page.evaluate(() => !!(window as AppWindow).__TSR_ROUTER__));
  if (!inApp) {
    await page.goto(path);
    return;
  }
  await screenChecks.get(page)?.();
  const href = `${target.pathname}${target.search}${target.hash}`;
  await page.evaluate((to) => (window as AppWindow).__TSR_ROUTER__!.navigate({ href: to }), href);
}

export interface A11yOptions {
  /** 'auto' checks every screen the test opens; 'off' for a test that shows a broken page on purpose. */
  a11y: 'auto' | 'off';
  /**
   * 'shared': the test's pages open in the worker's browser context (its cookies and storage
   * cleared first). 'own': a context of the test's own, for tests that change the context itself
   * (routes, scripts run in every page).
   */
  browserContext: 'shared' | 'own';
}

/** Clears what one test left in the shared context for the next: cookies and the app's storage. */
async function resetContext(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', {
    origin: serverUrl(),
    storageTypes: 'local_storage,session_storage,cookies,indexeddb,cache_storage',
  });
  await cdp.detach();
}

/**
 * Playwright's `test`, on the worker's own server, with every screen the test opens checked
 * against WCAG 2.2 A/AA.
 */
export const test = base.extend<A11yOptions, { workerContext: BrowserContext }>({
  a11y: ['auto', { option: true }],
  browserContext: ['shared', { option: true }],
  // Every page, request and context of the worker goes to the worker's own server.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use) => use(serverUrl()),
  /**
   * One context for the worker's tests: Chromium then keeps the app's scripts, compiled, between
   * tests (with --process-per-site in the config, in one renderer), where a context per test
   * started each test's first screen from nothing: about 5 s of Chromium's CPU each against 1.4.
   */
  workerContext: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: serverUrl() });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ browser, browserContext, workerContext }, use) => {
    if (browserContext === 'shared') return use(workerContext);
    const own = await browser.newContext({ ...CONTEXT_OPTIONS, baseURL: serverUrl() });
    await use(own);
    await own.close();
  },
  page: async ({ context, browserContext, a11y }, use, testInfo) => {
    const page = await context.newPage();
    if (browserContext === 'shared') await resetContext(context, page);
    const screens = a11y === 'off' ? null : checkScreensOf(page);
    await use(page);
    // A test that already failed keeps its own error; the final screen is checked only after a pass.
    if (testInfo.status === testInfo.expectedStatus) await screens?.finish();
    else if (!page.isClosed())
      await testInfo.attach('screenshot', {
        body: await page.screenshot().catch(() => Buffer.from('')),
        contentType: 'image/png',
      });
    if (browserContext === 'shared') await Promise.all(context.pages().map((p) => p.close()));
  },
});

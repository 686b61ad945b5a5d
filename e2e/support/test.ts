import { test as base, type Page } from '@playwright/test';
import { checkA11y } from './a11y';
import { serverUrl } from './servers';

export { expect } from '@playwright/test';

/** Screens of the app (not API downloads, PDFs or the blank start page) are what axe checks. */
function screenKey(url: string): string | null {
  if (!url.startsWith('http')) return null;
  const { pathname, search } = new URL(url);
  if (pathname.startsWith('/api/')) return null;
  return `${pathname}${search}`;
}

/**
 * Screens already checked by this worker. Nearly every test passes Home and the lists it starts
 * from; checking each URL once per worker rather than once per test keeps the coverage and saves
 * an axe run (one to three seconds on a busy machine) for every test after the first.
 */
const checked = new Set<string>();

/**
 * Checks each screen a test leaves through `goto`/`goBack`/`reload` (by then the test has waited
 * for what it reads, so the screen has loaded) and the screen it ends on, once per URL and worker.
 * Screens a test leaves by a click, and open modals or drawers, get an explicit `checkA11y(page, ...)`.
 */
function checkScreensOf(page: Page): { finish: () => Promise<void> } {
  const checkCurrent = async (): Promise<void> => {
    const key = screenKey(page.url());
    if (!key || checked.has(key) || page.isClosed()) return;
    checked.add(key);
    await checkA11y(page);
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
  return { finish: checkCurrent };
}

export interface A11yOptions {
  /** 'auto' checks every screen the test opens; 'off' for a test that shows a broken page on purpose. */
  a11y: 'auto' | 'off';
}

/**
 * Playwright's `test`, on the worker's own server, with every screen the test opens checked
 * against WCAG 2.2 A/AA.
 */
export const test = base.extend<A11yOptions>({
  a11y: ['auto', { option: true }],
  // Every page, request and context of the worker goes to the worker's own server.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use) => use(serverUrl()),
  page: async ({ page, a11y }, use, testInfo) => {
    if (a11y === 'off') return use(page);
    const screens = checkScreensOf(page);
    await use(page);
    // A test that already failed keeps its own error; the final screen is checked only after a pass.
    if (testInfo.status === testInfo.expectedStatus) await screens.finish();
  },
});

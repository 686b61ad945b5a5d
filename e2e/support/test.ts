import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Page } from '@playwright/test';
import { checkA11y } from './a11y';
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

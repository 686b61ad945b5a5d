import { type BrowserContext, type Page, type Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signIn } from '../support/demo';

/**
 * A refresh whose answer is lost (the page reloads mid-refresh) or that races another tab must not
 * sign the user out: the server forgives a spent refresh token for a short while.
 */

// These tests change the context itself (a script run in every page, routes): one of their own.
test.use({ browserContext: 'own' });

const home = new RegExp(`/a/${DEMO.orgId}$`);

const storedRefreshToken = (page: Page) => page.evaluate(() => localStorage.getItem('taxdesk.refreshToken'));

/** The stored token looks spent, so the next page load refreshes before anything else. */
const expireStoredToken = (page: Page) =>
  page.evaluate(() => localStorage.setItem('taxdesk.expiresAt', new Date(Date.now() - 1000).toISOString()));

async function expectSignedIn(page: Page): Promise<void> {
  await expect(page).toHaveURL(home);
  await expect(page.locator('[data-feature="it"]')).toBeVisible();
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/me', {
      headers: { AuthToken: localStorage.getItem('taxdesk.token') ?? '' },
    });
    return res.status;
  });
  expect(status).toBe(200);
}

/** What each refresh request carried, in order. */
function refreshTokensSent(route: Route): string {
  return (route.request().postDataJSON() as { refreshToken: string }).refreshToken;
}

test('a reload while a refresh is in flight keeps the user signed in', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(home);
  const spentToken = await storedRefreshToken(page);
  expect(spentToken).toBeTruthy();

  const sent: string[] = [];
  const answered: number[] = [];
  let firstSpent: () => void = () => {};
  const firstReachedServer = new Promise<void>((resolve) => (firstSpent = resolve));
  await page.route('**/api/auth/refresh', async (route) => {
    sent.push(refreshTokensSent(route));
    const res = await route.fetch();
    answered.push(res.status());
    if (sent.length === 1) {
      // The server has spent the token; its answer never reaches the page, which reloads.
      firstSpent();
      return;
    }
    await route.fulfill({ response: res });
  });

  await expireStoredToken(page);
  await page.reload({ waitUntil: 'commit' });
  await firstReachedServer;
  await page.reload();

  await expectSignedIn(page);
  expect(sent).toEqual([spentToken, spentToken]);
  expect(answered).toEqual([200, 200]);
  const kept = await storedRefreshToken(page);
  expect(kept).not.toBe(spentToken);

  // The session goes on rotating: its family was not revoked.
  const next = await page.request.post('/api/auth/refresh', { data: { refreshToken: kept } });
  expect(next.status()).toBe(200);
});

async function twoSignedInTabs(context: BrowserContext): Promise<[Page, Page]> {
  const first = await context.newPage();
  await signIn(first);
  await expect(first).toHaveURL(home);
  const second = await context.newPage();
  await second.goto(`/a/${DEMO.orgId}`);
  await expect(second.locator('[data-feature="it"]')).toBeVisible();
  return [first, second];
}

test('two tabs refreshing at once both stay signed in', async ({ context }) => {
  const [first, second] = await twoSignedInTabs(context);
  await expireStoredToken(first);
  await Promise.all([first.reload(), second.reload()]);
  await expectSignedIn(first);
  await expectSignedIn(second);
  expect(await storedRefreshToken(first)).toBe(await storedRefreshToken(second));
});

test('two tabs without Web Locks (plain http) spending the same token at once both stay signed in', async ({
  context,
}) => {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', { get: () => undefined, configurable: true });
  });
  const [first, second] = await twoSignedInTabs(context);
  const spentToken = await storedRefreshToken(first);

  // Hold every refresh until both tabs have sent one: they then spend the same token at once.
  const sent: string[] = [];
  const answered: number[] = [];
  const tabsSending = new Set<Page>();
  let release: () => void = () => {};
  const bothSent = new Promise<void>((resolve) => (release = resolve));
  const handled: Promise<void>[] = [];
  const hold = async (route: Route): Promise<void> => {
    sent.push(refreshTokensSent(route));
    tabsSending.add(route.request().frame().page());
    if (tabsSending.size === 2) release();
    await bothSent;
    const res = await route.fetch();
    answered.push(res.status());
    // The page that sent it may have reloaded meanwhile (the other tab's change of storage starts
    // a refresh in the page about to go): nobody is left to answer, which is the point.
    await route.fulfill({ response: res }).catch(() => undefined);
  };
  await context.route('**/api/auth/refresh', (route) => {
    const done = hold(route);
    handled.push(done);
    return done;
  });

  await expireStoredToken(first);
  await Promise.all([first.reload(), second.reload()]);
  await expectSignedIn(first);
  await expectSignedIn(second);
  await Promise.all(handled);
  expect(sent.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sent)).toEqual(new Set([spentToken]));
  expect(answered.length).toBe(sent.length);
  expect(answered.every((status) => status === 200)).toBe(true);

  const kept = await storedRefreshToken(first);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  const next = await first.request.post('/api/auth/refresh', { data: { refreshToken: kept } });
  expect(next.status()).toBe(200);
});

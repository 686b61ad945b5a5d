import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@taxdesk.local', password: 'demo-password', orgId: 'DEMO01' };

/** Where the app keeps its session (apps/web/src/shared/auth/session-storage.ts). */
const SESSION_KEYS = {
  token: 'taxdesk.token',
  refreshToken: 'taxdesk.refreshToken',
  expiresAt: 'taxdesk.expiresAt',
};

/** Signs in through the API and stores the session where the Login screen stores it. */
async function storeSession(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}: ${await res.text()}`).toBe(200);
  const session = ((await res.json()) as { data: { token: string; refreshToken: string; expiresAt: string } })
    .data;
  // The storage belongs to the app's origin: a page of it that does not start the app.
  await page.goto('/api/health');
  await page.evaluate(
    ({ keys, s }) => {
      localStorage.setItem(keys.token, s.token);
      localStorage.setItem(keys.refreshToken, s.refreshToken);
      localStorage.setItem(keys.expiresAt, s.expiresAt);
    },
    { keys: SESSION_KEYS, s: session },
  );
}

/**
 * Signs the page in and leaves it where the Login screen would: the user's landing page (their
 * first organisation's Home), chosen by the app itself. The sign-in is the API's, and its session
 * is stored where the Login screen stores it, which saves each test a Login screen and a form;
 * e2e/shell/shell-auth.spec.ts signs in through the screen itself. Each call is a session of its
 * own, so a test that refreshes or signs out touches no other test's.
 */
export async function signIn(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await storeSession(page, email, password);
  // Login sends a signed-in user on, as it does right after the form.
  await page.goto('/a/login');
  await expect(page).not.toHaveURL(/\/a\/login/);
}

/**
 * Signs the page in, as `signIn` does, and opens `path` straight away: one start of the app
 * where a landing page and then the screen would be two.
 */
export async function signInTo(
  page: Page,
  path: string,
  email = DEMO.email,
  password = DEMO.password,
): Promise<void> {
  await storeSession(page, email, password);
  await page.goto(path);
}

export async function apiToken(page: Page, email = DEMO.email, password = DEMO.password): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

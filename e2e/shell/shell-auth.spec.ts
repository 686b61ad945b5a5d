import { expect, test } from '../support/test';
import { DEMO, signInTo } from '../support/demo';

/** Sign-in, sign-out, titles and the OIDC-style callback against the real server. */

test('the root redirects to Login, titled from the catalogue', async ({ page }) => {
  await page.goto('/a/');
  await expect(page).toHaveURL(/\/a\/login/);
  await expect(page).toHaveTitle('Login to the IT portal | TaxDesk');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
});

test('a wrong password shows the server message and stays on Login', async ({ page }) => {
  await page.goto('/a/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Wrong email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/a\/login/);
});

test('messages show once a field loses focus', async ({ page }) => {
  await page.goto('/a/login');
  await page.getByLabel('Email', { exact: true }).fill('not-an-email');
  await expect(page.getByText('Please enter a valid email address.')).toHaveCount(0);
  await page.getByLabel('Password', { exact: true }).focus();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
});

test("signing in lands on the first organisation's Home; signing out forgets the session", async ({
  page,
}) => {
  await page.goto('/a/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}$`));
  await expect(page).toHaveTitle('Home | TaxDesk');
  await expect(page.locator('[data-feature="it"]')).toBeVisible();

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/a\/login/);
  expect(await page.evaluate("localStorage.getItem('taxdesk.token')")).toBeNull();

  // Protected pages now send the user to Login, remembering where they were going.
  await page.goto(`/a/${DEMO.orgId}`);
  await expect(page).toHaveURL(new RegExp(`/a/login\\?returnTo=%2Fa%2F${DEMO.orgId}`));
});

test('the identity callback hands a one-time code, which the app trades for the session, then goes on to returnTo', async ({
  page,
}) => {
  const res = await page.request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  const { token, refreshToken, expiresAt } = ((await res.json()) as { data: Record<string, string> }).data;
  // The provider's side of the handoff is the server's (oidc.test.ts); here the exchange answers
  // as the server does for a code it issued, and the test sees what the app sent.
  const code = 'c'.repeat(43);
  const sent: unknown[] = [];
  await page.route('**/api/auth/oidc/exchange', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({ json: { data: { token, refreshToken, expiresAt, returnTo: `/a/${DEMO.orgId}` } } });
  });
  await page.goto(`/a/login#code=${code}`);
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}$`));
  expect(sent).toEqual([{ code }]);
  expect(await page.evaluate("localStorage.getItem('taxdesk.token')")).toBe(token);
});

test('tokens in the sign-in URL are not taken: the user stays on Login, signed out', async ({ page }) => {
  const res = await page.request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
  });
  const { token, refreshToken, expiresAt } = ((await res.json()) as { data: Record<string, string> }).data;
  const fragment = new URLSearchParams({ token, refreshToken, expiresAt, returnTo: `/a/${DEMO.orgId}` });
  await page.goto(`/a/login#${fragment.toString()}`);
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/a\/login$/);
  expect(await page.evaluate("localStorage.getItem('taxdesk.token')")).toBeNull();
});

test('a new account completes registration on Signup and lands on its own organisation', async ({ page }) => {
  const email = `shell-${Date.now()}@example.com`;
  await page.goto('/a/login');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a-long-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/a\/signup/);
  await expect(page).toHaveTitle('Sign Up | TaxDesk');
  await page.getByLabel('Name', { exact: true }).fill('Shell Tester');
  await page.getByLabel('Organisation name', { exact: true }).fill('Shell Test Firm');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  await expect(page).toHaveURL(/\/a\/[A-Za-z0-9]{6}$/);
  await expect(page.getByRole('heading', { name: 'Shell Test Firm' })).toBeVisible();
});

test('the test page needs no sign-in and reports the API health', async ({ page }) => {
  await page.goto('/a/test1313');
  await expect(page).toHaveTitle('Test | TaxDesk');
  await expect(page.getByText('API ok')).toBeVisible();
  await expect(page.getByText('Online')).toBeVisible();
});

test('unknown paths and malformed organisation ids are not found', async ({ page }) => {
  await page.goto('/a/not-an-org/anything');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/a/DEMO0123');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a path under an area that has no screen is not found, not the area home', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/no-such-screen`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('[data-screen="it-dashboard"]')).toHaveCount(0);
});

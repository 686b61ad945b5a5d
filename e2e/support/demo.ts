import { expect, type Page } from '@playwright/test';
import { checkA11y } from './a11y';

export const DEMO = { email: 'demo@taxdesk.local', password: 'demo-password', orgId: 'DEMO01' };

let signInPageChecked = false;

/** Signs in through the Login screen as a person would. */
export async function signIn(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await page.goto('/a/login');
  await page.getByLabel('Email').fill(email);
  // The sign-in page is left by a click, which the test fixture does not see: checked here, once a run.
  if (!signInPageChecked) {
    signInPageChecked = true;
    // axe refuses pages of `browser.newPage()` (a setup hook's page): the next sign-in is checked instead.
    await checkA11y(page).catch((err: unknown) => {
      if (!String(err).includes('newContext')) throw err;
      signInPageChecked = false;
    });
  }
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/a\/login/);
}

export async function apiToken(page: Page, email = DEMO.email, password = DEMO.password): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

import { expect, type Page } from '@playwright/test';

export const DEMO = { email: 'demo@taxdesk.local', password: 'demo-password', orgId: 'DEMO01' };

/** Signs in through the Login screen as a person would. */
export async function signIn(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await page.goto('/a/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/a\/login/);
}

export async function apiToken(page: Page, email = DEMO.email, password = DEMO.password): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

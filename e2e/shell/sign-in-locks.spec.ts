import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signInTo } from '../support/demo';

/** Too many wrong passwords hold an address back for that account; an operator can clear it. */

const email = `locked-${Date.now()}@example.com`;

async function tryPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('the Login screen says how long to wait, and the operator clears the lock', async ({
  page,
  browser,
}) => {
  const guesser = await browser.newContext();
  const login = await guesser.newPage();
  await login.goto('/a/login');
  await login.getByLabel('Email', { exact: true }).fill(email);
  for (let i = 0; i < 5; i++) {
    const answer = login.waitForResponse('**/api/auth/login');
    await tryPassword(login, `guess-${i}`);
    expect((await answer).status()).toBe(401);
  }
  await tryPassword(login, 'one-more-guess');
  // The 30-second wait runs from the fifth failure: a loaded machine may take a few seconds to ask again.
  await expect(
    login.getByText(
      /^Too many failed sign-ins for this account from your network\. Please try again in (30|[12]\d) seconds\.$/,
    ),
  ).toBeVisible();

  await signInTo(page, `/a/${DEMO.orgId}/admin/debugging`);
  const locks = page.getByTestId('sign-in-locks');
  const row = locks.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Address, for one account');
  await expect(row).toContainText('127.0.0.1');
  await row.getByRole('button', { name: 'Clear' }).click();
  await expect(row).toHaveCount(0);

  const answer = login.waitForResponse('**/api/auth/login');
  await tryPassword(login, 'after-the-clear');
  expect((await answer).status()).toBe(401);
  await guesser.close();
});

import type { Page } from '@playwright/test';
import { canMintLinks, expectEmailLogged, mintAccountLink } from '../support/account-links';
import { checkA11y } from '../support/a11y';
import { expect, test } from '../support/test';

/**
 * The screens the account emails link to: a new account confirms its address, and a forgotten
 * password is reset through its link and then signs in. Links come from the worker's database
 * (e2e/support/account-links.ts), so the run needs DATABASE_URL.
 */

const SHOTS = process.env.ACCOUNT_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.skip(!canMintLinks(), 'the links are read from the worker database (DATABASE_URL)');

test('a new account is told to confirm its address and confirms it through the link', async ({ page }) => {
  const email = `confirm-${Date.now()}@firm.test`;
  await page.goto('/a/login');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('firm-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/a\/signup/);
  const notice = page.getByRole('alert').filter({ hasText: 'Confirm your email address' });
  await expect(notice).toContainText(email);
  await checkA11y(page);
  await shot(page, 'signup-confirm-notice');
  await notice.getByRole('button', { name: 'Send again' }).click();
  await expect(notice.getByRole('status')).toHaveText('We sent you a new link.');
  await expectEmailLogged(page.request, email, 'verify-email');

  const link = await mintAccountLink(email, 'verify_email');
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is confirmed' })).toBeVisible();
  // The token leaves the address bar once read.
  expect(new URL(page.url()).hash).toBe('');
  await expect(page).toHaveTitle(/Confirm your email address/);
  await checkA11y(page);
  await shot(page, 'verify-email-confirmed');

  // A link works once: opened again (a new load, not a change of fragment) it says so, and a
  // signed-in person can ask for another.
  await page.goto('/api/health');
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'This link cannot be used' })).toContainText(
    'expired or was already used',
  );
  await expect(page.getByRole('button', { name: 'Send a new link' })).toBeVisible();
  await checkA11y(page);
  await shot(page, 'verify-email-used');
});

test('a forgotten password is reset through the emailed link, and the new one signs in', async ({ page }) => {
  const email = `reset-${Date.now()}@firm.test`;
  const reg = await page.request.post('/api/auth/register', { data: { email, password: 'old-password-1' } });
  expect(reg.status()).toBe(200);

  await page.goto('/a/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/a\/forgot-password/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account has this address, we have sent a link');
  await checkA11y(page);
  await shot(page, 'forgot-password-sent');
  await expectEmailLogged(page.request, email, 'reset-password');

  await page.goto(await mintAccountLink(email, 'reset_password'));
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  const first = page.getByLabel('New password', { exact: true });
  const again = page.getByLabel('New password again');
  await first.fill('short');
  await again.fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The two passwords differ.')).toBeVisible();
  await checkA11y(page);
  await shot(page, 'reset-password-errors');

  await first.fill('new-password-77');
  await again.fill('new-password-77');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/a\/login/);
  await expect(page.getByText('Your password is changed; please sign in with it')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('old-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/Wrong email or password/i).first()).toBeVisible();
  await page.getByLabel('Password').fill('new-password-77');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The account has no organisation yet: signed in, it completes its registration.
  await expect(page).toHaveURL(/\/a\/signup/);

  // Settings → Change password: a wrong current password shows at its field.
  await expect(page.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Reset Person');
  await page.getByLabel('Organisation name').fill('Reset & Co');
  await page.getByRole('button', { name: 'Create organisation' }).click();
  // Its Home: "/a/signup" has six letters too.
  await expect(page).toHaveURL(/\/a\/(?!signup)[A-Za-z0-9]{6}$/);
  await page.goto(`${new URL(page.url()).pathname}/settings`);
  await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();
  const current = page.getByLabel('Current password');
  await current.fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill('newer-password-88');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not right')).toBeVisible();
  await checkA11y(page);
  await shot(page, 'change-password-error');
  await current.fill('new-password-77');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(current).toHaveValue('');
});

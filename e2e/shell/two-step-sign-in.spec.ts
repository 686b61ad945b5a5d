import { Secret, TOTP } from 'otpauth';
import { checkA11y } from '../support/a11y';
import { signIn } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * Two-step sign-in from Settings, then signing in with a code, as a person with their phone would:
 * the codes are computed here from the key the screen shows, as an authenticator app does.
 */
const PASSWORD = 'lantern-harbour-62';

const totp = (key: string) => new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
const stepNow = () => Math.floor(Date.now() / 30_000);

test('a person turns on two-step sign-in, signs out, and signs in with a code from the app', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = `two-step-${Date.now()}@example.com`;
  const registered = await page.request.post('/api/auth/register', { data: { email, password: PASSWORD } });
  expect(registered.status(), await registered.text()).toBe(200);
  const { token } = ((await registered.json()) as { data: { token: string } }).data;
  const signedUp = await page.request.post('/api/auth/signup', {
    data: { name: 'Two Step', orgName: 'Two Step & Co' },
    headers: { AuthToken: token },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(200);
  const { orgId } = ((await signedUp.json()) as { data: { orgId: string } }).data;

  await signIn(page, email, PASSWORD);
  await page.goto(`/a/${orgId}/settings`);
  const section = page.locator('.mantine-Paper-root', {
    has: page.getByRole('heading', { name: 'Two-step sign-in' }),
  });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  // The password again before the way the account signs in changes.
  await section.getByLabel('Your password').fill(PASSWORD);
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await section.getByTestId('authenticator-key').textContent())!.trim();
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await checkA11y(page);
  const enrolStep = stepNow();
  await section.getByLabel('Code from your app').fill(totp(key).generate());
  await section.getByRole('button', { name: 'Confirm code' }).click();

  const codes = section.getByTestId('recovery-codes');
  await expect(codes).toBeVisible();
  expect((await codes.textContent())!.trim().split('\n')).toHaveLength(10);
  await checkA11y(page);
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByText('10 of 10 recovery codes left.')).toBeVisible();

  await page.getByRole('button', { name: /User menu/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/a\/login/);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await checkA11y(page);
  // The enrolment's code is spent, and so is every code of its step: the app's next one signs in.
  await expect.poll(stepNow, { timeout: 35_000, intervals: [1_000] }).toBeGreaterThan(enrolStep);
  await page.getByLabel('Code', { exact: true }).fill(totp(key).generate());
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/a/${orgId}$`));
  await expect(page).toHaveTitle('Home | TaxDesk');
});

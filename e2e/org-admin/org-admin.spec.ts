import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signIn, signInTo } from '../support/demo';

/** The firm's administration: invite and accept, roles, API keys, settings, deleting an organisation. */

const SHOTS = process.env.ORG_ADMIN_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A colleague with a TaxDesk account of their own (and their own organisation). */
async function colleagueAccount(request: APIRequestContext, email: string): Promise<{ orgId: string }> {
  const reg = await request.post('/api/auth/register', { data: { email, password: 'colleague-password' } });
  expect(reg.ok()).toBe(true);
  const token = ((await reg.json()) as { data: { token: string } }).data.token;
  const signup = await request.post('/api/auth/signup', {
    headers: { AuthToken: token },
    data: { name: 'Priya Colleague', orgName: 'Priya Consulting' },
  });
  expect(signup.ok()).toBe(true);
  return ((await signup.json()) as { data: { orgId: string } }).data;
}

test('invite a colleague, who accepts in their own browser; then change their role', async ({
  page,
  browser,
}) => {
  const email = `priya-${Date.now()}@firm.test`;
  await colleagueAccount(page.request, email);

  await signInTo(page, `/a/${DEMO.orgId}/user`);
  await expect(page).toHaveTitle('Users | TaxDesk');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  const link = await page.getByTestId('invite-url').innerText();
  expect(link).toContain(`/a/${DEMO.orgId}/user#invite=`);
  await expect(page.getByTestId('invitations').locator(`tr[data-email="${email}"]`)).toContainText('Pending');
  await shot(page, 'users-invited');

  // The colleague opens the link in their own browser, signs in, and accepts.
  const other = await browser.newContext();
  const them = await other.newPage();
  // An older email's link (`?invite=`) still works, and loses its token from the address too.
  await them.goto(link.replace(/^https?:\/\/[^/]+/, '').replace('#invite=', '?invite='));
  await expect(them).toHaveURL(/\/a\/login/);
  expect(them.url()).not.toContain('invite');
  await them.getByLabel('Email', { exact: true }).fill(email);
  await them.getByLabel('Password', { exact: true }).fill('colleague-password');
  await them.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(them.getByRole('heading', { name: 'Join Demo & Associates' })).toBeVisible();
  await shot(them, 'invitation-accept');
  await them.getByRole('button', { name: 'Accept and join' }).click();
  await expect(them).toHaveURL(new RegExp(`/a/${DEMO.orgId}$`));
  await them.goto(`/a/${DEMO.orgId}/user`);
  await expect(them.getByTestId('members').locator(`tr[data-email="${email}"]`)).toContainText('Member');
  // A member sees the members but cannot invite or change roles.
  await expect(them.getByRole('button', { name: 'Send invitation' })).toHaveCount(0);

  // The owner makes them a viewer; their screens then hide what would change data.
  await page.reload();
  const row = page.getByTestId('members').locator(`tr[data-email="${email}"]`);
  await row.getByLabel(`Role of ${email}`).click();
  await page.getByRole('option', { name: 'Viewer' }).click();
  await expect(page.getByText('Role changed to viewer')).toBeVisible();
  await expect(page.locator(`[data-testid="invitations"] tr[data-email="${email}"]`)).toHaveCount(0);
  await shot(page, 'users');

  await them.goto(`/a/${DEMO.orgId}/it/pan`);
  await expect(them.getByRole('button', { name: 'Add account' })).toHaveCount(0);
  await them.goto(`/a/${DEMO.orgId}/settings`);
  await expect(them.getByText('Only owners and admins change these settings.')).toBeVisible();
  await other.close();
});

test('make an API key, call the API with it, revoke it', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/api`);
  await expect(page).toHaveTitle('API Keys | TaxDesk');
  await page.getByLabel('Name').fill('Reporting script');
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = await page.getByTestId('api-key-secret').innerText();
  expect(key).toMatch(/^tdk_DEMO01_/);
  await shot(page, 'api-keys');

  const read = await page.request.get(`/api/o/${DEMO.orgId}/records/itAccount?limit=5`, {
    headers: { 'X-API-Key': key },
  });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { data: { rows: unknown[] } }).data.rows.length).toBeGreaterThan(0);
  const write = await page.request.post(`/api/o/${DEMO.orgId}/it/accounts`, {
    headers: { Authorization: `Bearer ${key}` },
    data: { pan: 'AAAPL1234C', password: 'x' },
  });
  expect(write.status()).toBe(403);

  await page.reload();
  const row = page.getByTestId('api-keys').locator('tr[data-name="Reporting script"]');
  await expect(row).toContainText('Read');
  await row.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('revoked');
  const after = await page.request.get(`/api/o/${DEMO.orgId}/records/itAccount`, {
    headers: { 'X-API-Key': key },
  });
  expect(after.status()).toBe(401);
});

test('settings and the sync log are there for the owner', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/settings`);
  await expect(page).toHaveTitle('Settings | TaxDesk');
  await page.getByLabel('Contact email').fill('office@demo.test');
  const refused = page.getByRole('switch', { name: 'Logins refused' });
  await expect(refused).toBeChecked();
  // Flipped on its visible track, as a person would.
  await page
    .locator('.mantine-Switch-root')
    .filter({ hasText: 'Logins refused' })
    .locator('.mantine-Switch-track')
    .click();
  await expect(refused).not.toBeChecked();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Contact email')).toHaveValue('office@demo.test');
  await expect(page.getByRole('switch', { name: 'Logins refused' })).not.toBeChecked();
  await shot(page, 'settings');
  await page.goto(`/a/${DEMO.orgId}/synclog`);
  await expect(page).toHaveTitle('Sync Logs | TaxDesk');
  await shot(page, 'sync-log');
});

test('delete an organisation after typing its id', async ({ page }) => {
  const email = `gone-${Date.now()}@firm.test`;
  const { orgId } = await colleagueAccount(page.request, email);
  await signIn(page, email, 'colleague-password');
  await page.goto(`/a/${orgId}/accountdelete`);
  await expect(page).toHaveTitle('Delete Account | TaxDesk');
  const del = page.getByRole('button', { name: `Delete ${orgId} and all its data` });
  await expect(del).toBeDisabled();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all data (ZIP)' }).click();
  expect((await download).suggestedFilename()).toMatch(new RegExp(`taxdesk-${orgId}-.*\\.zip`));
  await page.getByLabel(`Type ${orgId} to confirm`).fill(orgId.toLowerCase());
  await shot(page, 'account-delete');
  await del.click();
  await expect(page).toHaveURL(/\/a\/login/);
  const token = (
    (await (
      await page.request.post('/api/auth/login', { data: { email, password: 'colleague-password' } })
    ).json()) as { data: { token: string } }
  ).data.token;
  const me = await page.request.get('/api/me', { headers: { AuthToken: token } });
  expect(((await me.json()) as { data: { orgs: unknown[] } }).data.orgs).toEqual([]);
});

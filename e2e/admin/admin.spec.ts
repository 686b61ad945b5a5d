import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiToken, DEMO, signIn, signInTo } from '../support/demo';

const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** A GSTIN with its check character (PORTALS.md), so the sandbox knows it. */
function gstin(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return first14 + BASE36[(36 - (sum % 36)) % 36];
}

/** The operator's screens: licences closing and opening a feature, master population, the rest in view. */

const SHOTS = process.env.ADMIN_SHOTS;
async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const itTile = (page: Page) => page.locator('[data-feature="it"]');

async function openLicence(page: Page) {
  await page.goto(`/a/${DEMO.orgId}/admin`);
  await expect(page).toHaveTitle('Admin | TaxDesk');
  await page.getByLabel('Search organisations').fill(DEMO.orgId);
  await expect(page.getByTestId('orgs').locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: `Licence of ${DEMO.orgId}` }).click();
  const drawer = page.getByRole('dialog', { name: `Licence of ${DEMO.orgId}` });
  await expect(drawer.locator('tr[data-feature="it"]')).toBeVisible();
  return drawer;
}

/** Flips the Income Tax switch as a person would: on its visible track, once the drawer stands still. */
async function flipIncomeTax(drawer: Locator, to: boolean) {
  const input = drawer.getByLabel('Income Tax active');
  await expect(input).toBeChecked({ checked: !to });
  await drawer.locator('tr[data-feature="it"] .mantine-Switch-track').click();
  await expect(input).toBeChecked({ checked: to });
}

/** Whatever happens in the test, the demo organisation's income tax is open again afterwards. */
test.afterEach(async ({ page }) => {
  const token = await apiToken(page);
  const res = await page.request.put(`/api/admin/orgs/${DEMO.orgId}/licence`, {
    headers: { authtoken: token },
    data: { features: { it: { active: true } } },
  });
  expect(res.ok()).toBe(true);
});

test('an operator switches a feature off and on again: Home tiles and the guard follow', async ({ page }) => {
  await signIn(page);
  await expect(itTile(page)).toHaveAttribute('data-state', 'active');
  // Home offers the operator's screens to a platform admin.
  await expect(
    page.getByRole('navigation', { name: 'Organisation' }).getByRole('link', { name: 'Admin', exact: true }),
  ).toBeVisible();

  const drawer = await openLicence(page);
  await shot(page, 'admin-licence');
  await flipIncomeTax(drawer, false);
  await drawer.getByRole('button', { name: 'Save licence' }).click();
  await expect(page.getByText(`Licence of ${DEMO.orgId} saved`)).toBeVisible();
  await expect(drawer.locator('tr[data-feature="it"]')).toContainText('Closed');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('audit-log')).toContainText('isItActive: true → false');
  await shot(page, 'admin-orgs');

  await page.getByRole('link', { name: 'TaxDesk' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}$`));
  await expect(itTile(page)).toHaveAttribute('data-state', 'inactive');
  // The guard shows "You don't have access" for a moment, then Home with that reason.
  await page.goto(`/a/${DEMO.orgId}/it/proceeding`);
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}\\?reason=`));
  await expect(page.getByRole('alert').filter({ hasText: "You don't have access" })).toBeVisible();

  const again = await openLicence(page);
  await flipIncomeTax(again, true);
  await again.getByRole('button', { name: 'Save licence' }).click();
  await expect(again.locator('tr[data-feature="it"]')).toContainText('Open');
  await page.goto(`/a/${DEMO.orgId}`);
  await expect(itTile(page)).toHaveAttribute('data-state', 'active');
  await page.goto(`/a/${DEMO.orgId}/it/proceeding`);
  await expect(page).toHaveTitle('Proceedings | TaxDesk');
});

test('an operator creates an organisation for a firm; its owner is invited', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/admin`);
  await page.getByRole('button', { name: 'New organisation' }).click();
  const modal = page.getByRole('dialog', { name: 'New organisation' });
  await modal.getByLabel('Organisation name').fill('Sharma & Rao Chartered Accountants');
  await modal.getByLabel("Owner's email").fill(`owner-${Date.now()}@sharmarao.test`);
  await modal.getByRole('button', { name: 'Create organisation' }).click();
  await expect(modal.getByText(/is invited as its owner \(email logged\)/)).toBeVisible();
  await expect(modal.getByText(/\/user#invite=/)).toBeVisible();
  await shot(page, 'admin-org-created');
  await modal.getByRole('button', { name: 'Open its licence' }).click();
  await expect(page.getByRole('dialog', { name: /Licence of [A-Z0-9]{6}/ })).toContainText(
    'Sharma & Rao Chartered Accountants',
  );
});

test("GSTIN population shows its progress and each line's result", async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/admin/gstin`);
  await expect(page).toHaveTitle('GSTIN Master Population | TaxDesk');
  const list = [
    'GSTIN',
    '27AAPFU0939F1ZV',
    '24AAACR5055K2ZC',
    '27AAPFU0939F1ZO',
    gstin('29AABCT1332L9Z'),
    'not-a-gstin',
  ];
  for (let i = 0; i < 30; i++) list.push(gstin(`27AAACR${String(1000 + i)}K1Z`));
  await page.getByLabel('GSTINs').fill(list.join('\n'));
  await page.getByRole('button', { name: 'Look up' }).click();
  const run = page.getByTestId('population-runs').locator('tbody tr').first();
  await expect(run).toHaveAttribute('data-status', /queued|running|done/);
  await expect(run).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(run.getByTestId('run-progress')).toHaveText('35/35');
  await expect(run).toContainText('32 found');
  await expect(run).toContainText('1 warning(s)');
  const items = page.getByTestId('population-items');
  await expect(items.locator('tr[data-input="27AAPFU0939F1ZO"]')).toContainText(
    'GSTIN check character should be V',
  );
  await expect(items.locator('tr[data-input="not-a-gstin"]')).toContainText('Invalid');
  await expect(page.getByText('32 GSTIN(s)')).toBeVisible();
  await shot(page, 'admin-gstin');
  await page.getByLabel('Search the GSTIN master').fill('aapfu');
  await expect(page.getByTestId('master').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByTestId('master').locator('tbody')).toContainText('27AAPFU0939F1ZV');
  await page.locator('label', { hasText: /^Not found$/ }).click();
  await expect(items.locator('tbody tr')).toHaveCount(2);
});

test('TAN population from a file, and the other operator screens', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/admin/tan`);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'deductors.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('TAN,Name\nMUMA12345B,One\nDELS45670K,Two\nPNEP04567C,Three\n'),
  });
  await page.getByRole('button', { name: 'Look up' }).click();
  const run = page.getByTestId('population-runs').locator('tbody tr').first();
  await expect(run).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
  await expect(run).toContainText('2 found');
  await expect(run).toContainText('deductors.csv');
  await shot(page, 'admin-tan');

  await page.getByRole('tab', { name: 'Referrals' }).click();
  await expect(page).toHaveTitle('Referral Tracker | TaxDesk');
  await page.getByRole('button', { name: 'New code' }).click();
  const modal = page.getByRole('dialog', { name: 'New referral code' });
  const code = `E2E-${Date.now() % 100000}`;
  await modal.getByLabel('Code').fill(code);
  await modal.getByLabel('Referring organisation').fill(DEMO.orgId);
  await modal.getByRole('button', { name: 'Create code' }).click();
  await expect(page.getByTestId('referral-codes').locator(`tr[data-code="${code}"]`)).toContainText(
    'Demo & Associates',
  );
  // A firm signs up with the code.
  const email = `referred-${Date.now()}@firm.test`;
  await signUpWithCode(page.request, email, code);
  await page.reload();
  await expect(page.getByTestId('referral-codes').locator(`tr[data-code="${code}"]`)).toContainText('1');
  await expect(page.getByTestId('referrals')).toContainText(email);
  await shot(page, 'admin-referrals');

  await page.getByRole('tab', { name: 'Debugging' }).click();
  await expect(page).toHaveTitle('Debugging | TaxDesk');
  await expect(page.getByTestId('queues').locator('tr[data-queue="admin-master-population"]')).toBeVisible();
  await page.getByRole('textbox', { name: 'Key' }).fill('nope');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page.getByText(`No itProceeding with the key nope in ${DEMO.orgId}`)).toBeVisible();
  await shot(page, 'admin-debugging');

  await page.getByRole('tab', { name: 'Failure items' }).click();
  await expect(page).toHaveTitle('Failure Items | TaxDesk');
  await expect(page.getByTestId('failure-items')).toBeVisible();
  await shot(page, 'admin-failures');

  await page.getByRole('tab', { name: 'Email logs' }).click();
  await expect(page).toHaveTitle('Email Logs | TaxDesk');
  await expect(page.getByTestId('email-log')).toBeVisible();
  await shot(page, 'admin-emails');
});

async function signUpWithCode(request: APIRequestContext, email: string, referralCode?: string) {
  const reg = await request.post('/api/auth/register', { data: { email, password: 'firm-password-1' } });
  const token = ((await reg.json()) as { data: { token: string } }).data.token;
  const res = await request.post('/api/auth/signup', {
    headers: { AuthToken: token },
    data: { name: 'New Firm Owner', orgName: 'Referred Firm', ...(referralCode ? { referralCode } : {}) },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { orgId: string; token: string } }).data;
}

test('someone who is not a platform admin is not offered the operator screens and cannot open them', async ({
  page,
}) => {
  const email = `plain-${Date.now()}@firm.test`;
  const firm = await signUpWithCode(page.request, email);
  const api = await page.request.get('/api/admin/orgs', { headers: { AuthToken: firm.token } });
  expect(api.status()).toBe(404);
  await signIn(page, email, 'firm-password-1');
  await expect(page).toHaveURL(new RegExp(`/a/${firm.orgId}`));
  await expect(page.locator('[data-feature="it"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveCount(0);
  await page.goto(`/a/${firm.orgId}/admin/debugging`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByTestId('queues')).toHaveCount(0);
});

import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { sandboxTdsAccounts } from '@taxdesk/sandbox';
import { checkA11y } from '../support/a11y';
import { apiToken, signIn } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * TDS as a new firm starts it: a fresh organisation imports its TAN accounts (TRACES and e-filing
 * passwords, masked in the preview), syncs one TAN's chosen TRACES modules from Sync Selected
 * (the e-filing login signs in with the imported password too), then imports acknowledgement
 * numbers of its applications. A fresh organisation keeps the demo's lists as they were.
 */
test.describe.configure({ mode: 'serial' });

const user = {
  email: `tds-${randomBytes(3).toString('hex')}@example.com`,
  password: 'tds-importer-password',
};
/** The sandbox's first TAN: never flaky, slow or locked. */
const tan = sandboxTdsAccounts()[0]!;
let orgId = '';

async function newOrganisation(page: Page): Promise<string> {
  const reg = await page.request.post('/api/auth/register', { data: user });
  expect(reg.ok()).toBe(true);
  const { token } = ((await reg.json()) as { data: { token: string } }).data;
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Tara Deductor', orgName: 'Deductors & Co' },
    headers: { authtoken: token },
  });
  expect(signup.ok()).toBe(true);
  return ((await signup.json()) as { data: { orgId: string } }).data.orgId;
}

async function upload(page: Page, name: string, lines: string[]) {
  await page.locator('input[type=file]').setInputFiles({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  const preview = page.locator('[data-step="preview"]');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  return preview;
}

test('TAN accounts import with the TRACES and e-filing passwords, bad rows named', async ({ page }) => {
  orgId = await newOrganisation(page);
  await signIn(page, user.email, user.password);
  await page.goto(`/a/${orgId}/tds/import`);
  await expect(page).toHaveTitle('Import TAN Accounts | TaxDesk');
  const preview = await upload(page, 'tans.csv', [
    'TAN,TRACES password,e-filing password,TRACES user id,Name',
    `${tan.tan},${tan.password},${tan.efilingPassword},${tan.userId},${tan.name}`,
    `MUMA1234,Secret@1,Secret@2,,Not a TAN`,
  ]);
  await expect(preview.locator('[data-stat="new"]')).toHaveText('New: 1');
  await expect(preview.locator('[data-stat="errors"]')).toHaveText('Errors: 1');
  // Neither password is shown back.
  const table = preview.locator('[data-preview-table]');
  await expect(table).toContainText('••••••');
  await expect(table).not.toContainText(tan.password);
  await expect(table).not.toContainText(tan.efilingPassword);
  await expect(table.locator('tr[data-problems="3"]')).toContainText('MUMA1234');
  await page.getByLabel(/Skip the 1 row with errors/).check();
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.locator('[data-import-result]')).toContainText('1 new, 0 updated, 0 unchanged');
});

test('Sync Selected syncs one TAN’s chosen TRACES modules; its e-filing login signs in too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, user.email, user.password);
  await page.goto(`/a/${orgId}/tds/sync1`);
  await expect(page).toHaveTitle('TDS Sync Selected | TaxDesk');
  await page.getByLabel(`Select ${tan.tan}`).check();
  await page.getByRole('button', { name: 'None' }).first().click();
  for (const module of ['Statement status', 'Download tracking', 'PAN verification'])
    await page.getByLabel(module, { exact: true }).check();
  await checkA11y(page);
  await page.getByRole('button', { name: 'Sync 1 selected' }).click();
  const batch = page.locator('[data-batch-state]');
  await expect(batch).toHaveAttribute('data-batch-state', 'done', { timeout: 90_000 });
  await expect(batch.locator(`[data-account="${tan.tan}"]`)).toHaveAttribute('data-run-state', 'succeeded');

  await page.goto(`/a/${orgId}/tds/tdsstamentstatus`);
  await expect(page.locator('[data-list="tdsStatement"] tbody tr').first()).toContainText(tan.tan);

  // The e-filing portal's login of the same TAN, with the password the sheet gave it.
  const headers = { authtoken: await apiToken(page, user.email, user.password) };
  const started = await page.request.post(`/api/o/${orgId}/sync/tds/batches`, {
    headers,
    data: { accounts: [tan.tan], modules: ['filedForms'] },
  });
  expect(started.ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${orgId}/sync/tds/accounts`, { headers });
        const list = (await res.json()) as { data: { accounts: { accountKey: string; syncing: boolean }[] } };
        return list.data.accounts.find((a) => a.accountKey === tan.tan)?.syncing;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(false);
  await page.goto(`/a/${orgId}/tds/filedform`);
  await expect(page.locator('[data-list="tdsFiledForm"] tbody tr').first()).toContainText(tan.tan);
});

test('acknowledgement numbers import for the TAN, then on to their status sync', async ({ page }) => {
  await signIn(page, user.email, user.password);
  await page.goto(`/a/${orgId}/tds/acknum/import`);
  await expect(page).toHaveTitle('Import Acknowledgement Numbers | TaxDesk');
  const preview = await upload(page, 'acks.csv', [
    'Acknowledgement No.,TAN,Form',
    `283456789012340,${tan.tan},Form 13`,
    `12AB,${tan.tan},Form 13`,
  ]);
  await expect(preview.locator('[data-stat="new"]')).toHaveText('New: 1');
  await expect(preview.locator('[data-stat="errors"]')).toHaveText('Errors: 1');
  await page.getByLabel(/Skip the 1 row with errors/).check();
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  const result = page.locator('[data-import-result]');
  await expect(result).toContainText('1 new, 0 updated, 0 unchanged');
  await result.getByRole('link', { name: 'Sync their status' }).click();
  await expect(page.getByRole('heading', { name: 'Application Status Sync' })).toBeVisible();
  await page.goto(`/a/${orgId}/tds/applicationstatus`);
  await expect(
    page.locator('[data-list="tdsApplication"] tbody tr', { hasText: '283456789012340' }),
  ).toBeVisible();
});

import { randomBytes } from 'node:crypto';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signIn } from '../support/demo';

/**
 * The account import as a new user meets it: a fresh organisation, the sample sheet the import
 * page offers (the sandbox's accounts, in the embedded default), upload, preview, commit, and the
 * accounts in the PAN list; then a file with mistakes, shown row by row.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.IT_IMPORTS_SHOTS ?? 'test-results';
const user = {
  email: `importer-${randomBytes(3).toString('hex')}@example.com`,
  password: 'importer-password',
};
let orgId = '';

async function newOrganisation(page: Page): Promise<string> {
  const reg = await page.request.post('/api/auth/register', { data: user });
  expect(reg.ok()).toBe(true);
  const { token } = ((await reg.json()) as { data: { token: string } }).data;
  const signup = await page.request.post('/api/auth/signup', {
    data: { name: 'Ira Importer', orgName: 'Importers & Co' },
    headers: { authtoken: token },
  });
  expect(signup.ok()).toBe(true);
  return ((await signup.json()) as { data: { orgId: string } }).data.orgId;
}

test('download the sample sheet, upload it, preview, commit, see the accounts', async ({ page }) => {
  orgId = await newOrganisation(page);
  await signIn(page, user.email, user.password);
  await page.goto(`/a/${orgId}/it/import`);
  await expect(page).toHaveTitle('Import IT Accounts | TaxDesk');
  await expect(page.getByRole('heading', { name: '1. Get the template' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download sample sheet' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('taxdesk-it-accounts-sample.xlsx');
  const sample = `${SHOTS}/taxdesk-it-accounts-sample.xlsx`;
  await download.saveAs(sample);

  await page.locator('input[type=file]').setInputFiles(sample);
  const preview = page.locator('[data-step="preview"]');
  await expect(preview).toBeVisible({ timeout: 30_000 });
  await expect(preview.locator('[data-stat="new"]')).toHaveText('New: 20');
  await expect(preview.locator('[data-stat="errors"]')).toHaveText('Errors: 0');
  await expect(preview.locator('[data-preview-table] tbody tr')).toHaveCount(20);
  // Passwords are never shown back.
  await expect(preview.locator('[data-preview-table]')).toContainText('••••••');
  await page.screenshot({ path: `${SHOTS}/import-preview.png`, fullPage: true });

  await page.getByRole('button', { name: 'Import 20 rows' }).click();
  const result = page.locator('[data-import-result]');
  await expect(result).toContainText('20 new, 0 updated, 0 unchanged');
  await expect(page.locator('[data-import-log] tbody tr')).toHaveCount(1);
  await page.screenshot({ path: `${SHOTS}/import-result.png`, fullPage: true });

  await result.getByRole('link', { name: 'See the PAN accounts' }).click();
  await expect(page).toHaveTitle('PAN Accounts | TaxDesk');
  await expect(page.locator('[data-list="itAccount"] tbody tr')).toHaveCount(20);
  await page.screenshot({ path: `${SHOTS}/import-pan-list.png`, fullPage: true });

  // The same sheet again: every account found, none added. A row with a password is an update:
  // the preview never compares a password with the stored one (a member could test guesses).
  await page.goto(`/a/${orgId}/it/import`);
  await page.locator('input[type=file]').setInputFiles(sample);
  await expect(page.locator('[data-stat="updated"]')).toHaveText('Updated: 20', { timeout: 30_000 });
  await expect(page.locator('[data-stat="new"]')).toHaveText('New: 0');
});

test('a file with mistakes: each bad row with its reason, valid rows only on request', async ({ page }) => {
  await signIn(page, user.email, user.password);
  await page.goto(`/a/${orgId}/it/import`);
  const csv = [
    'Name,PAN,Password,Client No.',
    'Good One,ABCPG1111K,pw1,C-1',
    'Bad PAN,ABCP1234K,pw2,C-2',
    'Again,ABCPG1111K,pw3,C-3',
    'No password,ABCPG2222K,,C-4',
  ].join('\n');
  await page.locator('input[type=file]').setInputFiles({
    name: 'mistakes.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const preview = page.locator('[data-step="preview"]');
  await expect(preview.locator('[data-stat="errors"]')).toHaveText('Errors: 3', { timeout: 30_000 });
  const bad = preview.locator('[data-preview-table] tbody tr[data-action="error"]');
  await expect(bad).toHaveCount(3);
  await expect(preview.locator('[data-preview-table] tr[data-problems="3"]')).toContainText(
    'PAN must be 5 letters, 4 digits and a letter',
  );
  await expect(preview.locator('[data-preview-table] tr[data-problems="4"]')).toContainText(
    'Duplicate: PAN ABCPG1111K is also on row 2',
  );
  await expect(preview.locator('[data-preview-table] tr[data-problems="5"]')).toContainText(
    'Password is required for a new account',
  );
  const importButton = page.getByRole('button', { name: 'Import 1 row' });
  await expect(importButton).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/import-errors.png`, fullPage: true });
  await page.getByLabel(/Skip the 3 rows with errors/).check();
  await importButton.click();
  await expect(page.locator('[data-import-result]')).toContainText(
    '1 new, 0 updated, 0 unchanged, 3 rows with errors skipped',
  );
});

test('a file that is not a spreadsheet is refused with the reason', async ({ page }) => {
  await signIn(page, user.email, user.password);
  await page.goto(`/a/${orgId}/it/import`);
  await page.locator('input[type=file]').setInputFiles({
    name: 'photo.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  });
  await expect(page.getByText('The file is not a spreadsheet: upload an XLSX or CSV file')).toBeVisible();
  await expect(page.locator('[data-step="upload"]')).toBeVisible();
});

test('the other imports offer their templates', async ({ page }) => {
  await signIn(page);
  for (const [path, title, file] of [
    ['it/importnoticestatus', 'Import Notice Status', 'taxdesk-notice-status-template.xlsx'],
    ['it/importItat', 'Import ITAT Cases', 'taxdesk-itat-appeals-template.xlsx'],
    ['it/importbranch', 'Import Branches', 'taxdesk-branches-template.xlsx'],
    ['rp/import', 'Import Reply Accounts', 'taxdesk-reply-accounts-template.xlsx'],
  ] as const) {
    await page.goto(`/a/${DEMO.orgId}/${path}`);
    await expect(page).toHaveTitle(`${title} | TaxDesk`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template' }).click();
    expect((await downloading).suggestedFilename()).toBe(file);
    await page.screenshot({ path: `${SHOTS}/${path.replace('/', '-')}.png`, fullPage: true });
  }
});

test('ITAT cases and branches: preview a wide sheet, import, find them in their lists', async ({ page }) => {
  await signIn(page, user.email, user.password);
  await page.goto(`/a/${orgId}/it/importItat`);
  const itat = [
    'Appeal No.,PAN,Assessee,Assessment Year,Bench,Appeal Type,Filed By,Filed On,Status,Next Hearing,Order Date,Remarks',
    'ITA 1201/MUM/2024,ABCPG1111K,Good One,2021-22,Mumbai,ITA,Assessee,14/06/2024,Fixed for hearing,20/01/2031,,Section 68 additions',
    'ITA 88/PUN/2023,ABCPG1111K,Good One,2019-20,Pune,CO,Department,2023-02-01,Disposed,,2024-11-30,',
    'ITA 90/PUN/2023,ABCPG1111K,Good One,2019-21,Pune,XX,,31/02/2023,Listed,,,',
  ].join('\n');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'itat.csv', mimeType: 'text/csv', buffer: Buffer.from(itat) });
  const preview = page.locator('[data-step="preview"]');
  await expect(preview.locator('[data-stat="new"]')).toHaveText('New: 2', { timeout: 30_000 });
  await expect(preview.locator('[data-stat="errors"]')).toHaveText('Errors: 1');
  await page.screenshot({ path: `${SHOTS}/import-itat-preview.png`, fullPage: true });
  await page.getByLabel(/Skip the 1 row with errors/).check();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.locator('[data-import-result]')).toContainText('2 new');
  await page.locator('[data-import-result]').getByRole('link', { name: 'See the ITAT appeals' }).click();
  await expect(page).toHaveTitle('ITAT Appeals | TaxDesk');
  await expect(page.getByText('ITA 1201/MUM/2024')).toBeVisible();

  await page.goto(`/a/${orgId}/it/importbranch`);
  const branches = 'Branch Code,Branch Name,City\nMUM,Mumbai HQ,Mumbai\nPUN,Pune,Pune\n';
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'branches.csv', mimeType: 'text/csv', buffer: Buffer.from(branches) });
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.locator('[data-import-result]')).toContainText('2 new');
  await page.getByText('2. Accounts of each branch').click();
  const mapping = 'PAN,Branch\nABCPG1111K,Pune\n';
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'mapping.csv', mimeType: 'text/csv', buffer: Buffer.from(mapping) });
  await expect(page.locator('[data-stat="updated"]')).toHaveText('Updated: 1', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(page.locator('[data-import-result]')).toContainText('0 new, 1 updated');
  await page.goto(`/a/${orgId}/it/pan/ABCPG1111K`);
  await expect(page.getByText('PUN', { exact: true }).first()).toBeVisible();
});

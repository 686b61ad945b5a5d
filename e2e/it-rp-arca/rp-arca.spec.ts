import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signInTo } from '../support/demo';

/**
 * The Reply (RP), ARCA and ITAT screens as a person uses them: sync the firm's ARCA login and
 * watch it end, open its records; a wrong ARCA password lands the login blocked until the password
 * is updated; sync the Reply accounts and open one with its clients, proceedings and a request
 * batch; refresh the ITAT appeals' status.
 */
test.describe.configure({ mode: 'serial' });

/** The sandbox's (default seed) ARCA logins: the demo organisation has the first. */
const ARCA = { arcaId: 'ARCA104917', name: 'Arjun Kumar Kamath' };
const SECOND_ARCA = { arcaId: 'ARCA566194', password: 'Cricket$1983' };
/** The demo organisation's first Reply account. */
const RP = { rpPan: 'TOYPJ0123D', name: 'Gaurav Joshi' };

const SHOTS = process.env.RP_ARCA_SHOTS ?? 'test-results/it-rp-arca';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Waits until the sync shown on the page has ended. */
async function waitForBatchEnd(page: Page) {
  await expect(page.locator('[data-batch-state]')).toBeVisible();
  await expect(page.locator('[data-batch-state]')).toHaveAttribute('data-batch-state', /done|cancelled/, {
    timeout: 90_000,
  });
}

test('ARCA sync: the firm’s CA login syncs live, then its worklist, UDINs and filed forms open', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInTo(page, `/a/${DEMO.orgId}/arca/sync`);
  await expect(page).toHaveTitle('ARCA Sync | TaxDesk');
  const row = page.locator(`[data-sync-accounts] [data-account="${ARCA.arcaId}"]`);
  // Another spec (the UDIN report) may have synced it already; a re-sync must work the same.
  await expect(row).toHaveAttribute('data-state', /^(new|synced)$/);
  await shot(page, 'arca-sync-before');

  await page.getByRole('button', { name: 'Sync all ARCA logins' }).click();
  await expect(page.getByText(/Sync started for 1 ARCA login/)).toBeVisible();
  await waitForBatchEnd(page);
  await expect(page.locator('[data-batch-state]')).toContainText('1 of 1 done');
  await expect(row).toHaveAttribute('data-state', 'synced');
  await expect(row).toContainText(ARCA.name);
  await shot(page, 'arca-sync-done');

  await row.getByRole('link', { name: ARCA.arcaId }).click();
  await expect(page).toHaveTitle('ARCA Account | TaxDesk');
  await expect(page.locator('[data-detail="arcaAccount"]')).toContainText('Kamath Tiwari & Co.');
  const worklist = page.locator('[data-section="children-arcaWorklistItem"] tbody tr');
  await expect(worklist.first()).toBeVisible();
  await shot(page, 'arca-account');

  await worklist.first().click();
  await expect(page).toHaveTitle('ARCA Worklist Item | TaxDesk');
  await expect(page.locator('[data-section="fields"] [data-field="transactionNo"]')).toBeVisible();

  await page.goto(`/a/${DEMO.orgId}/arca/udin?udinStatus=PENDING`);
  await expect(page).toHaveTitle('UDIN List | TaxDesk');
  await expect(page.locator('[data-list="udin"]')).toBeVisible();
  await page.goto(`/a/${DEMO.orgId}/arca/udin`);
  await expect(page.locator('[data-list="udin"] tbody tr').first()).toBeVisible();
  await shot(page, 'arca-udin');
  await page.goto(`/a/${DEMO.orgId}/arca/arcafiledform`);
  await expect(page).toHaveTitle('ARCA Filed Forms | TaxDesk');
  await expect(page.locator('[data-list="arcaFiledForm"] tbody tr').first()).toBeVisible();
  await page.goto(`/a/${DEMO.orgId}/arca/arcaworklist`);
  await expect(page.locator('[data-list="arcaWorklistItem"] tbody tr').first()).toBeVisible();
  await shot(page, 'arca-worklist');
});

test('a wrong ARCA password blocks the login until the password is updated', async ({ page }) => {
  test.setTimeout(120_000);
  await signInTo(page, `/a/${DEMO.orgId}/arca/sync`);
  await page.getByRole('button', { name: 'Add ARCA login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('ARCA id').fill('ARCA12');
  await dialog.getByLabel('Portal password').fill('Wrong@1234');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('is not an ARCA id')).toBeVisible();
  await dialog.getByLabel('ARCA id').fill(SECOND_ARCA.arcaId.toLowerCase());
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const row = page.locator(`[data-sync-accounts] [data-account="${SECOND_ARCA.arcaId}"]`);
  await expect(row).toHaveAttribute('data-state', 'new');
  await page.getByRole('button', { name: 'Sync all ARCA logins' }).click();
  await waitForBatchEnd(page);
  await expect(row).toHaveAttribute('data-state', 'blocked');
  await expect(row).toContainText('The portal refused the password');
  await shot(page, 'arca-blocked');

  await row.getByRole('button', { name: 'Update password' }).click();
  const update = page.getByRole('dialog');
  await update.getByLabel('New password').fill(SECOND_ARCA.password);
  await update.getByRole('button', { name: 'Update password' }).click();
  await expect(update).toBeHidden();
  await expect(row).toHaveAttribute('data-state', 'new');
  await expect(row).toContainText('Password updated; not synced since');
});

test('Reply sync, then a Reply account with its clients, proceedings and a request batch', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInTo(page, `/a/${DEMO.orgId}/rp/sync`);
  await expect(page).toHaveTitle('Reply Sync | TaxDesk');
  await expect(page.locator('[data-sync-accounts] tbody tr')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sync all Reply accounts' }).click();
  await waitForBatchEnd(page);
  await expect(page.locator('[data-batch-state]')).toContainText('2 of 2 done');
  await expect(page.locator(`[data-sync-accounts] [data-account="${RP.rpPan}"]`)).toHaveAttribute(
    'data-state',
    'synced',
  );
  await shot(page, 'rp-sync-done');

  await page.goto(`/a/${DEMO.orgId}/rp/pan/${RP.rpPan}`);
  await expect(page).toHaveTitle('Reply PAN | TaxDesk');
  await expect(page.locator('[data-detail="rpAccount"]')).toContainText(RP.name);
  const clients = page.locator('[data-section="clients"] tbody tr');
  await expect(clients.first()).toBeVisible();
  expect(await clients.count()).toBeGreaterThanOrEqual(5);
  await expect(page.locator('[data-section="clients"]')).toContainText('TAN');
  await expect(page.locator('[data-section="children-rpProceeding"] tbody tr').first()).toBeVisible();
  await expect(page.locator('[data-section="children-rpNotice"] tbody tr').first()).toBeVisible();
  const batches = page.locator('[data-section="children-rpRequestBatch"] tbody tr');
  await expect(batches.first()).toBeVisible();
  await shot(page, 'rp-account');

  await batches.first().click();
  await expect(page).toHaveTitle('Request Batch | TaxDesk');
  await expect(page.locator('[data-section="batch-items"] tbody tr').first()).toBeVisible();
  await shot(page, 'rp-request-batch');

  // Income-tax proceedings of PAN clients; TDS ones of TAN clients.
  await page.goto(`/a/${DEMO.orgId}/it/rpproceeding`);
  await expect(page).toHaveTitle('Reply Proceedings | TaxDesk');
  const itRows = page.locator('[data-list="rpProceeding"] tbody tr');
  await expect(itRows.first()).toBeVisible();
  for (const cell of await page
    .locator('[data-list="rpProceeding"] td[data-field="entityNum"]')
    .allInnerTexts())
    expect(cell.trim()).toMatch(/^[A-Z]{5}\d{4}[A-Z]$/);
  await shot(page, 'rp-proceedings');
  await page.goto(`/a/${DEMO.orgId}/tds/rpproceeding`);
  await expect(itRows.first()).toBeVisible();
  for (const cell of await page
    .locator('[data-list="rpProceeding"] td[data-field="entityNum"]')
    .allInnerTexts())
    expect(cell.trim()).toMatch(/^[A-Z]{4}\d{5}[A-Z]$/);
  await page.goto(`/a/${DEMO.orgId}/it/rpnotices`);
  await expect(page.locator('[data-list="rpNotice"] tbody tr').first()).toBeVisible();
  await shot(page, 'rp-notices');
  await page.goto(`/a/${DEMO.orgId}/tds/rpbatch`);
  await expect(page).toHaveTitle('Request Batches | TaxDesk');
  await expect(page.locator('[data-list="rpRequestBatch"] tbody tr').first()).toBeVisible();
});

test('Sync ITAT refreshes the appeals’ status and finds the clients’ other appeals', async ({ page }) => {
  test.setTimeout(120_000);
  await signInTo(page, `/a/${DEMO.orgId}/it/itat`);
  await expect(page).toHaveTitle('ITAT Appeals | TaxDesk');
  const rows = page.locator('[data-list="itatAppeal"] tbody tr');
  // The demo holds six appeals; the first-start sync may already have found the clients' others.
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(6);
  await page.getByRole('link', { name: 'Sync ITAT' }).click();
  await expect(page).toHaveTitle('Sync ITAT | TaxDesk');
  await page.getByRole('button', { name: 'Sync ITAT status' }).click();
  await waitForBatchEnd(page);
  await shot(page, 'itat-sync-done');

  await page.goto(`/a/${DEMO.orgId}/it/itat`);
  await expect.poll(() => rows.count()).toBeGreaterThan(6);
  const statuses = await page.locator('[data-list="itatAppeal"] td[data-field="status"]').allInnerTexts();
  expect(statuses.some((s) => s.trim() !== 'Pending')).toBe(true);
  await shot(page, 'itat-list');

  await page.goto(`/a/${DEMO.orgId}/it/branch`);
  await expect(page).toHaveTitle('Branches | TaxDesk');
  await shot(page, 'branches');
});

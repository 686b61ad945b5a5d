import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { apiToken, DEMO, signIn, signInTo } from '../support/demo';
import { untilItBatchSettled, waitForDemoSync } from '../support/sync';

/**
 * The income-tax records end to end: the demo accounts sync from the sandbox portal, and the
 * proceedings, notices and PAN screens work on the generic list and detail pages.
 */
test.describe.configure({ mode: 'serial' });

// Run alone, the spec meets the first start's sync still going, whose runs "Sync all" would skip.
test('the demo has synced', async ({ page }) => {
  test.setTimeout(620_000);
  await signIn(page);
  await waitForDemoSync(page);
});

test('Sync all from the PAN accounts list fills proceedings and notices', async ({ page }) => {
  // Every module runs (returns, demands, payments, ... with their documents), slow and flaky accounts included.
  test.setTimeout(300_000);
  await signInTo(page, `/a/${DEMO.orgId}/it/pan`);
  await expect(page).toHaveTitle('PAN Accounts | TaxDesk');
  await expect(page.locator('[data-list="itAccount"] tbody tr')).toHaveCount(20);
  await page.getByRole('button', { name: 'Sync all' }).click();
  // The OTP-only client may still wait in the sign-in queue from the first start: it is skipped then.
  await expect(page.getByText(/Sync started for (19|20) PAN account/)).toBeVisible();

  // Wait for the workers to finish every run (the sandbox answers quickly).
  const token = await apiToken(page);
  await untilItBatchSettled(page, { authtoken: token }, undefined, 280_000);

  await page.goto(`/a/${DEMO.orgId}/it/synclog`);
  await expect(page).toHaveTitle('Sync Logs | TaxDesk');
  await expect(page.locator('[data-list="syncLog"] tbody tr').first()).toBeVisible();
  // What a run covered (sixteen modules for an income-tax run) takes two lines of its row, the
  // whole list in the cell's tooltip: a row is not eight lines tall.
  const covered = page.locator('[data-list="syncLog"] tbody tr td[data-field="modules"] [title]').first();
  await expect(covered).toHaveAttribute('title', /Tax credits \(Form 26AS\)/);
  const { height, line } = await covered.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    line: parseFloat(getComputedStyle(el).lineHeight),
  }));
  expect(height).toBeLessThanOrEqual(2 * line + 1);
  await page.screenshot({ path: 'test-results/it-sync-log.png', fullPage: true });

  await page.goto(`/a/${DEMO.orgId}/it/pan?loginStatus=login_blocked`);
  await expect(page.locator('[data-list="itAccount"] tbody tr')).toHaveCount(1);
});

test('proceedings filter, sort and open with their notices', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/proceeding`);
  await expect(page).toHaveTitle('Proceedings | TaxDesk');
  const rows = page.locator('[data-list="itProceeding"] tbody tr');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  expect(all).toBeGreaterThan(5);

  // Filter by status through the URL state, as a bookmark would.
  await page.goto(`/a/${DEMO.orgId}/it/proceeding?proceedingStatus=C`);
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeLessThan(all);
  for (const cell of await page
    .locator('[data-list="itProceeding"] tbody tr td[data-field="proceedingStatus"]')
    .allInnerTexts()) {
    expect(cell).toContain('Closed');
  }

  // Sort by assessment year by clicking its header; the URL keeps the choice.
  await page.goto(`/a/${DEMO.orgId}/it/proceeding`);
  await page.getByRole('columnheader', { name: /Assessment year/ }).click();
  await expect(page).toHaveURL(/sort=assessmentYear/);
  await page.screenshot({ path: 'test-results/it-proceedings.png', fullPage: true });

  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/proceeding/[^/?]+$`));
  await expect(page).toHaveTitle('Proceeding | TaxDesk');
  await expect(page.getByText('Notices').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/it-proceeding-detail.png', fullPage: true });
});

test('a notice opens with its PDF, and the list exports to CSV', async ({ page, context }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/proceedingnotice?sort=-issuedOn`);
  await expect(page).toHaveTitle('Proceeding Notices | TaxDesk');
  const rows = page.locator('[data-list="itNotice"] tbody tr');
  await expect(rows.first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^proceeding-notices-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines[0]).toContain('DIN');
  expect(lines.length).toBeGreaterThan(10);

  // The notice's own link (a click in the row's middle may land on its PAN's link instead).
  await rows.first().locator('td[data-field="headerSeqNo"] a').click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/proceedingnotice/\\d+$`));
  await expect(page).toHaveTitle('Notice | TaxDesk');
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: 'Open' }).first().click();
  const pdfTab = await popup;
  await pdfTab.waitForURL(/^blob:/);
  await page.screenshot({ path: 'test-results/it-notice-detail.png', fullPage: true });
});

test('a PAN account shows everything TaxDesk holds for it', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/pan?loginStatus=ok`);
  const rows = page.locator('[data-list="itAccount"] tbody tr');
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/pan/[A-Z]{5}[0-9]{4}[A-Z]$`));
  await expect(page).toHaveTitle('PAN Account | TaxDesk');
  await expect(page.getByText('Proceedings').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/it-pan-detail.png', fullPage: true });
});

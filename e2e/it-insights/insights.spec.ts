import { expect, test } from '../support/test';
import { DEMO, signIn, signInTo } from '../support/demo';
import { syncAllDemoAccounts } from '../support/sync';

/** The income-tax dashboards, timelines and report on synced demo data. */
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await browser.newPage();
  await signIn(page);
  await syncAllDemoAccounts(page);
  await page.close();
});

test('the income-tax overview counts accounts by sync state and notices by urgency', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it`);
  await expect(page).toHaveTitle('Income Tax | TaxDesk');
  await expect(page.locator('[data-stat="Accounts"]')).toHaveText('20');
  await expect(page.locator('[data-stat="Login blocked"]')).not.toHaveText('–');
  await page.screenshot({ path: 'test-results/it-overview.png', fullPage: true });
  await page.getByText('Login blocked', { exact: true }).click();
  await expect(page).toHaveURL(/\/it\/pan\?loginStatus=login_blocked/);
});

test('the proceeding dashboard shows open notices by section, year and branch, narrowed by branch', async ({
  page,
}) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/proceedingdashboard`);
  await expect(page).toHaveTitle('Proceeding Dashboard | TaxDesk');
  await expect(page.locator('[data-buckets="By section"] tbody tr').first()).toBeVisible();
  const all = Number(await page.locator('[data-stat="Open notices"]').innerText());
  // Some demo proceedings wait on a response to their latest notice; each such notice opens.
  const waiting = page.locator('[data-section="latest-unanswered"]');
  expect(Number(await page.locator('[data-stat="Latest notice unanswered"]').innerText())).toBeGreaterThan(0);
  await expect(waiting.locator('tbody tr').first()).toBeVisible();
  // The overdue notices show their due date and how overdue, inside their panel (no sideways scroll).
  const overdue = page.locator('[data-section="overdue"]');
  const due = overdue.locator('tbody tr').first().locator('td[data-field="responseDueDate"]');
  await expect(due).toContainText(/Overdue by \d+ days?/);
  const [panel, cell] = [await overdue.boundingBox(), await due.boundingBox()];
  expect(cell!.x + cell!.width).toBeLessThanOrEqual(panel!.x + panel!.width);
  await page.getByRole('combobox', { name: 'Branch' }).click();
  await page.getByRole('option', { name: 'Pune' }).click();
  await expect
    .poll(async () => Number(await page.locator('[data-stat="Open notices"]').innerText()))
    .toBeLessThan(all);
  await page.screenshot({ path: 'test-results/it-proceeding-dashboard.png', fullPage: true });
  await waiting.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/it\/proceedingnotice\/[^/]+$/);
});

test('the proceeding timeline puts due dates and hearings on a calendar', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/proceedingtimeline`);
  await expect(page).toHaveTitle('Proceeding Timeline | TaxDesk');
  // The demo's notices cluster in the months before today: walk back until a month has events.
  for (let i = 0; i < 6 && (await page.locator('.timeline-event').count()) === 0; i++) {
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.waitForTimeout(300);
  }
  await expect(page.locator('.timeline-event').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/it-proceeding-timeline.png', fullPage: true });
  await page.locator('.timeline-event').first().click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/`));
});

test('the notice report groups counts and exports CSV', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/noticereport`);
  await expect(page).toHaveTitle('Notice Report | TaxDesk');
  await expect(page.locator('[data-report="notices"] tbody tr').first()).toBeVisible();
  await page.getByText('Assessment year', { exact: true }).click();
  await expect(page.locator('[data-report="notices"] thead')).toContainText('Assessment year');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^notice-report-by-year-/);
  await page.screenshot({ path: 'test-results/it-notice-report.png', fullPage: true });
});

import { mkdirSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiToken, DEMO, signIn, signInTo } from '../support/demo';
import { syncAllDemoAccounts } from '../support/sync';

/** The income-tax reports on synced demo data: payments, returns by year, UDINs, tax credit mismatches. */
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.IT_REPORTS_SHOTS ?? 'test-results/it-reports';
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  const page = await browser.newPage();
  await signIn(page);
  await syncAllDemoAccounts(page);
  // UDINs come from the firm's own ARCA login: sync it too, and wait for its UDINs.
  const headers = { authtoken: await apiToken(page) };
  const udins = async () => {
    const res = await page.request.get(`/api/o/${DEMO.orgId}/records/udin?limit=1`, { headers });
    return ((await res.json()) as { data: { total: number } }).data.total;
  };
  if ((await udins()) === 0) {
    const started = await page.request.post(`/api/o/${DEMO.orgId}/arca/sync`, { headers, data: {} });
    expect(started.ok()).toBe(true);
    await expect.poll(udins, { timeout: 120_000, intervals: [1000] }).toBeGreaterThan(0);
  }
  await page.close();
});

test('the payment dashboard shows a financial year by month, type, refund status and payer', async ({
  page,
}) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/paymentdashboard`);
  await expect(page).toHaveTitle('Payment Dashboard | TaxDesk');
  await expect(page.locator('[data-chart="Payments and refunds by month"] [data-month]')).toHaveCount(12);
  await page.getByRole('combobox', { name: 'Financial year' }).click();
  await page.getByRole('option', { name: '2025-26' }).click();
  await expect(page.locator('[data-chart] [data-month="2025-04"]')).toBeVisible();
  await expect(page.locator('[data-stat="Challans"]')).not.toHaveText('0');
  await expect(page.locator('[data-amounts="Payments by type"] tbody tr').first()).toBeVisible();
  await expect(page.locator('[data-table="top-payers"] tbody tr').first()).toBeVisible();
  await shot(page, 'payment-dashboard');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toBe('payment-dashboard-2025-26.csv');

  const payer = page.locator('[data-table="top-payers"] tbody tr a').first();
  const pan = (await payer.innerText()).trim();
  await payer.click();
  await expect(page).toHaveURL(new RegExp(`/it/pan/${pan}$`));
});

test('return details puts each account against the assessment years, not-filed years marked', async ({
  page,
}) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/returndetails`);
  await expect(page).toHaveTitle('Return Details | TaxDesk');
  const rows = page.locator('[data-report="returns"] tbody tr');
  await expect(rows).toHaveCount(20);
  await expect(page.locator('[data-report="returns"] thead th')).toHaveCount(3 + 5);
  await expect(page.locator('[data-cell="not-filed"]').first()).toBeVisible();
  await shot(page, 'return-details');

  await page.getByRole('checkbox', { name: 'Only accounts with a year not filed' }).check();
  await expect.poll(() => rows.count()).toBeLessThan(20);
  await page.getByRole('checkbox', { name: 'Only accounts with a year not filed' }).uncheck();
  await page.getByRole('combobox', { name: 'Branch' }).click();
  await page.getByRole('option', { name: 'Pune' }).click();
  await expect.poll(() => rows.count()).toBeLessThan(20);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^return-details-\d{4}-\d{2}-\d{2}\.csv$/);

  await page.locator('[data-cell="filed"] a').first().click();
  await expect(page).toHaveTitle('Return | TaxDesk');
});

test('the UDIN report counts UDINs by status, form and month and lists those not yet updated', async ({
  page,
}) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/udinreport`);
  await expect(page).toHaveTitle('UDIN Report | TaxDesk');
  await expect(page.locator('[data-stat="UDINs"]')).not.toHaveText('–');
  const total = Number(await page.locator('[data-stat="UDINs"]').innerText());
  const updated = Number(await page.locator('[data-stat="Updated"]').innerText());
  const pending = Number(await page.locator('[data-stat="Pending update"]').innerText());
  expect(total).toBeGreaterThan(0);
  expect(updated + pending).toBe(total);
  await expect(page.locator('[data-amounts="By form"] tbody tr').first()).toBeVisible();
  await expect(
    page.locator('[data-chart="UDINs by month the form was filed"] [data-month]').first(),
  ).toBeVisible();
  if (pending > 0)
    await expect(page.locator('[data-section="pending-udins"] tbody tr').first()).toBeVisible();
  await shot(page, 'udin-report');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^udin-report-all-years-/);

  await page.getByRole('link', { name: 'Open in UDIN list' }).click();
  await expect(page).toHaveTitle('UDIN List | TaxDesk');
  await expect(page).toHaveURL(/udinStatus=PENDING/);
});

test('the tax credit mismatch report compares returns with 26AS and narrows to mismatches', async ({
  page,
}) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/taxcreditmismatch`);
  await expect(page).toHaveTitle('Tax Credit Mismatch | TaxDesk');
  const rows = page.locator('[data-report="tax-credit-mismatch"] tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(
    page.locator('[data-report="tax-credit-mismatch"] tr[data-status="matched"]').first(),
  ).toBeVisible();
  const all = await rows.count();
  await shot(page, 'tax-credit-mismatch');

  await page.getByRole('switch', { name: 'Only mismatches' }).check();
  await expect.poll(() => rows.count()).toBeLessThan(all);
  await expect(page.locator('[data-report="tax-credit-mismatch"] tr[data-status="matched"]')).toHaveCount(0);
  await expect(
    page.locator(
      '[data-report="tax-credit-mismatch"] tr[data-status="short_claimed"], [data-report="tax-credit-mismatch"] tr[data-status="excess_claimed"]',
    ),
  ).not.toHaveCount(0);
  await shot(page, 'tax-credit-mismatch-only');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^tax-credit-mismatch-all-years-/);

  const withReturn = page
    .locator('[data-report="tax-credit-mismatch"] tbody tr a[href*="/it/returns/"]')
    .first();
  await withReturn.click();
  await expect(page).toHaveTitle('Return | TaxDesk');
  await page.goBack();
  const pan = page.locator('[data-report="tax-credit-mismatch"] tbody tr a[href*="/it/pan/"]').first();
  await pan.click();
  await expect(page).toHaveTitle('PAN Account | TaxDesk');
  await expect(page.locator('[data-section="children-itTaxCredit"]')).toBeVisible();
});

import { mkdirSync } from 'node:fs';
import { expect, test } from '../support/test';
import { DEMO, signInTo } from '../support/demo';

/**
 * Pre-GST matters end to end: a notice under an old law entered by hand, listed with the demo's
 * seeded ones, and worked from the list.
 */
const SHOTS = '/tmp/pregst';
mkdirSync(SHOTS, { recursive: true });
/** Marks this run's notice, whatever else the run adds. */
const token = `e2e-${Date.now().toString(36)}`;

test('a pre-GST notice entered by hand is listed and its status changed', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/pregst/manualnotice`);
  await expect(page).toHaveTitle('Manual Notices | TaxDesk');
  await expect(page.getByRole('heading', { name: 'Import matters from a spreadsheet' })).toBeVisible();
  await page.getByRole('button', { name: 'Add notice' }).first().click();
  const form = page.locator('[data-form="manual-notice"]');
  await form.locator('[data-field="gstin"]').click();
  await page.getByRole('option').first().click();
  await form.locator('[data-field="regime"]').click();
  await page.getByRole('option', { name: 'Service tax' }).click();
  await form.getByLabel('Notice type').fill('Show cause notice');
  await form.getByLabel('Section').fill('73(1)');
  await form.getByLabel('Reference no.').fill(`SCN/ST/${token}`);
  await form.getByLabel('Issued on').fill('2026-01-05');
  await form.getByLabel('Reply due').fill('2026-02-05');
  await form.getByLabel('Hearing date').fill('2026-02-12');
  await form.getByLabel('Amount (₹)').fill('1,25,000');
  await form.getByLabel('Description').fill(`Service tax on renting of property (${token})`);
  await form.locator('input[type="file"]').setInputFiles({
    name: 'scn.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.screenshot({ path: `${SHOTS}/manual-notice-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Add notice' }).click();
  await expect(page.getByText('Pre-GST Notice added')).toBeVisible();
  const entered = page.locator('[data-resource="preGstNotice"] tbody tr', { hasText: token });
  await expect(entered.locator('[data-manual]')).toBeVisible();
  await expect(entered).toContainText('Service tax');

  // A reply due before the issue date is refused at the field.
  await page.getByRole('button', { name: 'Add notice' }).first().click();
  await form.getByLabel('Issued on').fill('2026-02-10');
  await form.getByLabel('Reply due').fill('2026-01-10');
  await form.getByLabel('Notice type').click();
  await expect(form.getByText('Reply due cannot be before the issue date.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The pre-GST notices list has it beside the demo's seeded matters; its status is set from there.
  await page.goto(`/a/${DEMO.orgId}/pregst/notices`);
  await expect(page).toHaveTitle('Pre-GST Notices | TaxDesk');
  const row = page.locator('[data-list="preGstNotice"] tbody tr', { hasText: token });
  await expect(row).toHaveCount(1);
  await row.locator('input[type="checkbox"]').check();
  await page.locator('[data-bulk-status]').click();
  await page.getByRole('option', { name: 'In progress' }).first().click();
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(row.locator('td[data-field="workStatus"]')).toHaveText('In progress');
  await page.screenshot({ path: `${SHOTS}/pregst-notices.png`, fullPage: true });

  await page.goto(`/a/${DEMO.orgId}/pregst/notices`);
  await expect(page.locator('[data-list="preGstNotice"] tbody tr').nth(3)).toBeVisible();
});

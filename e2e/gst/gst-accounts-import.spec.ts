import { DEMO, signInTo } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * GST logins from a sheet: preview with each bad row's reason (username, GSTIN layout), valid
 * rows imported only on request, and the accounts in the GST list.
 */
test('a GST account sheet is previewed row by row and its valid rows imported', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/gst/import`);
  await expect(page).toHaveTitle('Import GST Accounts | TaxDesk');
  const stamp = Date.now().toString(36);
  const csv = [
    'Username,Password,GSTIN,Name',
    `e2e.gst.${stamp},Secret@1,27AAPFU0939F1ZV,E2E Traders ${stamp}`,
    `x,Secret@2,27AAACR5055K1Z7,Too short`,
    `e2e.bad.${stamp},Secret@3,99XYZ,Bad GSTIN`,
  ].join('\n');
  await page
    .locator('[data-step="upload"] input[type=file]')
    .first()
    .setInputFiles({ name: 'gst-accounts.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = page.locator('[data-step="preview"]');
  await expect(preview.locator('[data-stat="errors"]')).toHaveText('Errors: 2', { timeout: 30_000 });
  await expect(preview.locator('[data-stat="new"]')).toHaveText('New: 1');
  await expect(preview.locator('[data-preview-table] tr[data-problems="4"]')).toContainText(
    'GSTIN must be 15 letters or digits',
  );
  await expect(preview.locator('[data-preview-table] tr[data-problems="3"]')).toContainText('x:');
  const importButton = page.getByRole('button', { name: 'Import 1 row' });
  await expect(importButton).toBeDisabled();
  await page.getByLabel(/Skip the 2 rows with errors/).check();
  await importButton.click();
  await expect(page.locator('[data-import-result]')).toContainText(
    '1 new, 0 updated, 0 unchanged, 2 rows with errors skipped',
  );
  await page.goto(`/a/${DEMO.orgId}/gst?portalUserName=${encodeURIComponent(`e2e.gst.${stamp}`)}`);
  await expect(page.locator('[data-list="gstAccount"] tbody tr').first()).toContainText(
    `E2E Traders ${stamp}`,
  );
});

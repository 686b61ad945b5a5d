import { apiToken, DEMO, signIn } from '../support/demo';
import { checkA11y } from '../support/a11y';
import { expect, test } from '../support/test';

/**
 * TAN parties as a firm adds them: a sheet previewed row by row (a bad TAN refused by its rule),
 * the valid rows imported and looked up in the queue with the progress on the list, then one
 * more typed in (a bad one refused under the field first).
 */
test('TAN parties imported from a sheet and typed in are looked up, with progress on the list', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  // TANs of this run (the sandbox knows every well-formed TAN whose number does not end in 0).
  const n = String(10_000 + (Date.now() % 80_000)).slice(0, 4);
  const [first, second, typed] = [`PNEE${n}1F`, `PNEE${n}2F`, `PNEE${n}3F`];
  await page.goto(`/a/${DEMO.orgId}/tanparty`);
  await expect(page).toHaveTitle('TAN Parties | TaxDesk');

  await page.getByRole('button', { name: 'Import from a spreadsheet' }).click();
  const dialog = page.getByRole('dialog');
  const csv = ['TAN', first, second, 'MUM12345B'].join('\n');
  await dialog
    .locator('[data-step="upload"] input[type=file]')
    .first()
    .setInputFiles({ name: 'tans.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const preview = dialog.locator('[data-step="preview"]');
  await expect(preview.locator('[data-stat="errors"]')).toHaveText('Errors: 1', { timeout: 30_000 });
  await expect(preview.locator('[data-stat="new"]')).toHaveText('New: 2');
  await expect(preview.locator('[data-preview-table] tr[data-problems="4"]')).toContainText('MUM12345B');
  await checkA11y(page, '[role="dialog"]');
  await dialog.getByLabel(/Skip the 1 row with errors/).check();
  await dialog.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(dialog.locator('[data-import-result]')).toContainText('2 new');
  await page.keyboard.press('Escape');

  // The lookups run in the queue; the list shows the batch until it is done.
  const batch = page.locator('[data-batch-state]');
  await expect(batch).toBeVisible({ timeout: 15_000 });
  await expect(batch).toHaveAttribute('data-batch-state', 'done', { timeout: 60_000 });
  for (const tan of [first, second]) {
    await page.goto(`/a/${DEMO.orgId}/tanparty?q=${tan}`);
    await expect(page.locator('[data-list="tanParty"] tbody tr').first()).toContainText('Found');
  }

  await page.goto(`/a/${DEMO.orgId}/tanparty`);
  const field = page.getByLabel('Add a TAN');
  await field.fill('MUMA1234');
  await page.getByRole('button', { name: 'Add and look up' }).click();
  await expect(page.getByText(/MUMA1234: /).first()).toBeVisible();
  await field.fill(typed.toLowerCase());
  await page.getByRole('button', { name: 'Add and look up' }).click();
  await expect(page).toHaveURL(/batch=/);
  await expect(page.locator('[data-batch-state]')).toHaveAttribute('data-batch-state', 'done', {
    timeout: 60_000,
  });
  const token = await apiToken(page);
  const found = await page.request.get(`/api/o/${DEMO.orgId}/records/tanParty?q=${typed}`, {
    headers: { authtoken: token },
  });
  const rows = ((await found.json()) as { data: { rows: { data: Record<string, unknown> }[] } }).data.rows;
  expect(rows[0]?.data).toMatchObject({ tan: typed, lookupStatus: 'found' });
});

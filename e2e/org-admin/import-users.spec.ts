import { expect, test } from '../support/test';
import { DEMO, signInTo } from '../support/demo';

test('import members from a CSV: preview with row errors, then invite the valid rows', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/importusers`);
  await expect(page).toHaveTitle('Import Users | TaxDesk');
  const csv = [
    'Email,Name,Role',
    'anil@firm.test,Anil,member',
    'broken-address,Bad,member',
    'sita@firm.test,Sita,',
  ].join('\n');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose a file' }).click();
  await (await chooser).setFiles({ name: 'team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText('team.csv: 3 rows, 2 ready, 1 with errors')).toBeVisible();
  await expect(page.getByText(/broken-address is not an email address/).first()).toBeVisible();
  if (process.env.ORG_ADMIN_SHOTS)
    await page.screenshot({ path: `${process.env.ORG_ADMIN_SHOTS}/import-users.png`, fullPage: true });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /Import 2 rows/ }).click();
  await expect(page.getByText('2 invitation(s) made from team.csv; 1 row(s) skipped.')).toBeVisible();
  await page.goto(`/a/${DEMO.orgId}/user`);
  await expect(page.getByTestId('invitations').locator('tr[data-email="sita@firm.test"]')).toContainText(
    'Pending',
  );
});

import { expect, test } from '../support/test';
import { apiToken, DEMO, signIn } from '../support/demo';

/** GST screens beside pre-GST's: the GSTR-2B import next to the account import, ARN tracking, manual notices. */
test('a GSTR-2B file is imported beside the account import; ARN and manual notice screens open', async ({
  page,
}) => {
  await signIn(page);
  const headers = { authtoken: await apiToken(page) };
  const accounts = await page.request.get(`/api/o/${DEMO.orgId}/records/gstAccount?limit=1`, { headers });
  const gstin = ((await accounts.json()) as { data: { rows: { data: { gstin: string } }[] } }).data.rows[0]!
    .data.gstin;

  await page.goto(`/a/${DEMO.orgId}/gst/import`);
  await expect(page).toHaveTitle('Import GST Accounts | TaxDesk');
  const panel = page.locator('[data-panel="gstr2b"]');
  await expect(panel.getByRole('heading', { name: 'Import GSTR-2B' })).toBeVisible();
  const file = {
    data: {
      gstin,
      rtnprd: '082026',
      docdata: {
        b2b: [
          {
            ctin: '29AAACM1234C1Z0',
            trdnm: 'Mehta Mills',
            inv: [
              {
                inum: 'MM/1',
                dt: '05-08-2026',
                val: 11800,
                pos: '27',
                rev: 'N',
                itcavl: 'Y',
                items: [{ rt: 18, txval: 10000, igst: 1800, cgst: 0, sgst: 0, cess: 0 }],
              },
            ],
          },
        ],
      },
    },
  };
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'gstr2b.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(file)),
  });
  await panel.getByRole('button', { name: 'Import GSTR-2B' }).click();
  await expect(panel.locator('[data-gstr2b-reports] tbody tr').first()).toContainText('Imported');
  // Another spec may list the same supplier for another month or another GSTIN: this file's row.
  const row = panel
    .locator('tbody tr', { hasText: '29AAACM1234C1Z0' })
    .filter({ hasText: 'Aug 2026' })
    .filter({ hasText: gstin });
  await expect(row).toContainText('Unknown');
  await expect(row).toContainText('Aug 2026');

  // A file that is not JSON is refused with the reason.
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'notes.json',
    mimeType: 'application/json',
    buffer: Buffer.from('not json'),
  });
  await panel.getByRole('button', { name: 'Import GSTR-2B' }).click();
  await expect(panel.getByText(/The file is not JSON/)).toBeVisible();

  await page.goto(`/a/${DEMO.orgId}/gst/arn/import`);
  await expect(page).toHaveTitle('Import ARNs | TaxDesk');
  await page.goto(`/a/${DEMO.orgId}/gst/arn/sync`);
  await expect(page).toHaveTitle('ARN Sync | TaxDesk');
  await expect(page.getByRole('button', { name: 'Sync ARN status' })).toBeVisible();
  await page.goto(`/a/${DEMO.orgId}/gst/manualnotice`);
  await expect(page).toHaveTitle('Manual Notices | TaxDesk');
  await expect(page.getByRole('button', { name: 'Add notice' }).first()).toBeVisible();
});

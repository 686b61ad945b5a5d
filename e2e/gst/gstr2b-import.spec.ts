import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import { apiToken, DEMO, signIn } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * A ZIP of GSTR-2B files as the portal writes them: each file reported on its own, and each GSTIN
 * and period's ITC summary — the file's own itcsumm — shown above the supplier rows.
 */
const FIXTURES = new URL('../../apps/server/src/areas/gst/gstr2b/fixtures/', import.meta.url);

/** A fixture made out to one of the demo's GSTINs (the import takes a file only for a client's GSTIN). */
const forClient = (name: string, gstin: string) => {
  const file = JSON.parse(readFileSync(fileURLToPath(new URL(name, FIXTURES)), 'utf8')) as {
    data: { gstin: string };
  };
  file.data.gstin = gstin;
  return JSON.stringify(file);
};

test('a ZIP of GSTR-2B files: each file reported, each period’s ITC summary shown to the rupee', async ({
  page,
}) => {
  await signIn(page);
  const headers = { authtoken: await apiToken(page) };
  const accounts = await page.request.get(`/api/o/${DEMO.orgId}/records/gstAccount?limit=1`, { headers });
  const gstin = ((await accounts.json()) as { data: { rows: { data: { gstin: string } }[] } }).data.rows[0]!
    .data.gstin;
  const zip = new JSZip();
  zip.file('returns_R2B_082026.json', forClient('constructed_R2B_27AAPFU0939F1ZV_082026.json', gstin));
  zip.file('returns_R2BQ_092026.json', forClient('constructed_R2BQ_27AAPFU0939F1ZV_092026.json', gstin));
  zip.file('readme.txt', 'not a 2B');

  await page.goto(`/a/${DEMO.orgId}/gst/import`);
  const panel = page.locator('[data-panel="gstr2b"]');
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'clients.zip',
    mimeType: 'application/zip',
    buffer: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
  });
  await panel.getByRole('button', { name: 'Import GSTR-2B' }).click();
  const reports = panel.locator('[data-gstr2b-reports] tbody tr');
  await expect(reports).toHaveCount(3);
  await expect(reports.nth(0)).toContainText('Imported');
  await expect(reports.nth(0)).toContainText('2026-08');
  await expect(reports.nth(1)).toContainText('2026-09 (quarter)');
  await expect(reports.nth(2)).toContainText('Not a JSON file');

  // The August file's own summary: B2B and others 25,020.09 IGST + 37.50 CGST + 37.50 SGST.
  const august = panel.locator(`[data-gstr2b-summary="${gstin} 2026-08"]`);
  await expect(august.locator('[data-line="b2b"]')).toContainText('25,095.09');
  await expect(august.locator('[data-line="imports"]')).toContainText('75,300');
  await expect(august.locator('[data-line="creditNotes"]')).toContainText('1,460');
  await expect(august.locator('[data-line="rejected"]')).toContainText('1,800');
  const quarter = panel.locator(`[data-gstr2b-summary="${gstin} 2026-09"]`);
  await expect(quarter.locator('[data-line="rejected"]')).toContainText('3,355.94');
  await expect(panel.locator('tbody tr', { hasText: 'ICEGATE' }).first()).toBeVisible();

  // The same ZIP again changes nothing, and says so.
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'clients.zip',
    mimeType: 'application/zip',
    buffer: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }),
  });
  await panel.getByRole('button', { name: 'Import GSTR-2B' }).click();
  await expect(reports.nth(0)).toContainText('Unchanged');
  await expect(reports.nth(1)).toContainText('Unchanged');
});

import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { checkA11y } from '../support/a11y';
import { apiToken, DEMO, signIn } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * The 2B reconciliation on the demo: a client's GSTR-2B for August 2026 (its B2B invoices, from
 * the reader's fixture) against a purchase register built here, so each outcome's count is known:
 *
 * | register row                    | 2B                         | outcome        |
 * |---------------------------------|----------------------------|----------------|
 * | MM/26-27/101, IGST 18,000       | the same                   | matched        |
 * | KM/1, IGST 2,24,000             | the same                   | matched        |
 * | MM/26-27/102, IGST 4,000.09     | IGST 4,500.09              | amount differs |
 * | RT-99 (Rana Transport)          | —                          | in books only  |
 * | —                               | RT-88 (Rana Transport)     | in 2B only     |
 */
const SHOTS = '/tmp/gst-reconciliation';
mkdirSync(SHOTS, { recursive: true });
const FIXTURE = new URL(
  '../../apps/server/src/areas/gst/gstr2b/fixtures/constructed_R2B_27AAPFU0939F1ZV_082026.json',
  import.meta.url,
);
const PERIOD = '2026-08';

/** The fixture's B2B invoices only, made out to the client's GSTIN. */
function twoBFile(gstin: string): Buffer {
  const file = JSON.parse(readFileSync(fileURLToPath(FIXTURE), 'utf8')) as {
    data: { gstin: string; docdata: Record<string, unknown>; docRejdata?: unknown };
  };
  file.data.gstin = gstin;
  file.data.docdata = { b2b: file.data.docdata.b2b };
  delete file.data.docRejdata;
  return Buffer.from(JSON.stringify(file));
}

const REGISTER = Buffer.from(
  'Supplier GSTIN,Supplier Name,Invoice No,Invoice Date,Taxable Value,IGST,CGST,SGST,Cess\r\n' +
    '29AAACM1234C1Z0,Mehta Mills,MM/26-27/101,04/08/2026,100000,18000,0,0,0\r\n' +
    '29AAACM1234C1Z0,Mehta Mills,MM/26-27/102,19/08/2026,25000.50,4000.09,0,0,0\r\n' +
    '24AAACR5055K2ZC,Kaveri Motors,KM/1,12/08/2026,800000,224000,0,0,0\r\n' +
    '27AAACR5055K1Z7,Rana Transport,RT-99,21/08/2026,40000,0,1000,1000,0\r\n',
);

test('2B reconciliation: a register against the 2B, counts, a mark kept across uploads, the workbook', async ({
  page,
}) => {
  await signIn(page);
  const headers = { authtoken: await apiToken(page) };
  // The second GST login's GSTIN: the 2B import test uses the first's for the same month.
  const accounts = await page.request.get(`/api/o/${DEMO.orgId}/records/gstAccount?limit=2`, { headers });
  const gstin = ((await accounts.json()) as { data: { rows: { data: { gstin: string } }[] } }).data.rows[1]!
    .data.gstin;

  // The client's 2B for the month, through the 2B import.
  await page.goto(`/a/${DEMO.orgId}/gst/import`);
  const panel = page.locator('[data-panel="gstr2b"]');
  await panel.locator('input[type="file"]').setInputFiles({
    name: 'returns_R2B_082026.json',
    mimeType: 'application/json',
    buffer: twoBFile(gstin),
  });
  await panel.getByRole('button', { name: 'Import GSTR-2B' }).click();
  await expect(panel.locator('[data-gstr2b-reports] tbody tr').first()).toContainText(PERIOD);

  await page.goto(`/a/${DEMO.orgId}/gst/reconciliation`);
  const screen = page.locator('[data-screen="gst-reconciliation"]');
  await screen.getByLabel('Client GSTIN').fill(gstin);
  await screen.getByLabel('Period (YYYY-MM)').fill(PERIOD);
  const upload = async () => {
    await screen.locator('input[type="file"]').setInputFiles({
      name: 'register.csv',
      mimeType: 'text/csv',
      buffer: REGISTER,
    });
    await screen.getByRole('button', { name: 'Upload register' }).click();
    await expect(screen.getByRole('alert')).toContainText('4 invoices read from register.csv');
  };
  await upload();

  const outcome = screen.getByRole('radiogroup', { name: 'Outcome' });
  for (const label of [
    'Matched (2)',
    'Amount differs (1)',
    'Date differs (0)',
    'In 2B only (1)',
    'In books only (1)',
  ])
    await expect(outcome.getByText(label, { exact: true })).toBeVisible();
  await expect(
    screen.getByText(/4 invoices in the books \(register\.csv\); 4 documents in the 2B/),
  ).toBeVisible();

  // Amount differs lists the one invoice, with both sides' tax; it is marked for follow-up.
  await outcome.getByText('Amount differs (1)', { exact: true }).click();
  const rows = screen.locator('[data-report="recon-invoices"] tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('MM/26-27/102');
  await expect(rows.first()).toContainText('4,000.09');
  await expect(rows.first()).toContainText('4,500.09');
  await expect(rows.first()).toContainText('19-Aug-2026');
  await rows.first().getByRole('checkbox', { name: 'Pick MM/26-27/102' }).check();
  await screen.getByRole('button', { name: 'Mark follow up with the supplier' }).click();
  await expect(rows.first()).toContainText('Follow up with the supplier');

  // The register again (a corrected export, say): the mark stays with the invoice.
  await upload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Follow up with the supplier');

  await outcome.getByText('In books only (1)', { exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('RT-99');
  await outcome.getByText('Amount differs (1)', { exact: true }).click();
  await expect(rows.first()).toContainText('Follow up with the supplier');

  // The workbook: the summary by supplier, a sheet per outcome, the mark on its row.
  const downloading = page.waitForEvent('download');
  await screen.getByRole('button', { name: /Excel/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`2b-reconciliation-${gstin}-${PERIOD}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  expect(book.worksheets.map((w) => w.name)).toEqual([
    'By supplier',
    'Matched',
    'Amount differs',
    'Date differs',
    'In 2B only',
    'In books only',
  ]);
  const rowsOf = (name: string) => {
    const sheet = book.getWorksheet(name)!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    const out: Record<string, unknown>[] = [];
    sheet.eachRow((row, n) => {
      if (n === 1) return;
      const values = (row.values as unknown[]).slice(1);
      out.push(Object.fromEntries(header.map((h, i) => [h, values[i]])));
    });
    return out;
  };
  expect(rowsOf('Matched')).toHaveLength(2);
  expect(rowsOf('Amount differs')).toEqual([
    expect.objectContaining({
      'Supplier GSTIN': '29AAACM1234C1Z0',
      'Books invoice no.': 'MM/26-27/102',
      '2B invoice no.': 'MM/26-27/102',
      'Tax difference (2B − books)': 500,
      Mark: 'Follow up with the supplier',
    }),
  ]);
  expect(rowsOf('In 2B only').map((r) => r['2B invoice no.'])).toEqual(['RT-88']);
  expect(rowsOf('In books only').map((r) => r['Books invoice no.'])).toEqual(['RT-99']);
  const suppliers = rowsOf('By supplier');
  expect(suppliers.find((r) => r['Supplier GSTIN'] === '29AAACM1234C1Z0')).toMatchObject({
    Matched: 1,
    'Amount differs': 1,
  });

  await checkA11y(page);
  await page.screenshot({ path: `${SHOTS}/reconciliation.png`, fullPage: true });
});

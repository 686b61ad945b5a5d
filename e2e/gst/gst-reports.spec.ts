import { type Page } from '@playwright/test';
import { apiToken, DEMO, signIn } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * GST's own reports and print views over the demo's GST accounts, which the demo server syncs on
 * its first start: the filing grid with late and not-filed returns, the notice report, and the
 * printable challan and GSTR-3A notice (no header or footer, A4 on paper).
 */
test.describe.configure({ mode: 'serial' });

const base = `/a/${DEMO.orgId}/gst`;

type Grid = { rows: { cells: Record<string, Record<string, { status: string }>> }[] };

/** Waits until the first sync has read filing statuses with both a late and a missing return. */
async function gridReady(page: Page): Promise<void> {
  const headers = { authtoken: await apiToken(page) };
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${DEMO.orgId}/gst/reports/returns`, { headers });
        const grid = ((await res.json()) as { data: Grid }).data;
        const statuses = new Set(
          grid.rows.flatMap((r) =>
            Object.values(r.cells).flatMap((c) => Object.values(c).map((x) => x.status)),
          ),
        );
        return statuses.has('filed_late') && statuses.has('not_filed');
      },
      { timeout: 280_000, intervals: [2000] },
    )
    .toBe(true);
}

async function firstRecord(page: Page, type: string, query = ''): Promise<Record<string, unknown>> {
  const headers = { authtoken: await apiToken(page) };
  let data: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${DEMO.orgId}/records/${type}?limit=1${query}`, {
          headers,
        });
        data = ((await res.json()) as { data: { rows: { data: Record<string, unknown> }[] } }).data.rows[0]
          ?.data;
        return Boolean(data);
      },
      { timeout: 120_000, intervals: [2000] },
    )
    .toBe(true);
  return data!;
}

test('the return filing grid marks late and not-filed returns and exports', async ({ page }) => {
  // The first GST sync of the demo may still be running on a busy machine.
  test.setTimeout(360_000);
  await signIn(page);
  await gridReady(page);
  await page.goto(`${base}/returnfile`);
  await expect(page).toHaveTitle('Return Filing Status | TaxDesk');
  const grid = page.locator('[data-report="gst-returns"]');
  await expect(grid.locator('td[data-cell="filed_late"]').first()).toBeVisible();
  await expect(grid.locator('td[data-cell="not_filed"]').first()).toContainText('Not filed');
  await expect(grid.locator('td[data-cell="filed_late"]').first()).toContainText('Late');

  // Narrowed to one return type, every line is that return.
  await page.getByRole('combobox', { name: 'Return type' }).click();
  await page.getByRole('option', { name: 'GSTR-3B' }).click();
  await expect(grid.locator('tbody tr').first()).toContainText('GSTR-3B');
  await expect(grid.locator('tbody tr', { hasNotText: 'GSTR-3B' })).toHaveCount(0);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  expect((await csv).suggestedFilename()).toMatch(/^return-filing-status-\d{4}-\d{2}\.csv$/);
  const xlsx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'XLSX' }).click();
  expect((await xlsx).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.goto(`${base}/noreturnfile`);
  await expect(page).toHaveTitle('Non-Filers | TaxDesk');
  await expect(page.locator('[data-report="gst-non-filers"] tbody tr').first()).toBeVisible();
});

test('the notice report counts GST notices by type and by GSTIN', async ({ page }) => {
  await signIn(page);
  await firstRecord(page, 'gstNotice');
  await page.goto(`${base}/noticereport`);
  await expect(page).toHaveTitle('Notice Report | TaxDesk');
  const report = page.locator('[data-report="notices"]');
  await expect(report.locator('thead')).toContainText('Notice type');
  await expect(report.locator('tbody tr').first()).toBeVisible();
  await page.getByText('GSTIN', { exact: true }).click();
  await expect(report.locator('thead')).toContainText('GSTIN');
  await expect(report.locator('tbody td').first()).toHaveText(/^\d{2}[A-Z0-9]{13}$/);
});

test('a challan prints from its detail on A4 without the app around it', async ({ page }) => {
  await signIn(page);
  const challan = await firstRecord(page, 'gstChallan', '&status=S');
  await page.goto(`${base}/challan/${encodeURIComponent(String(challan.brn_num))}`);
  await page.getByRole('link', { name: 'Print view' }).click();
  await expect(page).toHaveURL(/\/gst\/challanfile\?brn=/);
  await expect(page).toHaveTitle('Challan File | TaxDesk');
  const doc = page.locator('[data-print="document"]');
  await expect(doc).toContainText(String(challan.cpin));
  await expect(doc).toContainText(String(challan.gstin));
  await expect(doc.locator('[data-print="heads"]')).toContainText('CGST');
  await expect(page.locator('header')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('a GSTR-3A notice prints from its detail', async ({ page }) => {
  await signIn(page);
  const notice = await firstRecord(page, 'gstNotice', '&applnCd=APL3A');
  await page.goto(`${base}/notice/${encodeURIComponent(String(notice.noticeOrderId))}`);
  await page.getByRole('link', { name: 'Print view' }).click();
  await expect(page).toHaveURL(/\/gst\/noticefile\?noticeOrderId=/);
  const doc = page.locator('[data-print="document"]');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('Form GSTR-3A');
  await expect(doc).toContainText(String(notice.gstin));
  await expect(page.locator('header')).toHaveCount(0);
  await page.emulateMedia({ media: 'print' });
  expect((await page.pdf({ format: 'A4' })).length).toBeGreaterThan(1000);
});

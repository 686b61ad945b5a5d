import { mkdirSync, readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { readZip } from '../../apps/server/test/zip-reader';
import { apiToken, DEMO, signIn, signInTo } from '../support/demo';

/**
 * Work on notices end to end: status, assignee, comments and history on a notice, bulk status
 * from the list, a notice entered by hand and reviewed, and a ZIP of a PAN's documents.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/it-workflow';
mkdirSync(SHOTS, { recursive: true });
let pan = '';
/** Marks this run's manual notice, whatever else the run's other specs add. */
const token = `e2e-${Date.now().toString(36)}`;

/** Syncs the proceedings (with notices and their PDFs) and replies of a few demo accounts. */
async function syncSome(page: Page): Promise<string[]> {
  const headers = { authtoken: await apiToken(page) };
  const accounts = await page.request.get(
    `/api/o/${DEMO.orgId}/records/itAccount?limit=3&loginStatus=new,ok`,
    {
      headers,
    },
  );
  const pans = ((await accounts.json()) as { data: { rows: { key: string }[] } }).data.rows.map((r) => r.key);
  await page.request.post(`/api/o/${DEMO.orgId}/sync/it/batches`, {
    headers,
    data: { accounts: pans, modules: ['proceedings', 'replies'] },
  });
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/o/${DEMO.orgId}/records/syncLog?status=queued,running&limit=1`,
          {
            headers,
          },
        );
        return ((await res.json()) as { data: { total: number } }).data.total;
      },
      { timeout: 200_000, intervals: [1000] },
    )
    .toBe(0);
  return pans;
}

async function choose(page: Page, input: string, option: string | RegExp): Promise<void> {
  await page.locator(input).click();
  await page.getByRole('option', { name: option }).first().click();
}

test("a notice's work status, assignee and comments land in its history, and the list sets status in bulk", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page);
  const pans = await syncSome(page);
  expect(pans.length).toBeGreaterThan(0);

  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice`);
  const rows = page.locator('[data-list="itNotice"] tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.locator('[data-list="itNotice"] thead')).toContainText('Work status');
  const opened = await rows.first().getAttribute('data-key');
  await rows.first().locator('td[data-field="documentIdentificationNumber"]').click();
  await expect(page.locator('[data-detail="itNotice"]')).toBeVisible();

  await choose(page, '[data-work="status"]', 'In progress');
  await expect(page.locator('[data-section="history"] [data-event="status"]').first()).toContainText(
    DEMO.email,
  );
  await choose(page, '[data-work="assignee"]', /demo@taxdesk\.local/);
  await expect(page.locator('[data-section="history"] [data-event="assignee"]').first()).toContainText(
    'Assignee',
  );
  await page.getByLabel('Add a comment').fill('Asked the client for the ledger; reply by Friday.');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.locator('[data-section="comments"] [data-comment]')).toContainText('ledger');
  const history = page.locator('[data-section="history"]');
  await expect(history.locator('[data-event="status"]').first()).toContainText('In progress');
  await expect(history.locator('[data-event="comment"]').first()).toContainText('reply by Friday');
  await expect(page.locator('[data-work="status"]')).toHaveValue('In progress');
  await page.screenshot({ path: `${SHOTS}/notice-work.png`, fullPage: true });

  // Bulk: tick two notices on the list and close them.
  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice`);
  await expect(rows.nth(2)).toBeVisible();
  const keys = [await rows.nth(1).getAttribute('data-key'), await rows.nth(2).getAttribute('data-key')];
  await rows.nth(1).locator('input[type="checkbox"]').check();
  await rows.nth(2).locator('input[type="checkbox"]').check();
  await expect(page.locator('[data-bulk]')).toContainText('2 proceeding notices selected');
  await choose(page, '[data-bulk-status]', 'Closed');
  await page.screenshot({ path: `${SHOTS}/notice-bulk.png`, fullPage: true });
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('2 proceeding notices updated')).toBeVisible();

  // Other specs of the run may work on notices too: check ours are there and the filter holds.
  const keysShown = () => rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-key')));
  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice?workStatus=closed`);
  await expect.poll(keysShown).toEqual(expect.arrayContaining(keys));
  for (const text of await page.locator('[data-list="itNotice"] td[data-field="workStatus"]').allInnerTexts())
    expect(text).toBe('Closed');
  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice?assignee=${encodeURIComponent(DEMO.email)}`);
  await expect.poll(keysShown).toContain(opened);
  for (const text of await page.locator('[data-list="itNotice"] td[data-field="assignee"]').allInnerTexts())
    expect(text).toBe(DEMO.email);
  await page.screenshot({ path: `${SHOTS}/notice-filter-assignee.png`, fullPage: true });
  pan = pans[0]!;
});

test('a notice entered by hand is marked Manual and waits on Unmatched Notices until attached', async ({
  page,
}) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/manualnotice`);
  await expect(page).toHaveTitle('Manual Notices | TaxDesk');
  await page.getByRole('button', { name: 'Add notice' }).first().click();
  const form = page.locator('[data-form="manual-notice"]');
  await form.locator('[data-field="pan"]').fill(pan);
  await page
    .getByRole('option', { name: new RegExp(pan) })
    .first()
    .click();
  await form.getByLabel('Section').fill('142(1)');
  await form.getByLabel('Issued on').fill('2026-02-02');
  await form.getByLabel('Hearing date').fill('2026-03-10');
  await form
    .getByLabel('Description')
    .fill(`Notice handed over at the office: produce books of account (${token})`);
  await form.locator('input[type="file"]').setInputFiles({
    name: 'office notice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.screenshot({ path: `${SHOTS}/manual-notice-form.png`, fullPage: true });
  await form.getByRole('button', { name: 'Add notice' }).click();
  await expect(page.getByText('Notice added')).toBeVisible();
  const row = page.locator('[data-resource="itNotice"] tbody tr', { hasText: token });
  await expect(row.locator('[data-manual]')).toBeVisible();
  await expect(row).toContainText('142(1)');
  await page.screenshot({ path: `${SHOTS}/manual-notices.png`, fullPage: true });

  // A bad entry is refused with the reason at the field.
  await page.getByRole('button', { name: 'Add notice' }).first().click();
  await form.getByLabel('Section').fill('143(2)');
  await form.getByLabel('Issued on').fill('2026-02-10');
  await form.getByLabel('Response due').fill('2026-01-10');
  await form.getByLabel('Description').click();
  await expect(form.getByText('Response due cannot be before the issue date.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/a/${DEMO.orgId}/it/tempproceedingnotice`);
  await expect(page).toHaveTitle('Unmatched Notices | TaxDesk');
  const waiting = page.locator('[data-list="itNotice"] tbody tr', { hasText: token });
  await expect(waiting).toHaveCount(1);
  await expect(waiting.locator('[data-manual]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unmatched-notices.png`, fullPage: true });
  await waiting.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('combobox', { name: 'Proceeding' }).click();
  await page.getByRole('option').first().click();
  await page.screenshot({ path: `${SHOTS}/review-modal.png`, fullPage: true });
  await page.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(page.getByText('Notice joined its proceeding')).toBeVisible();
  await expect(waiting).toHaveCount(0);
});

test('Bulk Download gives one ZIP of a PAN with folders per year and proceeding and an index', async ({
  page,
}) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/bulkdownload`);
  await expect(page).toHaveTitle('Bulk Download | TaxDesk');
  await page.locator('[data-choose="pans"]').click();
  await page.getByRole('option', { name: pan, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-preview]')).toContainText(/\d+ files/);
  await page.screenshot({ path: `${SHOTS}/bulk-download.png`, fullPage: true });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download ZIP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^taxdesk-DEMO01-notices-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = `${SHOTS}/bulk.zip`;
  await download.saveAs(path);
  await expect(page.locator('[data-state="started"]')).toBeVisible();

  const files = readZip(readFileSync(path));
  expect(files[0]!.name).toBe('index.csv');
  const pdfs = files.filter((f) => f.name.endsWith('.pdf'));
  expect(pdfs.length).toBeGreaterThan(0);
  for (const f of pdfs) {
    expect(f.name.startsWith(`${pan}/AY `)).toBe(true);
    expect(f.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
  const index = files[0]!.content.toString('utf8').trim().split('\r\n');
  expect(index).toHaveLength(files.length);
  // The notice entered by hand went with its PDF into its proceeding's folder.
  expect(files.some((f) => f.name.endsWith('office notice.pdf'))).toBe(true);
});

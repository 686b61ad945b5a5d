import { type Page } from '@playwright/test';
import { sandboxTdsAccounts } from '@taxdesk/sandbox';
import { checkA11y } from '../support/a11y';
import { apiToken, DEMO, signIn, signInTo } from '../support/demo';
import { sandboxUrl } from '../support/servers';
import { expect, test } from '../support/test';

/**
 * The TDS area's own screens: a download request filed through TRACES, tracked until TRACES has
 * the file ready and the PDFs are kept, each downloadable; deductee PANs verified in bulk, bad
 * lines named before anything is sent. TRACES prepares a Form 16A file 20 minutes after the
 * request: the sandbox's clock is moved on through its test control (the worker's server's sandbox).
 */
test.describe.configure({ mode: 'serial' });

const base = `/a/${DEMO.orgId}/tds`;

/**
 * The demo's first TAN (the sandbox never gives it a flaky or slow login), once its first sync,
 * which the demo starts for every TAN, has ended.
 */
async function readyTan(page: Page): Promise<string> {
  const headers = { authtoken: await apiToken(page) };
  const tan = sandboxTdsAccounts()[0]!.tan;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${DEMO.orgId}/sync/traces/accounts`, { headers });
        const list = (await res.json()) as {
          data: { accounts: { accountKey: string; state: string; syncing: boolean }[] };
        };
        const account = list.data.accounts.find((a) => a.accountKey === tan);
        return account?.state === 'synced' && !account.syncing;
      },
      { timeout: 280_000, intervals: [2000] },
    )
    .toBe(true);
  return tan;
}

async function untilIdle(page: Page, tan: string): Promise<void> {
  const headers = { authtoken: await apiToken(page) };
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${DEMO.orgId}/sync/traces/accounts`, { headers });
        const list = (await res.json()) as { data: { accounts: { accountKey: string; syncing: boolean }[] } };
        return list.data.accounts.find((a) => a.accountKey === tan)?.syncing;
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(false);
}

test('a download request goes from TRACES to its PDFs', async ({ page }) => {
  test.setTimeout(420_000);
  await signIn(page);
  const tan = await readyTan(page);
  await page.goto(`${base}/requestdownload`);
  await expect(page.getByRole('heading', { name: 'TDS Download Requests' })).toBeVisible();
  // The demo's first sync already read this TAN's earlier requests, some of them made today: the
  // new ones are the rows not listed before (requests of one day are in no set order).
  const listed = page.locator('[data-list="tdsDownloadRequest"] tbody tr[data-key]');
  await expect(listed.first()).toBeVisible();
  const before = await listed.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-key')!));

  await page.getByRole('button', { name: 'Request downloads' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request downloads from TRACES' });
  await dialog.getByLabel('TANs', { exact: true }).click();
  await page.getByRole('option', { name: new RegExp(tan) }).click();
  await dialog.getByRole('heading', { name: 'Request downloads from TRACES' }).click();
  await checkA11y(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'File requests' }).click();
  await expect(dialog).toBeHidden();

  // The batch signs in (the solver reads the captcha), files, and reads the list back.
  await untilIdle(page, tan);
  // The run may still be queued behind the demo's other TRACES runs (the account reads as idle
  // until it starts): wait for the new requests through the API, then read them on the page.
  const headers = { authtoken: await apiToken(page) };
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${DEMO.orgId}/records/tdsDownloadRequest`, {
          headers,
          params: { q: tan, limit: '100' },
        });
        const rows = ((await res.json()) as { data: { rows: { key: string }[] } }).data.rows;
        return rows.some((r) => !before.includes(r.key));
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .toBe(true);
  await page.reload();
  const fresh = before.map((key) => `:not([data-key="${key}"])`).join('');
  const row = page.locator(`[data-list="tdsDownloadRequest"] tbody tr[data-key]${fresh}`, { hasText: tan });
  await expect(row.first()).toContainText('Submitted');

  const clock = await page.request.post(`${sandboxUrl()}/__sandbox/clock`, {
    data: { advanceMinutes: 30 },
  });
  expect(clock.ok()).toBe(true);
  const sync = await page.request.post(`/api/o/${DEMO.orgId}/sync/traces/batches`, {
    headers,
    data: { accounts: [tan], modules: ['downloads'] },
  });
  expect(sync.ok()).toBe(true);
  await untilIdle(page, tan);

  await page.reload();
  // A Form 16/16A request: its files are PDFs (a consolidated file or justification report is text).
  const ready = page
    .locator('[data-list="tdsDownloadRequest"] tbody tr', { hasText: 'Available' })
    .filter({ hasText: /Form 16/ })
    .first();
  await expect(ready).toBeVisible();
  await ready.getByRole('button', { name: /^Files \(\d+\)$/ }).click();
  const files = page.getByRole('dialog', { name: /^Files of / });
  // A request's files are its PDFs and, for some kinds, a text file beside them (listed in any
  // order when they arrived together): the PDF is the one opened.
  const pdf = files.locator('[data-document]', { hasText: /[A-Z]{5}\d{4}[A-Z]\S*\.pdf/ }).first();
  await expect(pdf).toBeVisible();
  await checkA11y(page, '[role="dialog"]');
  const download = page.waitForEvent('download');
  await pdf.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/i);
  await page.keyboard.press('Escape');
  await expect(files).toBeHidden();

  // The quarter's Form 16As as one ZIP (the form's choice: the request's year and Q1).
  await page.getByRole('button', { name: 'Form 16A ZIP' }).click();
  const zipDialog = page.getByRole('dialog', { name: "Download a quarter's Form 16As" });
  await checkA11y(page, '[role="dialog"]');
  const zip = page.waitForEvent('download');
  await zipDialog.getByRole('button', { name: 'Download ZIP' }).click();
  expect((await zip).suggestedFilename()).toMatch(/^form16a-.*-Q1\.zip$/);
});

test('PAN verification names bad lines, then verifies the list on TRACES', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  const tan = await readyTan(page);
  await page.goto(`${base}/panverfication`);
  await expect(page.getByRole('heading', { name: 'PAN Verification' })).toBeVisible();

  await page.getByRole('button', { name: 'Verify PANs' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify deductee PANs' });
  await dialog.getByLabel('TAN', { exact: true }).click();
  await page.getByRole('option', { name: new RegExp(tan) }).click();
  const pans = dialog.getByLabel('PANs', { exact: true });
  await pans.fill('ABCPE1234F\nNOTAPAN1\nAAAPL1234C');
  await expect(dialog.locator('[data-state="bad-pans"]')).toContainText('Line 2: NOTAPAN1');
  await expect(dialog.getByRole('button', { name: 'Verify PANs' })).toBeDisabled();
  await checkA11y(page, '[role="dialog"]');

  await pans.fill('ABCPE1234F\nAAAPL1234C');
  await dialog.getByRole('checkbox', { name: /Ask again/ }).check();
  await dialog.getByRole('button', { name: 'Verify PANs' }).click();
  await expect(dialog).toBeHidden();
  await untilIdle(page, tan);
  // The batch may have ended before the screen first looked at it: the list is read afresh.
  await page.reload();
  const list = page.locator('[data-list="panVerification"]');
  for (const pan of ['ABCPE1234F', 'AAAPL1234C'])
    await expect(list.locator('tbody tr', { hasText: pan }).filter({ hasText: tan }).first()).toBeVisible({
      timeout: 30_000,
    });
});

test('non-filers and application status sync open for the TANs', async ({ page }) => {
  await signInTo(page, `${base}/noreturnfile`);
  await expect(page.getByRole('heading', { name: 'Non-Filers' })).toBeVisible();
  // Either the TANs missing a due statement or the word that none is missing, once loaded.
  await expect(page.locator('[data-list="non-filers"], [data-state="empty"]').first()).toBeVisible();
  await page.goto(`${base}/applicationstatussync`);
  await expect(page.getByRole('heading', { name: 'Application Status Sync' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync application status' })).toBeVisible();
});

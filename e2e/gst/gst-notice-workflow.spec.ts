import { readZip } from '../../apps/server/test/zip-reader';
import { apiToken, DEMO, signIn } from '../support/demo';
import { waitForDemoSync } from '../support/sync';
import { expect, test } from '../support/test';

/** Work on a GST notice (status, assignee, comment, history) and a case's documents as one ZIP. */

type Rows = { data: { rows: { key: string; data: Record<string, string> }[] } };

test("a GST notice's status, assignee and comment land in its history; a case downloads as one ZIP", async ({
  page,
}) => {
  test.setTimeout(420_000);
  await signIn(page);
  await waitForDemoSync(page);
  const headers = { authtoken: await apiToken(page) };
  const notices = await page.request.get(`/api/o/${DEMO.orgId}/records/gstNotice?limit=1&workStatus=open`, {
    headers,
  });
  const notice = ((await notices.json()) as Rows).data.rows[0]!.data;

  await page.goto(`/a/${DEMO.orgId}/gst/notice/${encodeURIComponent(notice.noticeOrderId!)}`);
  await expect(page.locator('[data-detail="gstNotice"]')).toBeVisible();
  await page.locator('[data-work="status"]').click();
  await page.getByRole('option', { name: 'In progress' }).click();
  const history = page.locator('[data-section="history"]');
  await expect(history.locator('[data-event="status"]').first()).toContainText('In progress');
  await expect(history.locator('[data-event="status"]').first()).toContainText(DEMO.email);
  await page.locator('[data-work="assignee"]').click();
  await page
    .getByRole('option', { name: /demo@taxdesk\.local/ })
    .first()
    .click();
  await expect(history.locator('[data-event="assignee"]').first()).toContainText('Assignee');
  await page.getByLabel('Add a comment').fill('Reply drafted; waiting for the GSTR-3B workings.');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.locator('[data-section="comments"] [data-comment]')).toContainText('GSTR-3B workings');
  await expect(history.locator('[data-event="comment"]').first()).toContainText('Reply drafted');
  await page.reload();
  await expect(page.locator('[data-work="status"]')).toHaveValue('In progress');

  // An additional notice whose case holds documents: its case as one ZIP, index first.
  const tasks = await page.request.get(`/api/o/${DEMO.orgId}/records/gstAdditionalNotice?limit=20`, {
    headers,
  });
  let task = '';
  for (const row of ((await tasks.json()) as Rows).data.rows) {
    const zip = await page.request.get(
      `/api/o/${DEMO.orgId}/gst/bulk-download?caseTask=${encodeURIComponent(row.data.caseTaskId!)}`,
      { headers },
    );
    if (zip.ok()) {
      task = row.data.caseTaskId!;
      break;
    }
  }
  expect(task).toBeTruthy();
  await page.goto(`/a/${DEMO.orgId}/gst/additionalnotice/${encodeURIComponent(task)}`);
  await expect(page.locator('[data-detail="gstAdditionalNotice"]')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download notices, replies and orders (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^gst-DEMO01-case-.+\.zip$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const files = readZip(readFileSync(path));
  expect(files[0]!.name).toBe('index.csv');
  expect(files.length).toBeGreaterThan(1);
  for (const f of files.slice(1)) expect(f.name).toMatch(/^\d{2}[A-Z0-9]{13}\/Case [^/]+\/[^/]+\/.+\.pdf$/);
});

import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { readableKey } from '@taxdesk/domain';
import { apiToken, DEMO, signInTo } from '../support/demo';
import { checkA11y } from '../support/a11y';
import { expect, test } from '../support/test';

/**
 * Cases on the demo: the first sync links each area's matters (income tax, GST, TDS) across their
 * stages; the list filters them, a case shows its records in stage order and opens each one (whose
 * screen names the case back), and a case started by hand links a record found by its number,
 * unlinks it, and takes in another case by merging, each step in its history.
 */
test.describe.configure({ mode: 'serial' });

type Summary = {
  id: string;
  title: string;
  area: string;
  recordCount: number;
  client: string | null;
  clientPath: string | null;
};

async function casesOf(page: Page, headers: Record<string, string>): Promise<Summary[]> {
  const res = await page.request.get(`/api/o/${DEMO.orgId}/cases?status=all`, { headers });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { rows: Summary[] } }).data.rows;
}

/** Waits for the demo's first sync to have linked matters of several stages in all three areas. */
async function linkedCases(page: Page): Promise<Summary[]> {
  const headers = { authtoken: await apiToken(page) };
  let rows: Summary[] = [];
  await expect
    .poll(
      async () => {
        rows = await casesOf(page, headers);
        return ['it', 'gst', 'tds'].filter((area) => rows.some((c) => c.area === area && c.recordCount >= 3));
      },
      { timeout: 240_000, intervals: [3000] },
    )
    .toEqual(['it', 'gst', 'tds']);
  return rows;
}

test('the list of cases across areas, its filters, and a case in stage order', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  const rows = await linkedCases(page);

  await page.goto(`/a/${DEMO.orgId}/cases?status=all`);
  await expect(page.getByRole('heading', { name: 'Cases', level: 2 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Cases' });
  // The sync goes on while the test runs: the list holds at least the cases read above.
  const it = rows.filter((c) => c.area === 'it').sort((a, b) => b.recordCount - a.recordCount)[0]!;
  const gst = rows.find((c) => c.area === 'gst')!;
  const tds = rows.find((c) => c.area === 'tds')!;
  const caseLink = (c: Summary) => table.locator(`a[href$="/cases/${c.id}"]`);
  for (const c of [it, gst, tds]) await expect(caseLink(c)).toHaveText(c.title);
  await page.screenshot({ path: test.info().outputPath('cases-list.png'), fullPage: true });
  await checkA11y(page);

  // GST alone: every row is a GST case, the income-tax one is gone.
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'GST', exact: true }).click();
  await expect(page).toHaveURL(/area=gst/);
  await expect(caseLink(it)).toHaveCount(0);
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await expect(caseLink(gst)).toBeVisible();
  const areas = await table.locator('tbody tr td:nth-child(2)').allTextContents();
  expect(areas.length).toBeGreaterThan(0);
  expect(new Set(areas)).toEqual(new Set(['GST']));

  // A GST case's client is the portal login: its cell opens that account.
  expect(gst.clientPath).toBe(`/gst/gstin/${gst.client}`);
  await table
    .locator('tr', { has: page.locator(`a[href$="/cases/${gst.id}"]`) })
    .getByRole('link', { name: gst.client!, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/gst/gstin/${gst.client}$`));
  await expect(page.getByTestId('client-link')).toBeVisible();

  // The income-tax case with the most records: its proceeding first, then its notices.
  await page.goto(`/a/${DEMO.orgId}/cases/${it.id}`);
  await expect(page.getByRole('heading', { name: it.title, level: 2 })).toBeVisible();
  const records = page.getByRole('table', { name: 'Records of the case' });
  await expect(records.getByRole('row').nth(it.recordCount)).toBeVisible();
  await expect(records.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Proceeding');
  await expect(records.getByRole('row').nth(2).getByRole('cell').first()).toHaveText('Notice');
  await expect(page.getByRole('link', { name: it.client!, exact: true })).toHaveAttribute(
    'href',
    `/a/${DEMO.orgId}/it/pan/${it.client}`,
  );
  await page.screenshot({ path: test.info().outputPath('case.png'), fullPage: true });
  await checkA11y(page);

  // The hearing bundle: one PDF a real reader opens, a contents page and a bookmark per record.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Hearing bundle (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-bundle\.pdf$/);
  const pdf = await getDocument({ data: new Uint8Array(readFileSync((await download.path())!)) }).promise;
  const first = await (await pdf.getPage(1)).getTextContent();
  expect(first.items.map((i) => ('str' in i ? i.str : '')).join(' ')).toContain('Contents');
  const outline = await pdf.getOutline();
  expect(outline.length).toBeGreaterThanOrEqual(it.recordCount + 1);
  expect(outline[1]!.title).toMatch(/^1\. Proceeding/);
  expect(pdf.numPages).toBeGreaterThan(it.recordCount);

  // A notice of the case opens its own screen, which links back to the case.
  await records.getByRole('row').nth(2).getByRole('link').first().click();
  await expect(page.getByTestId('record-case-link')).toHaveText(it.title);
  await page.getByTestId('record-case-link').click();
  await expect(page.getByRole('heading', { name: it.title, level: 2 })).toBeVisible();
});

test('a case by hand: link a record by its number, unlink it, merge another case in', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  const rows = await linkedCases(page);
  const headers = { authtoken: await apiToken(page) };
  // A GST notice is in no case (the portal shares no key for it): it is linked by hand.
  const res = await page.request.get(`/api/o/${DEMO.orgId}/records/gstNotice?limit=1`, { headers });
  const notice = (
    (await res.json()) as { data: { rows: { key: string; data: { noticeOrderId: string } }[] } }
  ).data.rows[0]!;
  const gst = rows.find((c) => c.area === 'gst' && c.recordCount >= 3)!;

  await page.goto(`/a/${DEMO.orgId}/cases`);
  await page.getByRole('button', { name: 'New case' }).click();
  const dialog = page.getByRole('dialog', { name: 'New case' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Scrutiny of GST returns');
  await checkA11y(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'Start case' }).click();
  await expect(page.getByRole('heading', { name: 'Scrutiny of GST returns', level: 2 })).toBeVisible();
  await expect(page.getByText('No records yet. Link one below.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Find a record' }).fill(notice.data.noticeOrderId.slice(-8));
  const link = page.getByRole('button', { name: new RegExp(`^Link .* ${notice.key}$`) });
  await link.click();
  const records = page.getByRole('table', { name: 'Records of the case' });
  await expect(records.getByRole('row')).toHaveCount(2);
  await expect(records).toContainText('linked by hand');
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem').first()).toContainText(`Linked Notice ${notice.key}`);
  await checkA11y(page);

  await records.getByRole('button', { name: /^Unlink / }).click();
  await expect(page.getByText('No records yet. Link one below.')).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText(`Unlinked Notice ${notice.key}`);

  await page.getByRole('combobox', { name: 'Case to merge' }).click();
  await page.getByRole('option', { name: `${gst.title} (`, exact: false }).click();
  await page.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(records.getByRole('row').nth(gst.recordCount)).toBeVisible();
  await expect(history.getByRole('listitem').first()).toContainText(
    `Merged ${gst.title} into Scrutiny of GST returns`,
  );
  await page.screenshot({ path: test.info().outputPath('case-merged.png'), fullPage: true });

  // The merged case says where its records went.
  await history.getByRole('link', { name: gst.title }).click();
  await expect(page.getByText('This case was merged into')).toBeVisible();
});

test("a case shows each record's number as the portal prints it", async ({ page }) => {
  test.setTimeout(300_000);
  await signInTo(page, `/a/${DEMO.orgId}`);
  const headers = { authtoken: await apiToken(page) };
  // An ITAT appeal's number holds slashes (`ITA 4603/CHD/2023`), so its stored key is encoded.
  let found: { caseId: string; key: string } | null = null;
  for (const c of (await linkedCases(page)).filter((r) => r.area === 'it')) {
    const res = await page.request.get(`/api/o/${DEMO.orgId}/cases/${c.id}`, { headers });
    const records = ((await res.json()) as { data: { records: { key: string }[] } }).data.records;
    const encoded = records.find((r) => r.key.includes('%2F'));
    if (encoded) {
      found = { caseId: c.id, key: encoded.key };
      break;
    }
  }
  expect(found, 'a demo case with an ITAT appeal').not.toBeNull();
  await page.goto(`/a/${DEMO.orgId}/cases/${found!.caseId}`);
  const records = page.getByRole('table', { name: 'Records of the case' });
  await expect(records).toContainText(readableKey(found!.key));
  expect(readableKey(found!.key)).toMatch(/^ITA \d+\/[A-Z]+\/\d{4}$/);
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    `Linked ITAT Appeal ${readableKey(found!.key)}`,
  );
});

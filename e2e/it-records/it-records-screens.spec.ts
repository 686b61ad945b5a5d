import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiToken, DEMO, signIn, signInTo } from '../support/demo';
import { startItBatch, untilItBatchSettled, waitForDemoSync } from '../support/sync';

/**
 * Returns, return files, demands, payments, filed forms, refunds and key persons, synced from the
 * sandbox for the demo accounts and worked in the browser.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test('the demo accounts sync every income-tax record', async ({ page }) => {
  // The first-start sync first: while it runs, another income-tax sync is refused (409).
  test.setTimeout(620_000);
  await signIn(page);
  await waitForDemoSync(page);
  const token = await apiToken(page);
  const headers = { authtoken: token };
  // The modules named, whatever another spec left in the organisation's sync settings.
  const modules = [
    'proceedings',
    'replies',
    'profile',
    'returns',
    'filedForms',
    'demands',
    'refunds',
    'payments',
  ];
  const batchId = await startItBatch(page, headers, { modules });
  await untilItBatchSettled(page, headers, batchId);
});

test('returns list, filter by assessment year, and a return opens its ITR-V', async ({ page, context }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/returns`);
  await expect(page).toHaveTitle('Returns | TaxDesk');
  const rows = page.locator('[data-list="itReturn"] tbody tr');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();
  expect(all).toBeGreaterThan(10);
  await shot(page, 'it-returns');

  await page.goto(`/a/${DEMO.orgId}/it/returns?assmentYear=2024-25`);
  await expect(rows.first()).toBeVisible();
  for (const cell of await page
    .locator('[data-list="itReturn"] tbody td[data-field="assmentYear"]')
    .allInnerTexts())
    expect(cell).toContain('2024-25');

  await page.goto(`/a/${DEMO.orgId}/it/returns?efileStatus=ITR%20Processed`);
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/returns/\\d{15}$`));
  await expect(page).toHaveTitle('Return | TaxDesk');
  const docs = page.locator('[data-section="documents"] [data-document]');
  await expect(docs).toHaveCount(3);
  await expect(page.locator('[data-section="documents"]')).toContainText('ITRV_');
  await expect(page.locator('[data-section="documents"]')).toContainText('Intimation_143(1)');
  const popup = context.waitForEvent('page');
  await docs.filter({ hasText: 'ITRV_' }).getByRole('button', { name: 'Open' }).click();
  const pdfTab = await popup;
  await pdfTab.waitForURL(/^blob:/);
  await shot(page, 'it-return-detail');
});

test('return files across accounts open and download from the list', async ({ page, context }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/returnfiles?fileKind=itrv`);
  await expect(page).toHaveTitle('Return Files | TaxDesk');
  const rows = page.locator('[data-return-file]');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain('ITR-V');
  const popup = context.waitForEvent('page');
  await rows.first().getByRole('button', { name: 'Open' }).click();
  await (await popup).waitForURL(/^blob:/);
  const download = page.waitForEvent('download');
  await rows.first().getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^ITRV_AY\d{4}-\d{2}_\d{15}\.pdf$/);
  await shot(page, 'it-return-files');
});

test('outstanding demands filter by amount, export, and open', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/demand`);
  await expect(page).toHaveTitle('Outstanding Demands | TaxDesk');
  const rows = page.locator('[data-list="itDemand"] tbody tr');
  await expect(rows.first()).toBeVisible();
  await shot(page, 'it-demands');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV' }).click();
  const csv = readFileSync((await (await download).path())!, 'utf8');
  expect(csv.split(/\r?\n/)[0]).toContain('Demand amount');

  await page.goto(`/a/${DEMO.orgId}/it/demand?orignalOutStDemandAmount.from=100000`);
  await expect(rows.first()).toBeVisible();
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/demand/\\d{19}T/\\d{10}$`));
  await expect(page).toHaveTitle('Demand | TaxDesk');
  await expect(page.locator('[data-section="fields"] [data-field="sectionCode"]')).toBeVisible();
  await shot(page, 'it-demand-detail');
});

test('payments show the CIN parts and open with their receipt', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/payments?sort=-amount`);
  await expect(page).toHaveTitle('Payments | TaxDesk');
  const rows = page.locator('[data-list="itChallan"] tbody tr');
  await expect(rows.first()).toBeVisible();
  await shot(page, 'it-payments');
  await rows.first().click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/payments/\\d{20}$`));
  await expect(page).toHaveTitle('Payment | TaxDesk');
  const cin = page.url().split('/').pop()!;
  await expect(page.locator('[data-section="fields"] [data-field="bsrCode"]')).toContainText(cin.slice(0, 7));
  await expect(page.locator('[data-section="fields"] [data-field="challanSerialNo"]')).toContainText(
    cin.slice(15),
  );
  await expect(page.locator('[data-section="documents"]')).toContainText(`${cin}_ChallanReceipt.pdf`);
  await shot(page, 'it-payment-detail');
});

test('filed forms, refunds and key persons list; a PAN shows every record type', async ({ page }) => {
  await signIn(page);
  for (const [path, title, type] of [
    ['filedform', 'Filed Forms', 'itFiledForm'],
    ['refunds', 'Refunds', 'itRefund'],
    ['keypersondetails', 'Key Persons', 'itKeyPerson'],
  ] as const) {
    await page.goto(`/a/${DEMO.orgId}/it/${path}`);
    await expect(page).toHaveTitle(`${title} | TaxDesk`);
    await expect(page.locator(`[data-list="${type}"] tbody tr`).first()).toBeVisible();
    await shot(page, `it-${path}`);
  }
  await page.locator('[data-list="itKeyPerson"] tbody tr').first().locator('a').first().click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/pan/[A-Z]{5}\\d{4}[A-Z]$`));
  for (const type of [
    'itReturn',
    'itFiledForm',
    'itDemand',
    'itRefund',
    'itChallan',
    'itKeyPerson',
    'itReply',
  ])
    await expect(page.locator(`[data-section="children-${type}"]`)).toBeVisible();
  await expect(page.locator('[data-section="fields"] [data-field="panStatus"]')).toContainText('ACTIVE');
  await page.locator('[data-section="fields"]').screenshot({ path: `${SHOTS}/it-pan-profile.png` });
  await page
    .locator('[data-section="children-itKeyPerson"]')
    .screenshot({ path: `${SHOTS}/it-pan-key-persons.png` });
});

test('a closed proceeding shows its closure order', async ({ page, context }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/proceeding?proceedingStatus=C&sort=-issuedOn`);
  const rows = page.locator('[data-list="itProceeding"] tbody tr');
  await expect(rows.first()).toBeVisible();
  const token = await apiToken(page);
  const res = await page.request.get(
    `/api/o/${DEMO.orgId}/records/itProceeding?proceedingStatus=C&limit=200`,
    { headers: { authtoken: token } },
  );
  const withOrder = (
    (await res.json()) as { data: { rows: { key: string; data: Record<string, unknown> }[] } }
  ).data.rows.find((r) => r.data.proceedingClosureOrder)!;
  await page.goto(`/a/${DEMO.orgId}/it/proceeding/${withOrder.key}`);
  // Closed on a date: the portal's, or worked out where the portal left it blank, saying which.
  const fields = page.locator('[data-section="fields"]');
  await expect(fields.locator('[data-field="proceedingClosureDate"]')).toContainText(
    /\d{2}-[A-Z][a-z]{2}-\d{4}/,
  );
  await expect(fields.locator('[data-field="closureDateFrom"]')).toContainText(
    /Portal|Found closed by a sync|Last event of its timeline/,
  );
  const docs = page.locator('[data-section="documents"]');
  await expect(docs).toContainText(String(withOrder.data.proceedingClosureOrder));
  const popup = context.waitForEvent('page');
  await docs.getByRole('button', { name: 'Open' }).first().click();
  await (await popup).waitForURL(/^blob:/);
  await docs.screenshot({ path: `${SHOTS}/it-proceeding-closure-order.png` });
});

test('a notice shows the replies filed to it, with their files', async ({ page }) => {
  await signIn(page);
  const token = await apiToken(page);
  const res = await page.request.get(`/api/o/${DEMO.orgId}/records/itReply?limit=1`, {
    headers: { authtoken: token },
  });
  const reply = (
    (await res.json()) as { data: { rows: { data: { headerSeqNo: string; responseId: string } }[] } }
  ).data.rows[0]!.data;
  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice/${reply.headerSeqNo}`);
  await expect(page.locator('[data-section="children-itReply"]')).toContainText(reply.responseId);
  await expect(page.locator('[data-section="documents"]')).toContainText(`Reply ${reply.responseId} - `);
  await page
    .locator('[data-section="children-itReply"]')
    .screenshot({ path: `${SHOTS}/it-notice-replies.png` });
  await page.locator('[data-section="documents"]').screenshot({ path: `${SHOTS}/it-notice-documents.png` });
});

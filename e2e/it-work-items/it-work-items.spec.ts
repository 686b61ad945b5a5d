import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { apiToken, DEMO, signIn, signInTo } from '../support/demo';
import { startItBatch, untilItBatchSettled } from '../support/sync';

/**
 * The income-tax work items in the browser: the demo accounts sync adjournments, VC requests, CA
 * assignments and forms, worklist, grievances, e-compliance, downloads and request forms from the
 * sandbox; every list opens, filters and leads to its detail.
 */
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const MODULES = [
  'proceedings',
  'worklist',
  'adjournments',
  'ca',
  'grievances',
  'compliance',
  'downloads',
  'requestForms',
];
const org = (path: string) => `/a/${DEMO.orgId}${path}`;

async function openList(page: Page, path: string, title: string, type: string) {
  await page.goto(org(path));
  await expect(page).toHaveTitle(`${title} | TaxDesk`);
  const rows = page.locator(`[data-list="${type}"] tbody tr`);
  await expect(rows.first()).toBeVisible();
  return rows;
}

test('the demo accounts sync their work items', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const headers = { authtoken: await apiToken(page) };
  const batchId = await startItBatch(page, headers, { modules: MODULES });
  await untilItBatchSettled(page, headers, batchId);
});

test('every work-item list opens with rows', async ({ page }) => {
  await signIn(page);
  const lists: [string, string, string, string][] = [
    ['/it/adjournment', 'Adjournments', 'itAdjournment', 'it-adjournments'],
    ['/it/videoconferencing', 'Video Conferencing', 'itVcRequest', 'it-videoconferencing'],
    ['/it/panca', 'CA Assignments', 'itCaAssignment', 'it-panca'],
    ['/it/caassignedforms', 'CA Assigned Forms', 'itCaAssignedForm', 'it-caassignedforms'],
    ['/it/worklist', 'Worklist', 'itWorklistItem', 'it-worklist'],
    ['/it/grievances', 'Grievances', 'itGrievance', 'it-grievances'],
    ['/it/compliance', 'E-Compliance', 'itComplianceItem', 'it-compliance'],
    ['/it/trackrequestforms', 'Track Request Forms', 'itRequestForm', 'it-trackrequestforms'],
    ['/it/requestdownload', 'Download Requests', 'itDownloadRequest', 'it-requestdownload'],
  ];
  for (const [path, title, type, name] of lists) {
    const rows = await openList(page, path, title, type);
    expect(await rows.count(), path).toBeGreaterThan(0);
    await shot(page, name);
  }
});

test('Section 133(6) notices show only that section', async ({ page }) => {
  await signIn(page);
  const rows = await openList(page, '/it/notice133', 'Section 133(6) Notices', 'itNotice');
  await expect(page.getByRole('heading', { name: 'Section 133(6) Notices' })).toBeVisible();
  const sections = await page
    .locator('[data-list="itNotice"] tbody td[data-field="noticeSection"]')
    .allInnerTexts();
  expect(sections.length).toBe(await rows.count());
  for (const s of sections) expect(s).toBe('133(6)');
  // The URL cannot widen a route's fixed filter.
  await page.goto(org('/it/notice133?noticeSection=143(2)'));
  await expect(rows.first()).toBeVisible();
  for (const s of await page
    .locator('[data-list="itNotice"] tbody td[data-field="noticeSection"]')
    .allInnerTexts())
    expect(s).toBe('133(6)');
  await shot(page, 'it-notice133');
});

test('an adjournment opens with its dates and leads to its notice', async ({ page }) => {
  await signIn(page);
  const rows = await openList(page, '/it/adjournment?reqstStatus=GRANTED', 'Adjournments', 'itAdjournment');
  for (const s of await page
    .locator('[data-list="itAdjournment"] tbody td[data-field="reqstStatus"]')
    .allInnerTexts())
    expect(s).toContain('Granted');
  await rows.first().click();
  await expect(page).toHaveURL(/\/it\/adjournment\/\d+$/);
  await expect(page).toHaveTitle('Adjournment | TaxDesk');
  await expect(page.locator('[data-section="fields"] [data-field="adjGrantedTillDate"]')).toContainText(
    /\d{2}-[A-Z][a-z]{2}-\d{4}/,
  );
  await shot(page, 'it-adjournment-detail');
  await page.getByRole('link', { name: 'Open notice' }).click();
  await expect(page).toHaveURL(/\/it\/proceedingnotice\/\d+$/);
  await expect(page).toHaveTitle('Notice | TaxDesk');
});

test('a scheduled VC request shows its hearing and the link to join', async ({ page }) => {
  await signIn(page);
  const rows = await openList(
    page,
    '/it/videoconferencing?sort=-hearingDate',
    'Video Conferencing',
    'itVcRequest',
  );
  await rows.first().click();
  // The title is set before the detail screen replaces the list, so wait for the screen itself.
  await expect(page).toHaveURL(/\/it\/videoconferencing\/\d+$/);
  await expect(page).toHaveTitle('Video Conferencing Request | TaxDesk');
  await expect(page.locator('[data-section="fields"] [data-field="hearingDate"]')).toContainText(/\d{4}/);
  await expect(page.getByRole('link', { name: 'Open proceeding' })).toBeVisible();
  // The latest hearing is ahead: scheduled, with the portal's link to join.
  await expect(page.locator('[data-section="fields"] [data-field="reqstStatus"]')).toContainText('Scheduled');
  await expect(page.getByRole('link', { name: 'Join video conference' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await shot(page, 'it-vc-detail');
});

test('a CA assignment lists the forms assigned to that CA, each opening', async ({ page }) => {
  await signIn(page);
  const rows = await openList(page, '/it/panca', 'CA Assignments', 'itCaAssignment');
  await rows.first().click();
  await expect(page).toHaveTitle('CA Assignment | TaxDesk');
  const forms = page.locator('[data-section="children-itCaAssignedForm"] tbody tr');
  await expect(forms.first()).toBeVisible();
  await shot(page, 'it-ca-detail');
  await forms.first().click();
  await expect(page).toHaveURL(/\/it\/caassignedforms\/\d+$/);
  await expect(page).toHaveTitle('CA Assigned Form | TaxDesk');
  await expect(page.locator('[data-detail="itCaAssignedForm"] [data-field="formStatus"]')).toBeVisible();
  await shot(page, 'it-ca-form-detail');
});

test('the worklist filters by status and opens an item', async ({ page }) => {
  await signIn(page);
  const rows = await openList(
    page,
    '/it/worklist?itemStatus=PENDING&sort=dueDate',
    'Worklist',
    'itWorklistItem',
  );
  for (const s of await page
    .locator('[data-list="itWorklistItem"] tbody td[data-field="itemStatus"]')
    .allInnerTexts())
    expect(s).toContain('Pending');
  await rows.first().click();
  await expect(page).toHaveURL(/\/it\/worklist\/\d+$/);
  await expect(page).toHaveTitle('Worklist Item | TaxDesk');
  await expect(page.locator('[data-detail="itWorklistItem"] [data-field="workItemDesc"]')).not.toBeEmpty();
  await shot(page, 'it-worklist-detail');
});

test('a grievance shows its status history from the portal', async ({ page }) => {
  await signIn(page);
  const rows = await openList(page, '/it/grievances', 'Grievances', 'itGrievance');
  await rows.first().click();
  await expect(page).toHaveTitle('Grievance | TaxDesk');
  const steps = page.locator('[data-section="status-history"] tbody tr');
  await expect(steps.last()).toHaveAttribute('data-step', 'SUBMITTED');
  await shot(page, 'it-grievance-detail');
});

test('download requests offer their files', async ({ page, context }) => {
  await signIn(page);
  await openList(page, '/it/requestdownload?reqStatus=AVAILABLE', 'Download Requests', 'itDownloadRequest');
  const files = page.locator('[data-section="download-files"] [data-document]');
  await expect(files.first()).toBeVisible();
  const popup = context.waitForEvent('page');
  await files.first().getByRole('button', { name: 'Open' }).click();
  await (await popup).waitForURL(/^blob:/);
  await shot(page, 'it-requestdownload-files');
});

test('a PAN account shows its work items', async ({ page }) => {
  await signInTo(page, org('/it/pan?loginStatus=ok'));
  await page.locator('[data-list="itAccount"] tbody tr').first().click();
  await expect(page).toHaveTitle('PAN Account | TaxDesk');
  for (const type of [
    'itWorklistItem',
    'itGrievance',
    'itDownloadRequest',
    'itRequestForm',
    'itComplianceItem',
  ])
    await expect(page.locator(`[data-section="children-${type}"]`)).toBeVisible();
  await shot(page, 'it-pan-work-items');
});

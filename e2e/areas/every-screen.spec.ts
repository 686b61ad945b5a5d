import { RESOURCES, ROUTE_CATALOGUE, ROUTE_RECORDS, type ResourceDef } from '@taxdesk/domain';
import { apiToken, DEMO, signIn, signInTo } from '../support/demo';
import { waitForDemoSync } from '../support/sync';
import { expect, openScreen, test } from '../support/test';

/**
 * As a newcomer meets the demo after its first start: every list screen of every area has
 * records, and its first record opens on its detail screen; every dashboard, report and account
 * page of GST, TDS, pre-GST, State, ICEGATE and the party lookups opens without an error (income
 * tax's have specs of their own).
 */
const AREAS =
  /^\/\{orgId\}\/(gst|tds|pregst|state|icegate|importicegate|gstparty|tanparty|panparty|msmeparty)/;
const LIST_AREAS =
  /^\/\{orgId\}\/(it|arca|gst|tds|pregst|state|icegate|gstparty|tanparty|panparty|msmeparty)\//;
const areaRoutes = ROUTE_CATALOGUE.filter((r) => AREAS.test(r.path));
const byListPath = new Map(
  Object.values(RESOURCES as Record<string, ResourceDef>)
    .filter((d) => d.listPath)
    .map((d) => [`/{orgId}${d.listPath}`, d]),
);
/** Lists drawn by a screen of their own, walked by their own spec (return files: it-records-screens). */
const OWN_SCREEN = new Set(['itReturnFile']);
const lists = ROUTE_CATALOGUE.filter(
  (r) =>
    LIST_AREAS.test(r.path) &&
    r.kind === 'list' &&
    byListPath.has(r.path) &&
    !OWN_SCREEN.has(byListPath.get(r.path)!.type),
);
/** Lists a test walks through after one sign-in: fewer sign-ins, the same screens. */
const LISTS_PER_TEST = 6;

// Independent screens: the run spreads them over the workers (each signs in to its own server).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(400_000);
  const page = await browser.newPage();
  await waitForDemoSync(page);
  await page.close();
});

for (let i = 0; i < lists.length; i += LISTS_PER_TEST) {
  const chunk = lists.slice(i, i + LISTS_PER_TEST);
  test(`lists ${chunk.map((r) => r.path.replace('/{orgId}', '')).join(', ')}: records, and the first opens`, async ({
    page,
  }) => {
    // Six lists and six records, each a fresh start of the app and an accessibility check.
    test.setTimeout(240_000);
    await signIn(page);
    for (const route of chunk) {
      const def = byListPath.get(route.path)!;
      await test.step(`${route.title} (${route.path.replace('/{orgId}', '')})`, async () => {
        await openScreen(page, `/a/${DEMO.orgId}${route.path.replace('/{orgId}', '')}`);
        await expect(page).toHaveTitle(`${route.title} | TaxDesk`);
        const rows = page.locator(`[data-list="${def.type}"] tbody tr[data-key]`);
        await expect(rows.first(), `${route.title}: no records on the demo`).toBeVisible({ timeout: 30_000 });
        if (!def.detailPath) return;
        // A click on the row (its last cell's corner, away from any link in it) opens the record.
        await rows
          .first()
          .locator('td')
          .last()
          .click({ position: { x: 2, y: 2 } });
        await expect(page.locator(`[data-detail="${def.type}"] [data-section="fields"]`)).toBeVisible();
      });
    }
  });
}

const pages = areaRoutes.filter((r) => ['dashboard', 'report', 'timeline'].includes(r.kind));
for (const route of pages) {
  test(`${route.title} (${route.path.replace('/{orgId}', '')}) opens`, async ({ page }) => {
    await signInTo(page, `/a/${DEMO.orgId}${route.path.replace('/{orgId}', '')}`);
    await expect(page).toHaveTitle(`${route.title} | TaxDesk`);
    await expect(page.getByText('Page Not Found')).toHaveCount(0);
    await expect(page.locator('[data-state="error"]')).toHaveCount(0);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  });
}

const accountPages = areaRoutes.filter(
  (r) => r.kind === 'detail' && /with all its records/.test(ROUTE_RECORDS[r.path] ?? ''),
);
for (const route of accountPages) {
  test(`${route.title} (${route.path.replace('/{orgId}', '')}): an account with its records`, async ({
    page,
  }) => {
    await signIn(page);
    const token = await apiToken(page);
    const type = ROUTE_RECORDS[route.path]!.split(' ')[0]!;
    const def = (RESOURCES as Record<string, ResourceDef>)[type]!;
    const res = await page.request.get(`/api/o/${DEMO.orgId}/records/${type}?limit=1`, {
      headers: { authtoken: token },
    });
    const [first] = ((await res.json()) as { data: { rows: { data: Record<string, unknown> }[] } }).data.rows;
    expect(first, `no ${type} in the demo`).toBeTruthy();
    const param = route.path.match(/\{(\w+)\}$/)![1]!;
    const value = String(first!.data[def.keyFields[0]!] ?? first!.data[param]);
    await page.goto(
      `/a/${DEMO.orgId}${route.path.replace('/{orgId}', '').replace(`{${param}}`, encodeURIComponent(value))}`,
    );
    await expect(page).toHaveTitle(`${route.title} | TaxDesk`);
    await expect(page.locator(`[data-detail="${type}"]`)).toBeVisible({ timeout: 30_000 });
  });
}

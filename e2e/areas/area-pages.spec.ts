import { type Page } from '@playwright/test';
import { apiToken, DEMO, signIn, signInTo } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * The areas' generic pages: each dashboard (accounts by sync state, a tile per record type, the
 * area's breakdowns) with a tile opening its filtered list, each account page opened from its list
 * with the records held for it, and the state application timeline.
 */
const app = `/a/${DEMO.orgId}`;

/** The demo syncs every area's sandbox accounts on its first start: wait until none is unsynced or syncing. */
async function untilSynced(page: Page, portals: readonly string[]): Promise<void> {
  const headers = { authtoken: await apiToken(page) };
  for (const portal of portals)
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/o/${DEMO.orgId}/sync/${portal}/accounts`, { headers });
          const list = (await res.json()) as {
            data: { accounts: { syncing: boolean }[]; counts: { never: number } };
          };
          const { accounts, counts } = list.data;
          return accounts.length > 0 && counts.never === 0 && !accounts.some((a) => a.syncing);
        },
        { timeout: 280_000, intervals: [2000] },
      )
      .toBe(true);
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(600_000);
  const page = await browser.newPage();
  await untilSynced(page, ['gst', 'traces', 'state', 'icegate']);
  await page.close();
});

const DASHBOARDS = [
  { path: 'gst', title: 'GST', type: 'gstNotice' },
  { path: 'tds', title: 'TDS', type: 'tdsStatement' },
  { path: 'state', title: 'State Tax', type: 'stateApplication' },
  { path: 'icegatehome', title: 'ICEGATE', type: 'icegateShippingBill' },
  { path: 'pregst', title: 'Pre-GST', type: 'preGstNotice' },
] as const;

for (const d of DASHBOARDS)
  test(`the ${d.title} dashboard opens with its numbers`, async ({ page }) => {
    await signInTo(page, `${app}/${d.path}`);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 2, name: d.title, exact: true }),
    ).toBeVisible();
    await expect(page.locator(`[data-count="${d.type}"]`)).toHaveText(/^\d[\d,]*/);
  });

test('a dashboard tile opens its filtered list', async ({ page }) => {
  await signInTo(page, `${app}/gst`);
  const tile = page.locator('[data-tile="gstNotice"]');
  const open = tile.locator('[data-measure="open"]');
  const text = (await open.textContent()) ?? '';
  const count = Number(text.replace(/\D/g, ''));
  await open.click();
  await expect(page).toHaveURL(/\/gst\/notices\?.*workStatus=open%2Cin_progress|workStatus=open,in_progress/);
  await expect(page.locator('[data-list="gstNotice"] [data-total]')).toContainText(String(count));
});

const ACCOUNT_PAGES = [
  {
    list: 'gst',
    account: 'gstAccount',
    held: 'gstNotice',
    via: 'portalUserName',
    detail: /\/gst\/gstin\/[^/]+$/,
  },
  { list: 'tds', account: 'tdsAccount', held: 'tdsStatement', via: 'tan', detail: /\/tds\/account\/[^/]+$/ },
  {
    list: 'state',
    account: 'stateAccount',
    held: 'stateApplication',
    via: 'accountId',
    detail: /\/state\/[^/]+$/,
  },
  {
    list: 'icegate',
    account: 'icegateAccount',
    held: 'icegateShippingBill',
    via: 'userName',
    detail: /\/icegateaccountview\/[^/]+$/,
  },
] as const;

/** An account that holds records of the type: the account of that type's first record. */
async function accountHolding(page: Page, type: string, via: string): Promise<string> {
  const headers = { authtoken: await apiToken(page) };
  const res = await page.request.get(`/api/o/${DEMO.orgId}/records/${type}?limit=1`, { headers });
  const rows = ((await res.json()) as { data: { rows: { data: Record<string, string> }[] } }).data.rows;
  expect(rows.length).toBeGreaterThan(0);
  return rows[0]!.data[via]!;
}

for (const a of ACCOUNT_PAGES)
  test(`an account page opens from /${a.list} with its records`, async ({ page }) => {
    await signIn(page);
    const key = await accountHolding(page, a.held, a.via);
    await page.goto(`${app}/${a.list}?${a.via}=${encodeURIComponent(key)}`);
    // The row's first field: a PAN or GSTIN cell in the middle of the row opens the client page instead.
    await page
      .locator(`[data-list="${a.account}"] tbody tr[data-key="${encodeURIComponent(key)}"] td[data-field]`)
      .first()
      .click();
    await expect(page).toHaveURL(a.detail);
    const screen = page.locator('[data-screen="account-page"]');
    await expect(screen.locator('[data-section="fields"]')).toBeVisible();
    await expect(screen.locator(`[data-section="children-${a.held}"] tbody tr`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sync now' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update password' })).toBeVisible();
  });

test('the state application timeline shows the applications’ events', async ({ page }) => {
  await signIn(page);
  const headers = { authtoken: await apiToken(page) };
  const res = await page.request.get(
    `/api/o/${DEMO.orgId}/records/stateApplication?limit=1&sort=-submittedOn`,
    {
      headers,
    },
  );
  const [latest] = ((await res.json()) as { data: { rows: { data: { submittedOn: string } }[] } }).data.rows;
  const submitted = latest!.data.submittedOn.slice(0, 7);
  await page.goto(`${app}/state/applicationtimeline`);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: 'Application Timeline' }),
  ).toBeVisible();
  await page.getByText('Agenda', { exact: true }).click();
  // Back to the month of the newest submission, one month at a time.
  const now = new Date();
  const months =
    (now.getFullYear() - Number(submitted.slice(0, 4))) * 12 +
    now.getMonth() +
    1 -
    Number(submitted.slice(5));
  for (let i = 0; i < months; i += 1) await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(page.locator('[data-agenda]')).toContainText('Submitted');
});

import type { Page } from '@playwright/test';
import { checkA11y } from './support/a11y';
import { apiToken, DEMO, signInTo } from './support/demo';
import { expect, test } from './support/test';

/**
 * Search everything on the demo: Ctrl+K from a list opens the palette, a fragment of a synced
 * notice's number finds it, the arrows reach it and Enter opens its detail; `/` opens the palette
 * (but types a slash in a field), a screen is reached by its name; the search page shows groups.
 */
test.describe.configure({ mode: 'serial' });

type Notice = { headerSeqNo: string; pan: string };

/** A notice once the demo's first income-tax sync has stored one. */
async function demoNotice(page: Page): Promise<Notice> {
  const headers = { authtoken: await apiToken(page) };
  let notice: Notice | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${DEMO.orgId}/records/itNotice?limit=1`, { headers });
        notice = ((await res.json()) as { data: { rows: { data: Notice }[] } }).data.rows[0]?.data;
        return Boolean(notice?.headerSeqNo);
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe(true);
  return notice!;
}

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const box = (page: Page) =>
  palette(page).getByRole('combobox', { name: /^Search clients, records and screens/ });

test('Ctrl+K from a list, a fragment of a notice number, the arrows and Enter open the notice', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  const notice = await demoNotice(page);
  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice`);
  await expect(page.locator('[data-list="itNotice"] tbody tr').first()).toBeVisible();

  await page.keyboard.press('Control+K');
  await expect(box(page)).toBeFocused();
  // The middle of the number: neither its start nor its end.
  const fragment = notice.headerSeqNo.slice(2, -2);
  await box(page).fill(fragment);
  const group = palette(page).getByRole('group', { name: /^Proceeding Notices/ });
  const target = group.getByRole('option', { name: new RegExp(`Notice no\\. ${notice.headerSeqNo}`) });
  await expect(target).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('search-palette.png') });
  await checkA11y(page, '[role="dialog"]');

  // Down from the first option until the notice is the active one, then Enter.
  const options = palette(page).getByRole('option');
  const ids = await options.evaluateAll((els) => els.map((el) => el.id));
  const targetId = await target.getAttribute('id');
  const steps = ids.indexOf(targetId!);
  expect(steps).toBeGreaterThanOrEqual(0);
  await box(page).press('ArrowDown');
  await box(page).press('ArrowUp');
  for (let i = 0; i < steps; i++) await box(page).press('ArrowDown');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', targetId!);
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await box(page).press('Enter');
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/proceedingnotice/${notice.headerSeqNo}$`));
  await expect(palette(page)).toBeHidden();
  await expect(page.getByText(notice.headerSeqNo).first()).toBeVisible();
});

test('/ opens the palette but types a slash in a field; a screen opens by its name', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}/it/proceedingnotice`);
  const listSearch = page.getByRole('searchbox', { name: 'Search' });
  await listSearch.click();
  await page.keyboard.type('14/');
  await expect(listSearch).toHaveValue('14/');
  await expect(palette(page)).toBeHidden();

  await page.getByRole('heading', { level: 2 }).first().click();
  await page.keyboard.press('/');
  await expect(box(page)).toBeFocused();
  await box(page).fill('calendar');
  const screens = palette(page).getByRole('group', { name: 'Screens' });
  await expect(screens.getByRole('option', { name: /^Calendar/ })).toHaveAttribute('aria-selected', 'true');
  await checkA11y(page, '[role="dialog"]');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/calendar`));
  await expect(page.getByRole('heading', { name: 'Calendar', level: 2 })).toBeVisible();

  // Escape closes it where it opened.
  await page.keyboard.press('Control+K');
  await expect(box(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
});

test('the search page groups clients ahead of records, each opening its screen', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  const notice = await demoNotice(page);
  // A TDS default's id holds its TAN: part of the TAN finds the TAN's account and its defaults.
  const headers = { authtoken: await apiToken(page) };
  let tan = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${DEMO.orgId}/records/tdsDemand?limit=1`, { headers });
        tan =
          ((await res.json()) as { data: { rows: { data: { tan: string } }[] } }).data.rows[0]?.data.tan ??
          '';
        return tan;
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .not.toBe('');
  await page.goto(`/a/${DEMO.orgId}/search?q=${tan.slice(1, 7)}`);
  await expect(page).toHaveTitle('Search | TaxDesk');
  const headings = page.getByRole('heading', { level: 3 });
  await expect(headings.first()).toHaveText('TAN Accounts');
  await expect(page.getByRole('region', { name: 'TDS Demands' }).getByRole('link').first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'TAN Accounts' }).getByRole('link', { name: /./ }).first(),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('search-page.png'), fullPage: true });

  // A notice number's fragment, typed in the page's box: its group, and the link to the notice.
  await page.getByRole('searchbox', { name: 'Search' }).fill(notice.headerSeqNo.slice(1));
  await page.keyboard.press('Enter');
  const notices = page.getByRole('region', { name: 'Proceeding Notices' });
  await expect(notices.getByRole('link', { name: `Notice no. ${notice.headerSeqNo}` })).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await checkA11y(page);
  await notices.getByRole('link', { name: `Notice no. ${notice.headerSeqNo}` }).click();
  await expect(page).toHaveURL(new RegExp(`/it/proceedingnotice/${notice.headerSeqNo}$`));
});

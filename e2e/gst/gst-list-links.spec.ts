import { type Page } from '@playwright/test';
import { apiToken, DEMO, signIn } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * Every list row's detail is a real link, whichever columns the list shows: these five GST lists
 * show no key column by default, and their rows used to open on a mouse click only.
 */
const LISTS = [
  { type: 'gstAdditionalNotice', path: 'additionalnotices' },
  { type: 'gstCase', path: 'casedetails' },
  { type: 'gstReturn', path: 'return' },
  { type: 'gstReturnCompliance', path: 'returncompliance' },
  { type: 'gstTdsCredit', path: 'tds' },
] as const;

/** Waits for the demo's first sync to bring a record of the type. */
async function synced(page: Page, type: string): Promise<void> {
  const headers = { authtoken: await apiToken(page) };
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${DEMO.orgId}/records/${type}?limit=1`, { headers });
        return ((await res.json()) as { data: { rows: unknown[] } }).data.rows.length;
      },
      { timeout: 280_000, intervals: [2000] },
    )
    .toBeGreaterThan(0);
}

for (const list of LISTS) {
  test(`${list.type}: the first row opens its detail through a link, by keyboard`, async ({ page }) => {
    await signIn(page);
    await synced(page, list.type);
    await page.goto(`/a/${DEMO.orgId}/gst/${list.path}`);
    const table = page.locator(`table[data-resource="${list.type}"]`);
    const first = table.locator('tbody tr').first();
    // The list's first page comes after the screen's own chunk and the filters' facets.
    await expect(first).toBeVisible({ timeout: 60_000 });
    const link = first.locator('a[href]').first();
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^/a/${DEMO.orgId}/gst/`));
    expect(href).not.toBe(`/a/${DEMO.orgId}/gst/${list.path}`);
    // Reached and followed by keyboard alone.
    await link.focus();
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  });
}

import { checkA11y } from '../support/a11y';
import { DEMO, signIn, signInTo } from '../support/demo';
import { waitForDemoSync } from '../support/sync';
import { expect, test } from '../support/test';

/**
 * Days are typed and shown DD-MM-YYYY whatever the browser's locale: an English-US browser (whose
 * native date inputs say mm/dd/yyyy) filters a list by "05-03-2026", and GST return periods read
 * as a month, not MMYYYY.
 */
test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';

test.describe.configure({ mode: 'serial' });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `05-Mar-2026` → `2026-03-05`. */
const isoOf = (cell: string) => {
  const [d, m, y] = cell.trim().slice(0, 11).split('-');
  return `${y}-${String(MONTHS.indexOf(m!) + 1).padStart(2, '0')}-${d}`;
};

test('the demo has synced', async ({ page }) => {
  test.setTimeout(620_000);
  await signIn(page);
  await waitForDemoSync(page);
});

test('a date filter takes DD-MM-YYYY in an English-US browser and keeps the day as it was typed', async ({
  page,
}) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/proceedingnotice`);
  await expect(page).toHaveTitle(/\| TaxDesk$/);
  // The filters take one line until opened.
  const toggle = page.getByRole('button', { name: 'Filters' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Issued on from')).toHaveCount(0);
  await toggle.click();
  const from = page.getByLabel('Issued on from');
  await expect(from).toHaveAttribute('placeholder', 'DD-MM-YYYY');
  await from.fill('01-04-2025');
  await from.press('Tab');
  await expect(page).toHaveURL(/issuedOn\.from=2025-04-01/);
  await expect(from).toHaveValue('01-04-2025');

  const to = page.getByLabel('to', { exact: true }).first();
  await to.fill('31/03/2026');
  await to.press('Tab');
  await expect(page).toHaveURL(/issuedOn\.to=2026-03-31/);
  await expect(to).toHaveValue('31-03-2026');
  await checkA11y(page);
  await page.screenshot({ path: `${SHOTS}/typed-date-filter.png` });

  // Every row shown was issued in that span (the cells read DD-Mon-YYYY).
  const cells = page.locator('[data-list="itNotice"] tbody td[data-field="issuedOn"]');
  await expect(cells.first()).toBeVisible();
  for (const text of await cells.allInnerTexts()) {
    expect(isoOf(text) >= '2025-04-01', text).toBe(true);
    expect(isoOf(text) <= '2026-03-31', text).toBe(true);
  }
});

test('GST return periods read as a month and year', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/gst/returncompliance`);
  const periods = page.locator('tbody td[data-field="retPeriod"]');
  await expect(periods.first()).toBeVisible();
  for (const text of (await periods.allInnerTexts()).slice(0, 20))
    expect(text).toMatch(/^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
});

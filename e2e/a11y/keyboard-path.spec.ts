/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { apiToken, DEMO, signIn } from '../support/demo';
import { syncAllDemoAccounts } from '../support/sync';
import { expect, test } from '../support/test';

/**
 * Issue #14 §4: someone who cannot use a mouse works a notice from the list — filter, open, change
 * its work status, back — with Tab, arrows and Enter only, and always sees where focus is.
 */

/** How far Tab may have to go on the busiest screen (the list's header, filters and first row). */
const MAX_TABS = 120;

/** The focused element shows a ring (an outline at least 2px wide): WCAG 2.4.7. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      tag: el.outerHTML.slice(0, 120),
    };
  });
  expect(ring, 'something has focus').not.toBeNull();
  expect(ring!.style, `focus ring on ${ring!.tag}`).not.toBe('none');
  expect(ring!.width, `focus ring on ${ring!.tag}`).toBeGreaterThanOrEqual(2);
}

/** Presses Tab (or Shift+Tab) until `target` or something inside it has focus, checking the ring at each stop. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses++) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    if (
      await target.evaluate(
        (el) => el === document.activeElement || el.contains(document.activeElement),
        undefined,
        { timeout: 5_000 },
      )
    )
      return;
  }
  throw new Error(`${MAX_TABS} presses of ${key} never reached ${target.toString()}`);
}

/** Moves a combobox's highlight with the arrow keys to the option whose text matches `name` and picks it. */
async function pickOption(page: Page, name: RegExp): Promise<void> {
  const highlighted = page.locator('[role="option"][data-combobox-selected]');
  await page.keyboard.press('ArrowDown');
  for (let presses = 0; presses < 10; presses++) {
    if ((await highlighted.count()) && name.test((await highlighted.innerText()).trim())) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(highlighted).toHaveText(name);
  await page.keyboard.press('Enter');
}

test('a notice is filtered, opened, moved to In progress and left, by keyboard alone', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  await syncAllDemoAccounts(page);
  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice`);
  const rows = page.locator('[data-list="itNotice"] tbody tr');
  await expect(rows.first()).toBeVisible();

  // Filter: Tab to Filters and open them with Enter, Tab into the work status filter, pick "Open"
  // with the arrows, close it with Escape.
  const toggle = page.getByRole('button', { name: 'Filters' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const filter = page.getByRole('combobox', { name: 'Work status' });
  await tabTo(page, filter);
  // Filter options carry their count: "Open (120)".
  await pickOption(page, /^Open\b/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/workStatus=open/);
  await expect(rows.first()).toBeVisible();
  for (const cell of await page
    .locator('[data-list="itNotice"] tbody td[data-field="workStatus"]')
    .allInnerTexts())
    expect(cell).toContain('Open');

  // Open: Tab on to the first row's notice number (a link) and press Enter.
  const first = rows.first();
  const key = await first.getAttribute('data-key');
  await tabTo(page, first.locator('td[data-field="headerSeqNo"] a'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/it/proceedingnotice/${key}$`));
  await expect(page.locator('[data-section="work"]')).toBeVisible();

  // Change status: Tab to the work status, arrow to "In progress", Enter.
  const status = page.getByRole('combobox', { name: 'Work status' });
  await tabTo(page, status);
  await pickOption(page, /^In progress$/);
  await expect(status).toHaveValue('In progress');
  const token = await apiToken(page);
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/o/${DEMO.orgId}/records/itNotice/item/${key}`, {
        headers: { authtoken: token },
      });
      return ((await res.json()) as { data: { record: { workStatus: string } } }).data.record.workStatus;
    })
    .toBe('in_progress');

  // Back: Shift+Tab up to the link back to the list, Enter.
  await tabTo(page, page.getByRole('link', { name: /Proceeding Notices/ }).first(), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/proceedingnotice$`));
  await expect(rows.first()).toBeVisible();
});

import type { Page } from '@playwright/test';
import { DEMO, signInTo } from '../support/demo';
import { waitForDemoSync } from '../support/sync';
import { checkA11y } from '../support/a11y';
import { expect, test } from '../support/test';

/**
 * Home and the Work list on the demo, after its first-start sync: each of Home's figures opens the
 * Work list at exactly its records (the list's total is the figure), and a record assigned from the
 * list in bulk moves from "Unassigned" to "Assigned to me".
 */
test.describe.configure({ mode: 'serial' });

const FIGURES = ['overdue', 'dueToday', 'dueSoon', 'newSinceVisit', 'assignedToMe', 'unassigned'] as const;

/** Every figure's count and the Work list address it opens, read from Home once it has answered. */
async function readFigures(page: Page): Promise<Record<string, { count: number; href: string }>> {
  await expect(page.locator('[data-home-today]')).toBeVisible();
  const out: Record<string, { count: number; href: string }> = {};
  for (const key of FIGURES) {
    const link = page.locator(`[data-home-figure="${key}"]`);
    const text = (await link.locator('[data-count]').textContent()) ?? '';
    out[key] = { count: Number(text.replace(/[^0-9]/g, '')), href: (await link.getAttribute('href')) ?? '' };
  }
  return out;
}

/** The Work list's total as its heading's line says it (`12 work items`). */
async function listTotal(page: Page): Promise<number> {
  const total = page.locator('[data-list="workItem"] [data-total]');
  await expect(total).toHaveText(/\d+ work items?|^0 work items/);
  return Number(((await total.textContent()) ?? '').replace(/[^0-9]/g, ''));
}

test("Home's figures agree with the Work list they open", async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  await waitForDemoSync(page);
  await page.goto(`/a/${DEMO.orgId}`);
  const figures = await readFigures(page);
  // The demo's first sync leaves notices in every state: something is due and nobody is assigned yet.
  expect(figures.unassigned!.count).toBeGreaterThan(0);
  expect(figures.dueSoon!.count + figures.overdue!.count).toBeGreaterThan(0);
  await expect(page.locator('[data-home-stakes] [data-stake-total]')).toHaveText(/₹/);
  await expect(page.locator('[data-coverage] tbody tr').first()).toBeVisible();
  // The oldest sync reads on India's clock, as every time in the app does, whatever the browser's zone.
  await expect(page.locator('[data-coverage] tbody tr').first()).toContainText(
    /\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}/,
  );
  await page.screenshot({ path: test.info().outputPath('home.png'), fullPage: true });
  await checkA11y(page);

  for (const key of FIGURES) {
    const { count, href } = figures[key]!;
    expect(href, key).toContain(`/a/${DEMO.orgId}/work`);
    await page.goto(href);
    await expect(page.getByRole('heading', { name: 'Work', level: 2 })).toBeVisible();
    expect(await listTotal(page), key).toBe(count);
    const rows = page.locator('[data-resource="workItem"] tbody tr');
    if (count === 0) await expect(rows).toHaveCount(0);
    else await expect(rows).toHaveCount(Math.min(count, 50));
  }
  await page.screenshot({ path: test.info().outputPath('work.png'), fullPage: true });
  await checkA11y(page);
});

test('assigning records in bulk from the Work list moves them to "Assigned to me"', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  const before = await readFigures(page);
  await page.goto(before.unassigned!.href);
  const unassigned = await listTotal(page);
  expect(unassigned).toBe(before.unassigned!.count);

  const first = page.locator('[data-resource="workItem"] tbody tr').first();
  const key = await first.getAttribute('data-key');
  await first.locator('[data-select]').check();
  await page.locator('[data-bulk-assignee]').click();
  await page
    .getByRole('option', { name: new RegExp(DEMO.email.replace(/\./g, '\\.')) })
    .first()
    .click();
  await checkA11y(page, '[data-bulk]');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator(`[data-resource="workItem"] tbody tr[data-key="${key}"]`)).toHaveCount(0);
  expect(await listTotal(page)).toBe(unassigned - 1);

  await page.goto(`/a/${DEMO.orgId}`);
  const after = await readFigures(page);
  expect(after.assignedToMe!.count).toBe(before.assignedToMe!.count + 1);
  expect(after.unassigned!.count).toBe(before.unassigned!.count - 1);
  await page.goto(after.assignedToMe!.href);
  await expect(page.locator(`[data-resource="workItem"] tbody tr[data-key="${key}"]`)).toHaveCount(1);
});

test("a Work row's client opens its portal account, and the account the client's page", async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  await waitForDemoSync(page);
  await page.goto(`/a/${DEMO.orgId}/work?area=gst`);
  // A GST row's client is the portal login (`deccan_8425`): its cell opens that GSTIN's account.
  const account = page
    .locator('[data-resource="workItem"] tbody tr')
    .first()
    .locator('a[href*="/gst/gstin/"]');
  const login = ((await account.textContent()) ?? '').trim();
  expect(login).toMatch(/^\w+$/);
  await account.click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/gst/gstin/${login}$`));
  await page.getByTestId('client-link').click();
  await expect(page).toHaveURL(/\/client\/[A-Z]{5}\d{4}[A-Z]$/);
  await expect(page.locator('[data-client]')).toBeVisible();
  await expect(page.locator('[data-client] a[href*="/gst/gstin/"]').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('client-from-work.png'), fullPage: true });
});

test('only what is still to do says how long is left or how long overdue', async ({ page }) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  await waitForDemoSync(page);
  const rows = page.locator('[data-resource="workItem"] tbody tr');
  const due = (state: string) => `/a/${DEMO.orgId}/work?state=${state}`;

  await page.goto(due('todo'));
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('[data-days-left]')).toHaveText(
    /Overdue by \d+ days?|Today|In \d+ days?/,
  );

  // Done records (closed by the portal, replied to) keep their date without a red "Overdue by".
  await page.goto(due('done'));
  await expect(rows.nth(9)).toBeVisible();
  await expect(
    rows
      .locator('td')
      .filter({ hasText: /^\d{2}-[A-Z][a-z]{2}-\d{4}/ })
      .first(),
  ).toBeVisible();
  await expect(page.locator('[data-resource="workItem"] [data-days-left]')).toHaveCount(0);
});

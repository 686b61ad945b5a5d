import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signIn, signInTo } from '../support/demo';

/**
 * The licence guard. The demo organisation is licensed for everything, so these tests change the
 * org-info answer on its way to the page (the server's own licence checks are tested in the API tests).
 */

async function withOrgInfo(page: Page, change: (info: Record<string, unknown>) => void): Promise<void> {
  await page.route(`**/api/o/${DEMO.orgId}/org/info`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    change(body.data);
    await route.fulfill({ response, json: body });
  });
}

test('an area the licence does not cover shows the notice, then Home with the reason', async ({ page }) => {
  await signIn(page);
  await withOrgInfo(page, (info) => {
    info.isItActive = false;
  });
  // A full load, so the guard fetches the org info afresh.
  await page.goto(`/a/${DEMO.orgId}/it/proceeding`);
  await expect(page.getByRole('alertdialog')).toHaveText("You don't have access");
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}\\?reason=`));
  await expect(page.getByRole('alert').filter({ hasText: "You don't have access" })).toBeVisible();
  await expect(page.locator('[data-feature="it"]')).toHaveAttribute('data-state', 'inactive');
});

test('an expired organisation licence sends the user to Login with the reason', async ({ page }) => {
  await signIn(page);
  await withOrgInfo(page, (info) => {
    info.licExpiry = 20200101;
  });
  await page.goto(`/a/${DEMO.orgId}`);
  await expect(page).toHaveURL(/\/a\/login\?reason=/);
  await expect(page.getByText('License has expired')).toBeVisible();
});

test('a licensed area opens with its header and a title set from the catalogue', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/it/proceeding`);
  await expect(page).toHaveTitle('Proceedings | TaxDesk');
  await expect(page.getByRole('banner').getByText('Income Tax')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('each route change is recorded as page_view and screen_view', async ({ page }) => {
  const events: { name: string; path: string; title?: string }[] = [];
  await page.route('**/api/events', async (route) => {
    events.push(route.request().postDataJSON() as (typeof events)[number]);
    await route.continue();
  });
  await signIn(page);
  await expect
    .poll(() => events.filter((e) => e.path === '/a/{orgId}').map((e) => e.name))
    .toEqual(['page_view', 'screen_view']);
  // The route's pattern, never the address (which holds PANs and GSTINs on other screens).
  expect(events.find((e) => e.path === '/a/{orgId}')).toMatchObject({
    orgId: DEMO.orgId,
    title: 'Home',
  });
});

import { checkA11y } from '../support/a11y';
import { DEMO, signIn } from '../support/demo';
import { syncAllDemoAccounts } from '../support/sync';
import { expect, openScreen, test } from '../support/test';

/**
 * Issue #14 §4: one of each kind of screen, with data, passes WCAG 2.2 A/AA (no serious or critical
 * axe violation). The test fixture checks each screen as the test leaves it; open modals and
 * drawers are checked here while they are open.
 */
test.describe.configure({ mode: 'serial' });

const org = `/a/${DEMO.orgId}`;

/** Each kind of screen and the title that says it has loaded. */
const SCREENS: readonly [kind: string, path: string, title: string | RegExp][] = [
  ['home', org, 'Home | TaxDesk'],
  ['list', `${org}/it/proceedingnotice`, 'Proceeding Notices | TaxDesk'],
  ['list with badges', `${org}/it/proceeding`, 'Proceedings | TaxDesk'],
  ['list of demands', `${org}/it/demand`, 'Outstanding Demands | TaxDesk'],
  ['dashboard', `${org}/it/proceedingdashboard`, 'Proceeding Dashboard | TaxDesk'],
  ['area overview', `${org}/it`, 'Income Tax | TaxDesk'],
  ['report', `${org}/it/paymentdashboard`, 'Payment Dashboard | TaxDesk'],
  ['sync', `${org}/it/sync`, /Sync \| TaxDesk/],
  ['sync settings', `${org}/it/settings`, 'Income Tax Settings | TaxDesk'],
  ['import', `${org}/it/import`, 'Import IT Accounts | TaxDesk'],
  ['organisation settings', `${org}/settings`, 'Settings | TaxDesk'],
  ['users and invite form', `${org}/user`, /Users \| TaxDesk/],
  ['API keys form', `${org}/api`, 'API Keys | TaxDesk'],
];

test('every kind of screen, with records in it', async ({ page }) => {
  // Up to five minutes of it waiting for the demo's first sync, when this is a worker's first test.
  test.setTimeout(600_000);
  await signIn(page);
  await syncAllDemoAccounts(page);
  for (const [kind, path, title] of SCREENS) {
    await test.step(kind, async () => {
      await openScreen(page, path);
      await expect(page).toHaveTitle(title);
      await expect(page.locator('h1, h2').first()).toBeVisible();
      await checkA11y(page);
    });
  }
});

test('a record detail, and the modals and drawers the screens open', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page);
  await syncAllDemoAccounts(page);

  await page.goto(`${org}/it/proceedingnotice`);
  await page
    .locator('[data-list="itNotice"] tbody tr')
    .first()
    .locator('td[data-field="headerSeqNo"] a')
    .click();
  await expect(page.locator('[data-section="work"]')).toBeVisible();
  await checkA11y(page);

  // Modal: add an income-tax account.
  await page.goto(`${org}/it/pan`);
  await page.getByRole('button', { name: 'Add account' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkA11y(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Modal with a form: a manual notice.
  await page.goto(`${org}/it/manualnotice`);
  await page.getByRole('button', { name: 'Add notice' }).first().click();
  await expect(page.locator('[data-form="manual-notice"]')).toBeVisible();
  await checkA11y(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
  // The screen is checked again on leaving it: not while the modal fades out over it.
  await expect(page.getByRole('dialog')).toBeHidden();

  // Drawer: a sync run opened from the sync log.
  await page.goto(`${org}/synclog`);
  await page.locator('[data-list="syncLog"] tbody tr td:not(:has(a, button, input))').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkA11y(page, '[role="dialog"]');
});

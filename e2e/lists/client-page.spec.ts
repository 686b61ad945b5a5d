import { sandboxGstAccounts, sandboxItAccounts, sandboxTdsAccounts } from '@taxdesk/sandbox';
import { checkA11y } from '../support/a11y';
import { DEMO, signInTo } from '../support/demo';
import { waitForDemoSync } from '../support/sync';
import { expect, test } from '../support/test';

/**
 * One page per client on the demo: a GST client's page gathers its GST login, its pre-GST
 * registration and the TAN the firm recorded against its PAN, with what is open; a GSTIN cell in a
 * list and a TAN in the address lead to the same page.
 */
test.describe.configure({ mode: 'serial' });

const gst = sandboxGstAccounts()[0]!;
const pan = gst.gstins[0]!.slice(2, 12);
const tan = sandboxTdsAccounts()[0]!.tan;

test('a client page gathers the accounts a PAN ties together, with open items', async ({ page }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  await waitForDemoSync(page);

  // From the GST account's own page.
  await page.goto(`/a/${DEMO.orgId}/gst/gstin/${gst.username}`);
  await page.getByTestId('client-link').click();
  await expect(page).toHaveURL(new RegExp(`/client/${pan}$`));
  await expect(page.locator(`[data-client="${pan}"]`).getByRole('heading', { level: 2 })).toHaveText(
    gst.legalName,
  );
  const accounts = page.locator('[data-section="accounts"]');
  await expect(accounts.locator('[data-account="gstAccount"]')).toContainText(gst.username);
  await expect(accounts.locator('[data-account="preGstAccount"]')).toContainText(gst.gstins[0]!);
  await expect(accounts.locator('[data-account="tdsAccount"]')).toContainText(tan);
  // The demo's synced GST notices and pre-GST matters of the client, with their days left.
  const open = page.locator('[data-section="open-items"]');
  await expect(open.locator('[data-item]').first()).toBeVisible();
  await expect(open.getByText(/^(Overdue by \d+ days?|Today|In \d+ days?)$/).first()).toBeVisible();
  await expect(page.locator('[data-section="arrivals"]').getByRole('link').first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('client-page.png'), fullPage: true });
  await checkA11y(page);

  // An open item opens its record.
  const first = open.locator('[data-item]').first().getByTestId('calendar-item');
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
});

test('a TAN leads to the PAN it is recorded against, and a GSTIN cell opens its client', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}/client/${tan}`);
  await expect(page).toHaveURL(new RegExp(`/client/${pan}$`));
  await expect(page.locator('[data-section="accounts"] [data-account="gstAccount"]')).toBeVisible();

  await page.goto(`/a/${DEMO.orgId}/gst/notices`);
  const cell = page.getByRole('link', { name: /^\d{2}[A-Z]{5}\d{4}[A-Z][0-9A-Z]{3}$/ }).first();
  const gstin = (await cell.textContent())!;
  await cell.click();
  await expect(page).toHaveURL(new RegExp(`/client/${gstin.slice(2, 12)}$`));
  await expect(page.locator('[data-section="accounts"] [data-account="gstAccount"]')).toContainText(gstin);
});

test('a PAN the firm holds nothing for says so', async ({ page }) => {
  await signInTo(page, `/a/${DEMO.orgId}/client/CCCPC3333C`);
  await expect(page.locator('[data-state="empty"]')).toContainText('TaxDesk holds no account for CCCPC3333C');
  await checkA11y(page);
});

test("a client's documents, with the portal's long file names, stay within the page at 1366 px", async ({
  page,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  await waitForDemoSync(page);
  // An income-tax client whose proceedings carry the portal's orders, named like
  // `70000000869069621_297947138_2021_AST_NDBPG6909F_Demand Notice us 156_...pdf`.
  const pan = sandboxItAccounts()[13]!.pan;
  await page.goto(`/a/${DEMO.orgId}/client/${pan}`);
  const documents = page.locator('[data-section="documents"]');
  await expect(documents.getByRole('button', { name: 'Download' }).first()).toBeVisible();
  expect(await documents.getByRole('button', { name: 'Download' }).count()).toBeGreaterThan(10);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  const panel = (await documents.boundingBox())!;
  for (const button of await documents.getByRole('button', { name: 'Download' }).all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(panel.x + panel.width);
  }
  await page.screenshot({ path: test.info().outputPath('client-documents.png'), fullPage: true });
});

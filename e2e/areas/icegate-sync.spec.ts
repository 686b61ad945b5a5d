import { apiToken, DEMO, signIn } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * ICEGATE sync as a person starts it: every login synced again from the sync screen (the
 * sandbox's captchas read by its solver), followed to the end, and the shipping bills listed.
 */
test('Sync all of ICEGATE runs every login to the end and the shipping bills are listed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page);
  const headers = { authtoken: await apiToken(page) };
  // The demo's first-start sync of ICEGATE must be over, else Sync all finds every login busy.
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/api/o/${DEMO.orgId}/sync/icegate/accounts`, { headers });
        const list = (await res.json()) as { data: { accounts: { syncing: boolean }[] } };
        return list.data.accounts.length > 0 && !list.data.accounts.some((a) => a.syncing);
      },
      { timeout: 200_000, intervals: [2000] },
    )
    .toBe(true);

  await page.goto(`/a/${DEMO.orgId}/icegate/sync`);
  await expect(page).toHaveTitle('ICEGATE Sync | TaxDesk');
  await page.getByRole('button', { name: 'Sync all accounts' }).click();
  const batch = page.locator('[data-batch-state]');
  await expect(batch).toBeVisible();
  await expect(page).toHaveURL(/batch=/);
  await expect(batch).toHaveAttribute('data-batch-state', 'done', { timeout: 120_000 });
  await expect(batch.locator('[data-run-state="succeeded"]').first()).toBeVisible();
  await expect(page.locator('[data-progress-text]')).toHaveText(/^(\d+) of \1 done$/);

  await page.goto(`/a/${DEMO.orgId}/icegate/shippingbill`);
  await expect(page.locator('[data-list="icegateShippingBill"] [data-total]')).toHaveText(/^[1-9][\d,]* /);
  await expect(page.locator('[data-list="icegateShippingBill"] tbody tr').first()).toBeVisible();
});

import { checkA11y } from '../support/a11y';
import { DEMO, signIn, signInTo } from '../support/demo';
import { expect, test } from '../support/test';

/**
 * Settings → Signed-in sessions: a person signed in on two browsers sees both, signs the other one
 * out, and that browser is sent to Login on its next step (its identity token stops at once, not
 * when it would have expired).
 */

/** A first screen on a busy machine: the demo is still syncing in the background. */
const FIRST_LOAD = { timeout: 30_000 };

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

test('signs another browser out from Settings', async ({ page, browser }) => {
  // Two browsers signing in and loading the app while the demo syncs.
  test.slow();
  const other = await browser.newContext({ userAgent: FIREFOX_WINDOWS });
  try {
    const away = await other.newPage();
    await signIn(away);
    await away.goto(`/a/${DEMO.orgId}/settings`);
    await expect(away.getByTestId('signed-in-sessions')).toBeVisible(FIRST_LOAD);

    await signInTo(page, `/a/${DEMO.orgId}/settings`);
    const table = page.getByTestId('signed-in-sessions');
    const here = table.locator('tr[data-current]');
    await expect(here).toHaveCount(1, FIRST_LOAD);
    await expect(here.getByText('This session')).toBeVisible();
    const theirs = table.getByRole('row').filter({ hasText: 'Firefox on Windows' });
    await expect(theirs).toHaveCount(1);
    await checkA11y(page);

    await theirs.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
    await expect(theirs).toHaveCount(0);
    await expect(here).toHaveCount(1);

    // The other browser's next step finds its session over and goes to Login.
    await away.reload();
    await expect(away).toHaveURL(/\/a\/login/);
    expect(await away.evaluate(() => localStorage.getItem('taxdesk.refreshToken'))).toBeNull();
  } finally {
    await other.close();
  }
});

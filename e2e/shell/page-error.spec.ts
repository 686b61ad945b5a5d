import { expect, test } from '../support/test';
import { DEMO, signInTo } from '../support/demo';

/**
 * A screen whose code cannot be fetched (a dropped connection, a release replaced under an open
 * tab) shows the shell's error in its place; Try again opens it once the code arrives. The error's
 * own code is not part of the first load: it is fetched after the app starts.
 */
test('a screen that cannot be loaded shows the error, and Try again opens it', async ({ page }) => {
  let refuse = true;
  await page.route('**/assets/home-screen-*.js', (route) => (refuse ? route.abort() : route.continue()));
  await signInTo(page, `/a/${DEMO.orgId}`);
  await expect(page.getByText('This page could not be shown')).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  refuse = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Demo & Associates' })).toBeVisible();
});

import { expect, type Page } from '@playwright/test';
import { apiToken, DEMO, signIn } from '../support/demo';
import { sandboxUrl } from '../support/servers';
import { waitForDemoSync } from '../support/sync';
import { test } from '../support/test';

/**
 * The header on a laptop's screen: at 1024, 1280 and 1366 px, with a sign-in waiting (its badge is
 * the widest control), no area's screen links run under the search, the badge, the organisation
 * or the user menu. At 1280 px the income-tax header's "Sync" once lay under the search.
 */
const AREAS = ['', '/it', '/gst', '/tds', '/state', '/pregst', '/icegate', '/gstparty'];
const WIDTHS = [1024, 1280, 1366];
const SHOTS = process.env.SCREENSHOT_DIR ?? 'test-results';

test.describe.configure({ mode: 'serial' });

/** A sign-in waiting in the queue: a sync of the sandbox's OTP-only account stops at its OTP. */
async function aSignInWaits(page: Page): Promise<void> {
  const token = await apiToken(page);
  const headers = { authtoken: token };
  const queue = async () =>
    (
      (await (await page.request.get(`/api/o/${DEMO.orgId}/sign-in-queue`, { headers })).json()) as {
        data: { items: unknown[] };
      }
    ).data.items.length;
  if ((await queue()) > 0) return;
  const listed = (await (await page.request.get(`${sandboxUrl()}/__sandbox/accounts`)).json()) as {
    accounts: { pan: string; behaviour: string }[];
  };
  const otp = listed.accounts.find((a) => a.behaviour === 'otp');
  expect(otp, 'the sandbox has an OTP-only account').toBeDefined();
  const start = await page.request.post(`/api/o/${DEMO.orgId}/sync/it/batches`, {
    headers,
    data: { accounts: [otp!.pan], modules: ['profile'] },
  });
  expect(start.ok()).toBe(true);
  await expect.poll(queue, { timeout: 60_000, intervals: [1000] }).toBeGreaterThan(0);
}

test('the demo has synced and a sign-in waits', async ({ page }) => {
  test.setTimeout(620_000);
  await signIn(page);
  await waitForDemoSync(page);
  await aSignInWaits(page);
});

for (const width of WIDTHS)
  test(`at ${width} px every area's screens stay clear of the header's controls`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 720 });
    await signIn(page);
    for (const area of AREAS) {
      await page.goto(`/a/${DEMO.orgId}${area}`);
      const header = page.locator('header[data-area]');
      const controls = header.locator('[data-header-side="controls"]');
      await expect(controls.locator('[data-sign-in-badge]')).toBeVisible();
      const screens = header.locator('[data-header-side="screens"]');
      await expect(screens.locator('a, button').last()).toBeVisible();
      const { linksEnd, controlsStart, pageWidth } = await header.evaluate((el) => {
        const side = (name: string) => el.querySelector(`[data-header-side="${name}"]`)!;
        const shown = [...side('screens').querySelectorAll('a, button')]
          .map((a) => a.getBoundingClientRect())
          .filter((r) => r.width > 0);
        return {
          linksEnd: Math.max(...shown.map((r) => r.right)),
          controlsStart: side('controls').getBoundingClientRect().left,
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      expect(linksEnd, `${area || '/'} at ${width} px`).toBeLessThanOrEqual(controlsStart);
      expect(pageWidth, `${area || '/'} at ${width} px: no sideways scroll`).toBeLessThanOrEqual(width);
      if (area === '/it') await header.screenshot({ path: `${SHOTS}/header-${width}.png` });
    }
  });

import { type Page } from '@playwright/test';
import { apiToken, DEMO, signIn } from '../support/demo';
import { sandboxUrl } from '../support/servers';
import { answerOtpQuestions, waitForDemoSync } from '../support/sync';
import { expect, test } from '../support/test';

/**
 * A GST sync started from the account page while the captcha solver cannot read anything: the
 * sign-in waits in the header's queue, the user types the captcha shown there, and the sync goes
 * on in the same portal session to the end.
 */

const solverOff = (page: Page, rate: number) =>
  page.request.post(`${sandboxUrl()}/__sandbox/faults`, { data: { solverUnreadableRate: rate } });

test.afterEach(async ({ page }) => {
  await solverOff(page, 0);
});

test('with the solver off, the user types the captcha shown and the sync goes on', async ({ page }) => {
  test.setTimeout(480_000);
  await signIn(page);
  await waitForDemoSync(page);
  const headers = { authtoken: await apiToken(page) };
  const portal = await page.request.get(`${sandboxUrl()}/__sandbox/gst/accounts`);
  const normal = new Set(
    ((await portal.json()) as { accounts: { username: string; behaviour: string }[] }).accounts
      .filter((a) => a.behaviour === 'normal')
      .map((a) => a.username.toLowerCase()),
  );
  const held = await page.request.get(`/api/o/${DEMO.orgId}/records/gstAccount?loginStatus=ok&limit=50`, {
    headers,
  });
  const username = (
    (await held.json()) as { data: { rows: { data: { portalUserName: string } }[] } }
  ).data.rows
    .map((r) => r.data.portalUserName)
    .find((u) => normal.has(u.toLowerCase()))!;
  expect(username).toBeTruthy();

  expect((await solverOff(page, 1)).ok()).toBe(true);
  await page.goto(`/a/${DEMO.orgId}/gst/gstin/${encodeURIComponent(username)}`);
  // The app fetches each captcha with the session's token and shows it from a blob: the bytes
  // the user sees are the answer's body (the page's CSP does not let a script fetch the blob).
  // The test passes each image on to the app and keeps a copy (Chromium does not keep the body
  // of an answer the page read as a blob).
  const shown = new Map<string, Buffer>();
  await page.route('**/sign-in-queue/*/image', async (route) => {
    const res = await route.fetch();
    const m = /\/sign-in-queue\/([^/]+)\/image$/.exec(new URL(route.request().url()).pathname);
    if (m) shown.set(decodeURIComponent(m[1]!), await res.body());
    await route.fulfill({ response: res });
  });
  await page.getByRole('button', { name: 'Sync now' }).click();
  const badge = page.locator('[data-sign-in-badge]');
  await expect(badge).toBeVisible({ timeout: 60_000 });
  await badge.click();
  const form = page.locator(`form[data-account="${username}"]`);
  const image = form.locator('img[data-captcha]');
  // The queue shows the oldest question first: the demo's OTP-only client may wait ahead of ours.
  await expect
    .poll(
      async () => {
        if (await image.isVisible()) return true;
        await answerOtpQuestions(page);
        return false;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);

  // What the user reads off the image: the sandbox tells it for the image's bytes.
  const id = await image.getAttribute('data-captcha');
  const png = (shown.get(id ?? '') ?? Buffer.alloc(0)).toString('base64');
  const read = await page.request.post(`${sandboxUrl()}/__sandbox/captchas/read`, { data: { image: png } });
  expect(read.ok()).toBe(true);
  await form.getByRole('textbox').fill(((await read.json()) as { answer: string }).answer);
  await form.getByRole('button', { name: 'Answer' }).click();
  await expect(form).toBeHidden();

  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/o/${DEMO.orgId}/records/syncLog?accountKey=${encodeURIComponent(username)}&limit=1`,
          { headers },
        );
        return ((await res.json()) as { data: { rows: { data: { status: string } }[] } }).data.rows[0]?.data
          .status;
      },
      { timeout: 180_000, intervals: [2000] },
    )
    .toBe('succeeded');
});

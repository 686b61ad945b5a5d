import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { DEMO, signIn } from '../support/demo';

/**
 * The app runs under its Content-Security-Policy (apps/server/src/plugins/security-headers.ts)
 * without one violation: every `securitypolicyviolation` event and CSP console error on the way
 * through sign-in, Home, a list, a record, a report and the API keys screen is collected, and
 * there must be none. A policy too tight for the app (or app code that needs more) fails here.
 */

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

async function collectViolations(page: Page): Promise<string[]> {
  const console: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) console.push(msg.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations!.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return console;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations ?? []);
}

test('the app runs under its Content-Security-Policy without violations', async ({ page }) => {
  const fromConsole = await collectViolations(page);
  const seen: string[] = [];

  const login = await page.goto('/a/login');
  const policy = login!.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("script-src 'self'");
  expect(login!.headers()['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
  seen.push(...(await violations(page)));

  await signIn(page);
  await expect(page.locator('[data-feature="it"]')).toBeVisible();
  seen.push(...(await violations(page)));

  for (const path of [
    `/a/${DEMO.orgId}/it/proceedingnotice`,
    `/a/${DEMO.orgId}/gst/notices`,
    `/a/${DEMO.orgId}/api`,
  ]) {
    const res = await page.goto(path);
    expect(res!.headers()['content-security-policy']).toBe(policy);
    await expect(page.locator('h2').first()).toBeVisible();
    seen.push(...(await violations(page)));
  }

  // A record's detail, opened from its list as a user would.
  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice`);
  const firstRow = page.locator('tbody tr').first();
  await expect(firstRow).toBeVisible({ timeout: 60_000 });
  await firstRow.locator('a').first().click();
  await expect(page.locator('h2').first()).toBeVisible();
  seen.push(...(await violations(page)));

  expect([...seen, ...fromConsole]).toEqual([]);
});

import type { Page } from '@playwright/test';
import { addDays, dayOf, formatDate } from '@taxdesk/domain';
import { checkA11y } from '../support/a11y';
import { apiToken, DEMO, signIn } from '../support/demo';
import { waitForDemoSync } from '../support/sync';
import { expect, test } from '../support/test';

/**
 * A target date set on a notice's Dates section (+30 days, with a reason) becomes its due date:
 * the list's due cell and the calendar follow, and the history keeps who set it and why.
 */
test.describe.configure({ mode: 'serial' });

type Row = { key: string; dueOn: string | null; workStatus?: string | null; removedAt: string | null };

/** A synced notice with no due date yet (the portal gave none, the law leaves it to the notice). */
async function undatedNotice(page: Page, headers: Record<string, string>): Promise<Row> {
  let found: Row | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/o/${DEMO.orgId}/records/itNotice?limit=200&sort=-issuedOn&workStatus=open`,
          { headers },
        );
        const rows = ((await res.json()) as { data: { rows: Row[] } }).data.rows;
        found = rows.find((r) => r.dueOn == null && r.removedAt == null);
        return found != null;
      },
      { timeout: 60_000, intervals: [2000] },
    )
    .toBe(true);
  return found!;
}

test('the demo has synced', async ({ page }) => {
  test.setTimeout(620_000);
  await signIn(page);
  await waitForDemoSync(page);
});

test('+30 days on a notice moves its due date in the list and on the calendar', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page);
  const headers = { authtoken: await apiToken(page) };
  const notice = await undatedNotice(page, headers);
  const target = addDays(dayOf(new Date().toISOString())!, 30);

  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice/${notice.key}`);
  const dates = page.locator('[data-section="dates"]');
  await expect(dates.getByRole('heading', { name: 'Dates' })).toBeVisible();
  await expect(dates.locator('[data-effective]')).toHaveText('Due —');
  await dates.getByRole('button', { name: /^\+30 days/ }).click();
  await dates.getByLabel('Reason').fill('Partner to review before the hearing');
  await dates.getByRole('button', { name: 'Set target' }).click();

  await expect(dates.locator('[data-effective]')).toHaveText(
    `Due ${formatDate(target)} · The target date drives the work`,
  );
  await expect(dates.locator('[data-date="Target date"]')).toContainText(
    'Partner to review before the hearing',
  );
  await expect(dates.locator('[data-date="Target date"] [data-drives]')).toBeVisible();
  const event = page.locator('[data-section="history"] [data-event="target"]').first();
  await expect(event).toContainText(DEMO.email);
  await expect(event).toContainText(formatDate(target));
  await page.screenshot({ path: test.info().outputPath('target-date-detail.png'), fullPage: true });
  await checkA11y(page);

  // The list's due column shows the target, and its due filter finds the notice by it.
  await page.goto(
    `/a/${DEMO.orgId}/it/proceedingnotice?q=${notice.key}&responseDueDate.from=${target}&responseDueDate.to=${target}`,
  );
  const row = page.locator(`[data-list="itNotice"] tbody tr[data-key="${notice.key}"]`);
  const due = row.locator('td[data-field="responseDueDate"]');
  await expect(due).toContainText(formatDate(target));
  await expect(due).toContainText('In 30 days');
  await page.screenshot({ path: test.info().outputPath('target-date-list.png'), fullPage: true });

  // The calendar's agenda of that day lists it.
  await page.goto(`/a/${DEMO.orgId}/calendar?date=${target}&view=agenda`);
  const agenda = page.getByTestId('calendar-agenda');
  await expect(agenda.locator(`a[href$="/it/proceedingnotice/${notice.key}"]`).first()).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await checkA11y(page);

  // Cleared, the notice has no due date again and leaves that day.
  await page.goto(`/a/${DEMO.orgId}/it/proceedingnotice/${notice.key}`);
  await dates.getByRole('button', { name: 'Clear target' }).click();
  await expect(dates.locator('[data-effective]')).toHaveText('Due —');
  await page.goto(`/a/${DEMO.orgId}/calendar?date=${target}&view=agenda`);
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await expect(
    page.getByTestId('calendar-agenda').or(page.getByText('Nothing falls due in this period')),
  ).toBeVisible();
  await expect(page.locator(`a[href$="/it/proceedingnotice/${notice.key}"]`)).toHaveCount(0);
});

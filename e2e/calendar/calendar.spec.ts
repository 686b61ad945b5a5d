import ICAL from 'ical.js';
import type { Page } from '@playwright/test';
import { apiToken, DEMO, signInTo } from '../support/demo';
import { checkA11y } from '../support/a11y';
import { expect, test } from '../support/test';

/**
 * The Calendar on the demo: a month with the synced notices' due dates, the agenda, the area
 * filter, an item opening its record, and a feed read back with a real iCalendar parser, renewed
 * (the old address dies) and revoked.
 */
test.describe.configure({ mode: 'serial' });

/** `dueOn`: the record's effective due date (the calendar's day), which may come before the portal's. */
type Notice = { headerSeqNo: string; pan: string; dueOn: string };

/** The notice whose response is due last, once the demo's first income-tax sync has stored one. */
async function latestDueNotice(page: Page): Promise<Notice> {
  const headers = { authtoken: await apiToken(page) };
  let notice: Notice | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/o/${DEMO.orgId}/records/itNotice?limit=1&sort=-responseDueDate`,
          { headers },
        );
        const row = ((await res.json()) as { data: { rows: { dueOn: string | null; data: Notice }[] } }).data
          .rows[0];
        notice = row?.dueOn ? { ...row.data, dueOn: row.dueOn } : undefined;
        return Boolean(notice);
      },
      { timeout: 240_000, intervals: [2000] },
    )
    .toBe(true);
  return notice!;
}

test('the month, the agenda, the area filter and an item opening its record', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}`);
  const notice = await latestDueNotice(page);
  const day = notice.dueOn.slice(0, 10);

  await page.goto(`/a/${DEMO.orgId}/calendar?date=${day}`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 2 })).toBeVisible();
  const cell = page.locator(`[data-day="${day}"]`);
  await expect(cell).toBeVisible();
  // The day holds the notice (or, on a busy day, a "more" button to its week).
  await expect(
    cell
      .getByTestId('calendar-item')
      .or(cell.getByRole('button', { name: /more on/ }))
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('calendar-month.png'), fullPage: true });
  await checkA11y(page);

  // The week of that day lists every item of each day.
  await page.locator('label', { hasText: /^Week$/ }).click();
  await expect(page).toHaveURL(/view=week/);
  await expect(
    page
      .getByTestId('calendar-week')
      .getByRole('link', { name: new RegExp(`^${notice.pan} · Notice`) })
      .first(),
  ).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('calendar-week.png'), fullPage: true });

  await page.locator('label', { hasText: /^Agenda$/ }).click();
  await expect(page).toHaveURL(/view=agenda/);
  const agenda = page.getByTestId('calendar-agenda');
  const item = agenda.getByRole('link', { name: new RegExp(`^${notice.pan} · Notice`) }).first();
  await expect(item).toBeVisible();
  await expect(page.getByLabel('Loading')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('calendar-agenda.png'), fullPage: true });
  await checkA11y(page);

  // GST alone hides the income-tax notice; income tax alone shows it again.
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'GST', exact: true }).click();
  await expect(page).toHaveURL(/area=gst/);
  await expect(agenda.getByRole('link', { name: new RegExp(`^${notice.pan} · Notice`) })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Area' }).click();
  await page.getByRole('option', { name: 'Income Tax', exact: true }).click();
  await expect(page).toHaveURL(/area=it/);

  const link = agenda.locator(`a[href$="/it/proceedingnotice/${notice.headerSeqNo}"]`);
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/a/${DEMO.orgId}/it/proceedingnotice/${notice.headerSeqNo}$`));
});

test('a feed is read by a real iCalendar parser, renewed and revoked', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInTo(page, `/a/${DEMO.orgId}/calendar?view=agenda`);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Create feed' }).click();
  const url = (await page.getByTestId('calendar-feed-url').textContent())!;
  expect(url).toMatch(/\/api\/calendar\/cal_DEMO01_[A-Za-z0-9_-]{43}\.ics$/);
  const path = new URL(url).pathname;

  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('text/calendar');
  const cal = new ICAL.Component(ICAL.parse(await res.text()));
  const events = cal.getAllSubcomponents('vevent');
  expect(events.length).toBeGreaterThan(0);
  for (const event of events)
    expect(String(event.getFirstPropertyValue('uid'))).toMatch(/^DEMO01-\w+-.+@taxdesk$/);
  const reminded = events.filter((e) => e.getAllSubcomponents('valarm').length > 0);
  expect(reminded.length).toBeGreaterThan(0);
  expect(reminded[0]!.getAllSubcomponents('valarm')).toHaveLength(1);
  await page.screenshot({ path: test.info().outputPath('calendar-feed.png'), fullPage: true });
  await checkA11y(page);

  const row = page
    .getByTestId('calendar-feeds')
    .getByRole('row')
    .filter({ hasText: 'Everything due' })
    .first();
  await row.getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByTestId('calendar-feed-url')).not.toHaveText(url);
  const renewed = new URL((await page.getByTestId('calendar-feed-url').textContent())!).pathname;
  expect((await page.request.get(path)).status()).toBe(404);
  expect((await page.request.get(renewed)).status()).toBe(200);

  await page
    .getByTestId('calendar-feeds')
    .getByRole('row')
    .filter({ hasText: 'Everything due' })
    .first()
    .getByRole('button', { name: 'Revoke' })
    .click();
  await expect(page.getByTestId('calendar-feed-url')).toHaveCount(0);
  expect((await page.request.get(renewed)).status()).toBe(404);
});

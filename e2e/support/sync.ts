import { expect, type Page } from '@playwright/test';
import type { StartSyncBody, SyncBatchSummary } from '@taxdesk/domain';
import { apiToken, DEMO } from './demo';
import { sandboxUrl } from './servers';

/**
 * Syncs every demo income-tax account through the API (unless an earlier spec of this run already
 * did) and waits until no run is queued or running.
 */
export async function syncAllDemoAccounts(page: Page): Promise<void> {
  const token = await apiToken(page);
  const headers = { authtoken: token };
  const unsynced = await page.request.get(`/api/o/${DEMO.orgId}/records/itAccount?loginStatus=new&limit=1`, {
    headers,
  });
  const runs = await page.request.get(`/api/o/${DEMO.orgId}/records/syncLog?limit=1`, { headers });
  const neverSynced = ((await unsynced.json()) as { data: { total: number } }).data.total;
  const anyRun = ((await runs.json()) as { data: { total: number } }).data.total;
  if (neverSynced > 0 || anyRun === 0)
    await page.request.post(`/api/o/${DEMO.orgId}/sync/it/batches`, { headers, data: {} });
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/o/${DEMO.orgId}/records/syncLog?status=queued,running&limit=1`,
          { headers },
        );
        return ((await res.json()) as { data: { total: number } }).data.total;
      },
      { timeout: 280_000, intervals: [1000] },
    )
    .toBe(0);
}

/** Starts an income-tax batch through the generic sync API (`/sync/it/batches`): its id. */
export async function startItBatch(
  page: Page,
  headers: Record<string, string>,
  body: StartSyncBody,
): Promise<string> {
  const start = await page.request.post(`/api/o/${DEMO.orgId}/sync/it/batches`, { headers, data: body });
  expect(start.status()).toBe(200);
  return ((await start.json()) as { data: { batchId: string } }).data.batchId;
}

/**
 * Until the income-tax batch (by default the latest) has no run queued or running; a run waiting
 * for a person's OTP does not count.
 */
export async function untilItBatchSettled(
  page: Page,
  headers: Record<string, string>,
  batchId?: string,
  timeout = 200_000,
): Promise<void> {
  const url = batchId
    ? `/api/o/${DEMO.orgId}/sync/it/batches/${batchId}`
    : `/api/o/${DEMO.orgId}/sync/it/batches?limit=1`;
  await expect
    .poll(
      async () => {
        const data = (
          (await (await page.request.get(url, { headers })).json()) as {
            data: SyncBatchSummary | SyncBatchSummary[];
          }
        ).data;
        const batch = Array.isArray(data) ? data[0] : data;
        return batch ? batch.counts.queued + batch.counts.running : -1;
      },
      { timeout, intervals: [1000] },
    )
    .toBe(0);
}

/**
 * Waits for the demo's first-start sync of every area (no run queued or running; a run waiting
 * for a person's OTP does not count).
 */
export async function waitForDemoSync(page: Page): Promise<void> {
  const token = await apiToken(page);
  await expect
    .poll(
      async () => {
        const res = await page.request.get(
          `/api/o/${DEMO.orgId}/records/syncLog?status=queued,running&limit=1`,
          { headers: { authtoken: token } },
        );
        const body = (await res.json()) as { data: { total: number } };
        const all = await page.request.get(`/api/o/${DEMO.orgId}/records/syncLog?limit=1`, {
          headers: { authtoken: token },
        });
        // Before the first batch is queued there is no run at all: keep waiting.
        return ((await all.json()) as { data: { total: number } }).data.total > 0 ? body.data.total : -1;
      },
      { timeout: 380_000, intervals: [2000] },
    )
    .toBe(0);
}

/**
 * Answers every OTP question the page's sign-in queue shows, as the client reading out the OTP
 * would: the sandbox tells the OTP it sent through its test control.
 */
export async function answerOtpQuestions(page: Page): Promise<number> {
  let answered = 0;
  for (const form of await page.locator('[data-sign-in-queue] form[data-sign-in]').all()) {
    const pan = await form.getAttribute('data-account').catch(() => null);
    if (!pan) continue;
    const res = await page.request.get(`${sandboxUrl()}/__sandbox/accounts/${pan}/otp`);
    if (!res.ok()) continue;
    const { otp } = (await res.json()) as { otp: string };
    await form.getByRole('textbox').fill(otp);
    await form.getByRole('button', { name: 'Answer' }).click();
    answered++;
  }
  return answered;
}

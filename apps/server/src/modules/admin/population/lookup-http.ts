import { portalFetch, portalScope } from '../../../lib/portal/portal-fetch';
/** A lookup the portal could not answer (after retries): the item is marked failed with this reason. */
export class LookupError extends Error {}

export type LookupOptions = {
  /** Waits between retries; tests pass a short one. */
  sleep?: (ms: number) => Promise<void>;
  retries?: number;
  timeoutMs?: number;
};

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * POSTs JSON to a public lookup, waiting out throttling (`retry-after`) and retrying server
 * errors and dropped connections a few times with growing pauses. Answers status and body.
 */
export async function postJson(
  url: string,
  body: unknown,
  headers: Record<string, string>,
  options: LookupOptions = {},
): Promise<{ status: number; body: unknown }> {
  const sleep = options.sleep ?? defaultSleep;
  const retries = options.retries ?? 4;
  let lastProblem = 'no answer';
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(Math.min(8000, 500 * 2 ** (attempt - 1)));
    let res: Response;
    try {
      // Only the lookup's own host: a redirect elsewhere is refused (thrown as not answered).
      res = await portalFetch(portalScope(`The lookup at ${new URL(url).origin}`, new URL(url).origin), url, {
        follow: true,
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
      });
    } catch (err) {
      lastProblem = `the portal did not answer (${(err as Error).message})`;
      continue;
    }
    if (res.status === 429) {
      const wait = Number(res.headers.get('retry-after'));
      await res.body?.cancel();
      lastProblem = 'the portal kept refusing: too many requests';
      await sleep(Number.isFinite(wait) && wait > 0 ? Math.min(wait, 60) * 1000 : 1000);
      continue;
    }
    if (res.status >= 500) {
      await res.body?.cancel();
      lastProblem = `the portal failed (HTTP ${res.status})`;
      continue;
    }
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new LookupError(`The portal answered something other than JSON (HTTP ${res.status})`);
    }
  }
  throw new LookupError(`Lookup failed: ${lastProblem}`);
}

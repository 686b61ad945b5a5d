import { portalFetch, portalScope } from '../../lib/portal/portal-fetch';
import { PortalError } from '../../lib/sync/portal-error';

const TIMEOUT_MS = 30_000;
const RETRIES = 3;
const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * A public service call: throttling and server errors are waited out a few times, then thrown as
 * PortalError. It stays on the service's own host (a redirect elsewhere is refused) and is paced
 * at the service's limit for this address.
 */
export async function publicCall(url: string, init: RequestInit = {}): Promise<Response> {
  const origin = new URL(url).origin;
  const scope = portalScope(`The service at ${origin}`, origin);
  for (let attempt = 0; ; attempt++) {
    let res: Response;
    try {
      res = await portalFetch(scope, url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch (err) {
      if (err instanceof PortalError) throw err;
      throw new PortalError('network', `The service could not be reached: ${(err as Error).message}`);
    }
    const wait = Number(res.headers.get('retry-after')) || 1;
    const failure =
      res.status === 429
        ? new PortalError('rate_limited', 'The service is limiting requests', wait)
        : res.status >= 500
          ? new PortalError('server_error', `The service answered ${res.status}`)
          : null;
    if (!failure) return res;
    await res.body?.cancel();
    if (attempt >= RETRIES) throw failure;
    await sleep(failure.kind === 'rate_limited' ? Math.min(wait, 30) * 1000 : 300 * 2 ** attempt);
  }
}

export function cookieOf(res: Response, name: string): string | undefined {
  return new RegExp(`${name}=([^;]+)`).exec(res.headers.get('set-cookie') ?? '')?.[1];
}

export async function jsonPost(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const res = await publicCall(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return res.json().catch(() => {
    throw new PortalError('server_error', `The service answered something other than JSON (${res.status})`);
  });
}

/** dd/mm/yyyy → yyyy-mm-dd, else null. */
export function isoDay(value: unknown): string | null {
  const m = typeof value === 'string' ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim()) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : null;
}

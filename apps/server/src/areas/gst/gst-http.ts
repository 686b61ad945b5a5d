import { portalFetch, portalScope, type PortalScope } from '../../lib/portal/portal-fetch';
import { PortalError } from '../../lib/sync/portal-error';

/** The GST portal's transport: one cookie jar per session, a Referer per host, its ways of failing. */

export type GstHost = 'services' | 'return' | 'payment';
/** The portal's hosts: services., return., payment. and files. (offline downloads). */
export type GstHosts = Record<GstHost | 'files', string>;
export type CookieJar = Record<string, string>;

const TIMEOUT_MS = 60_000;

/** The page each host's calls come from: the return and payment hosts refuse calls without one. */
const REFERER_PATH: Record<GstHost, string> = {
  services: '/services/auth/fowelcome',
  return: '/returns/auth/dashboard',
  payment: '/payment/auth/ledger/cashledger',
};

/** The GST portal as its connector may reach it: its four hosts, no other. */
export function gstScope(hosts: GstHosts): PortalScope {
  return portalScope('The GST portal', hosts.services, hosts.return, hosts.payment, hosts.files);
}

export function hostUrl(hosts: GstHosts, host: GstHost): string {
  return hosts[host].replace(/\/+$/, '');
}

export function refererFor(hosts: GstHosts, host: GstHost): string {
  return `${hostUrl(hosts, host)}${REFERER_PATH[host]}`;
}

export function cookieHeader(jar: CookieJar): string {
  return Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

export function keepCookies(jar: CookieJar, res: Response): void {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair!.indexOf('=');
    if (eq > 0) jar[pair!.slice(0, eq).trim()] = pair!.slice(eq + 1).trim();
  }
}

/** One call on the portal's hosts, paced per login (the portal counts a login's calls on all its hosts). */
export async function send(
  scope: PortalScope,
  url: string,
  init: RequestInit,
  login?: string,
): Promise<Response> {
  try {
    return await portalFetch(scope, url, {
      ...init,
      session: login,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    if (err instanceof PortalError) throw err;
    throw new PortalError('network', `The GST portal could not be reached: ${(err as Error).message}`);
  }
}

/** A failure the status alone tells; the body is looked at afterwards. */
export function statusFailure(res: Response): PortalError | null {
  if (res.status === 302 || res.status === 301) {
    const to = res.headers.get('location') ?? '';
    // The WAF's answer to a call without the page it expects: the session is fine, the call is not.
    if (to.includes('accessdenied'))
      return new PortalError('bad_request', 'The GST portal denied access (Referer)');
    return new PortalError('session_expired', `The GST portal redirected to ${to}`);
  }
  if (res.status === 401 || res.status === 403)
    return new PortalError('session_expired', 'The GST session has expired');
  if (res.status === 429) {
    const wait = Number(res.headers.get('retry-after')) || 1;
    return new PortalError('rate_limited', 'The GST portal is limiting requests', wait);
  }
  if (res.status >= 500) return new PortalError('server_error', `The GST portal answered ${res.status}`);
  if (res.status === 404) return new PortalError('not_found', 'The GST portal has no such page');
  return null;
}

/**
 * Reads a JSON answer. Under load the portal answers 200 with an empty body or an HTML "Access
 * Denied" page: both are worth another try, so they are server errors.
 */
export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (text.trim() === '') throw new PortalError('server_error', 'The GST portal answered an empty body');
  if (/^\s*</.test(text)) throw new PortalError('server_error', 'The GST portal answered an HTML page');
  try {
    return JSON.parse(text);
  } catch {
    throw new PortalError('server_error', 'The GST portal answered something that is not JSON');
  }
}

/** The error an answer carries inside HTTP 200, in any of the portal's envelopes. */
export function envelopeError(body: unknown): { code: string; message: string } | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  const error = b.error as Record<string, unknown> | undefined;
  if (error && typeof error === 'object') {
    const code = String(error.errorCode ?? error.error_cd ?? 'UNKNOWN');
    return { code, message: String(error.message ?? code) };
  }
  if (typeof b.errorCode === 'string' && b.errorCode)
    return { code: b.errorCode, message: String(b.message ?? b.errorCode) };
  return null;
}

/** Codes that mean "nothing here", an answer rather than a failure. */
export const NO_RECORDS = new Set(['RET13510', 'LG9221', 'RETWEB_07']);

/** Turns an envelope error into the PortalError the engine acts on. */
export function errorFromEnvelope(error: { code: string; message: string }): PortalError {
  if (error.code === 'SWEB_9429') return new PortalError('rate_limited', error.message, 1);
  if (/^(RET11403|PMT9071|PMT9001|LIT_1001|SWEB_9035)$/.test(error.code))
    return new PortalError('bad_request', `${error.code}: ${error.message}`);
  if (/^LIT_100[23]$/.test(error.code))
    return new PortalError('not_found', `${error.code}: ${error.message}`);
  return new PortalError('server_error', `${error.code}: ${error.message}`);
}

import { PortalError } from '../sync/portal-error';
import { countCall, countRateLimited, paced } from './portal-pace';

/**
 * `fetch` for a connector: it reaches only its portal's own hosts. A URL, a redirect or a link in a
 * portal's answer that leads anywhere else is refused (a client's password or session must never
 * reach another host), and every call is paced at the portal's limit.
 */

/** A portal as its connector may reach it: its name in messages and its hosts' base URLs. */
export type PortalScope = { label: string; bases: readonly string[] };

type PortalFetchInit = RequestInit & {
  /** Follow redirects within the portal's hosts (at most 5), as `fetch` would; else answer them. */
  follow?: boolean;
  /** The portal session (or login) the call is counted against; absent: this process's address. */
  session?: string;
  /** The portal's limit in calls a second; 0 paces nothing. */
  perSecond?: number;
};

const MAX_REDIRECTS = 5;

/** A portal pointed TaxDesk at a host that is not its own: never followed. */
export class ForeignHostError extends PortalError {
  constructor(scope: PortalScope, target: URL, how: string) {
    super(
      'bad_request',
      `${scope.label} ${how} ${target.origin}, which is not one of its hosts; TaxDesk does not follow it`,
    );
  }
}

export function portalScope(label: string, ...bases: string[]): PortalScope {
  return { label, bases: bases.map((b) => b.replace(/\/+$/, '')) };
}

/** `url` (absolute, or relative to the first host) if it is on one of the portal's hosts; else throws. */
export function onPortal(scope: PortalScope, url: string | URL, how = 'links to'): URL {
  const target = new URL(url, scope.bases[0]);
  const allowed = scope.bases.some((base) => {
    const b = new URL(base);
    return b.origin === target.origin && target.pathname.startsWith(b.pathname.replace(/\/$/, '') || '/');
  });
  if (!allowed) throw new ForeignHostError(scope, target, how);
  return target;
}

const isRedirect = (status: number) => status >= 300 && status < 400 && status !== 304;

export async function portalFetch(
  scope: PortalScope,
  url: string | URL,
  init: PortalFetchInit = {},
): Promise<Response> {
  const { follow, session, perSecond, ...request } = init;
  let target = onPortal(scope, url, 'was asked to call');
  let current: RequestInit = request;
  for (let hops = 0; ; hops++) {
    await paced(`${scope.label}|${session ?? 'address'}`, perSecond);
    countCall();
    const res = await fetch(target, { ...current, redirect: 'manual' });
    if (res.status === 429) countRateLimited(scope.label);
    const location = res.headers.get('location');
    if (!isRedirect(res.status) || !location) return res;
    const next = onPortal(scope, new URL(location, target), 'redirected to');
    if (!follow) return res;
    if (hops >= MAX_REDIRECTS)
      throw new PortalError('server_error', `${scope.label} kept redirecting (${MAX_REDIRECTS} times)`);
    await res.body?.cancel();
    // As fetch does: a 303 (and a 301/302 after a POST) goes on as a GET without a body.
    const asGet =
      res.status === 303 || ((res.status === 301 || res.status === 302) && current.method === 'POST');
    current = asGet ? { ...current, method: 'GET', body: undefined } : current;
    target = next;
  }
}

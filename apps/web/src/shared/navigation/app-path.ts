/** The router's base; every in-app path below is relative to it (`/DEMO01/it`, not `/a/DEMO01/it`). */
export const APP_BASE = '/a';

/** `/a/DEMO01/it` → `/DEMO01/it`; a path outside the base stays as it is. */
export function toAppPath(pathname: string, base = APP_BASE): string {
  if (pathname === base) return '/';
  if (pathname.startsWith(`${base}/`)) return pathname.slice(base.length);
  return pathname;
}

/**
 * A returnTo from a URL or the identity provider, as an in-app path, or null when it is not one
 * of ours: only same-origin paths under the base may be followed, never `//host` or `https://`.
 */
export function safeReturnTo(raw: string | null | undefined, base = APP_BASE): string | null {
  if (!raw || !raw.startsWith(`${base}/`) || raw.startsWith('//') || raw.includes('\\')) return null;
  const path = toAppPath(raw, base);
  if (path === '/' || path.startsWith('/login') || path.startsWith('/signup')) return null;
  return path;
}

/** `/DEMO01/it/notices?status=open` → the router's `to` and `search`. */
export function splitAppHref(href: string): { to: string; search: Record<string, string> } {
  const url = new URL(href, 'http://app.invalid');
  return { to: url.pathname, search: Object.fromEntries(url.searchParams) };
}

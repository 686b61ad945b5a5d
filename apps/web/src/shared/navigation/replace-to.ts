import { APP_BASE, toAppPath } from './app-path';

/**
 * Code outside React (the API client, sign-out) must move the user with the router, which
 * shared code cannot import: the app hands in its navigate function at start.
 */
type ReplaceTo = (path: string, search?: Record<string, string>) => void;

let replaceImpl: ReplaceTo = (path, search) => {
  const qs = new URLSearchParams(search).toString();
  window.location.replace(`${APP_BASE}${path}${qs ? `?${qs}` : ''}`);
};

export function setReplaceTo(fn: ReplaceTo): void {
  replaceImpl = fn;
}

/** Replaces the current history entry with an in-app path. */
export function replaceTo(path: string, search?: Record<string, string>): void {
  replaceImpl(path, search);
}

/** The in-app path the browser shows now (`/DEMO01/it`). */
export function currentAppPath(): string {
  return toAppPath(window.location.pathname);
}

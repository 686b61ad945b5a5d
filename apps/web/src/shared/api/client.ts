import type { Envelope } from '@taxdesk/domain';
import { ensureSession, refreshSession, setSession } from '../auth/session';
import { currentAppPath, replaceTo } from '../navigation/replace-to';
import { notify } from '../notices/notify';
import { noticeForAnswer } from './api-notice';
import { authRedirectFor } from './auth-redirect';

/**
 * The one way the web talks to the API. Paths are relative to `/api` (e.g. `/o/DEMO01/org/info`).
 * Resolves with the envelope's `data`; rejects with ApiError after showing the notice.
 * Sends the session's token as `AuthToken` (refreshed first when about to expire); a 401 signs the
 * user out and replaces to Login, a 412 replaces to Signup.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Envelope | null,
  ) {
    super(message);
  }
}

type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** No automatic error notice (background calls such as analytics); 401/412 still redirect. */
  quiet?: boolean;
};

export function apiUrl(path: string, query?: ApiOptions['query']): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return `/api${path}${s ? `?${s}` : ''}`;
}

async function currentToken(): Promise<string | null> {
  return (await ensureSession())?.token ?? null;
}

function withToken(headers: Record<string, string>, token: string | null): Record<string, string> {
  return token ? { ...headers, AuthToken: token } : headers;
}

/**
 * A 401 on a token we believed valid (clocks disagree, another tab rotated it) gets one more try
 * with a refreshed token before the user is signed out.
 */
async function sendWithSession(
  path: string,
  url: string,
  init: RequestInit,
  quiet: boolean,
): Promise<Response> {
  const headers = (init.headers ?? {}) as Record<string, string>;
  const token = await currentToken();
  const res = await send(url, { ...init, headers: withToken(headers, token) }, quiet);
  if (res.status !== 401 || !token || path.startsWith('/auth/')) return res;
  const renewed = await refreshSession();
  if (!renewed || renewed.token === token) return res;
  return send(url, { ...init, headers: withToken(headers, renewed.token) }, quiet);
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A request that never got an answer (offline, aborted) becomes an ApiError with status 0. */
async function send(url: string, init: RequestInit, quiet: boolean): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (isAbort(error)) throw error;
    const message = error instanceof Error && error.message ? error.message : 'Network error';
    const failure = new ApiError(message, 0, null);
    showNotice(failure, quiet);
    throw failure;
  }
}

function showNotice(error: ApiError, quiet: boolean): void {
  const notice = noticeForAnswer({ ok: false, body: error.body, errorMessage: error.message, quiet });
  if (notice) notify(notice);
}

function followAuthStatus(status: number): void {
  if (status === 401) setSession(null);
  const redirect = authRedirectFor(status, currentAppPath(), window.location.search);
  if (redirect) replaceTo(redirect.to, redirect.search);
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const quiet = options.quiet ?? false;
  const headers: Record<string, string> =
    options.body !== undefined ? { 'content-type': 'application/json' } : {};
  const res = await sendWithSession(
    path,
    apiUrl(path, options.query),
    {
      method: options.method ?? 'GET',
      headers,
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    },
    quiet,
  );
  const body = (await res.json().catch(() => null)) as Envelope<T> | null;
  if (!res.ok || body?.success === false) {
    const error = new ApiError(body?.message || `${res.status} ${res.statusText}`.trim(), res.status, body);
    followAuthStatus(res.status);
    showNotice(error, quiet);
    throw error;
  }
  const notice = noticeForAnswer({ ok: true, body });
  if (notice) notify(notice);
  return body?.data as T;
}

/** A file from the API (export, document) fetched with the same credentials, as a Blob. */
export async function apiBlob(path: string, query?: ApiOptions['query']): Promise<Blob> {
  const res = await sendWithSession(path, apiUrl(path, query), {}, false);
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Envelope | null;
    const error = new ApiError(body?.message || `${res.status} ${res.statusText}`.trim(), res.status, body);
    followAuthStatus(res.status);
    showNotice(error, false);
    throw error;
  }
  return res.blob();
}

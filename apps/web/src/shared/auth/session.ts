import { mustRefreshBeforeUse, REFRESH_RETRY_MS, refreshDelayMs, refreshRejected } from './refresh-timing';
import {
  parseSession,
  readStoredSession,
  SESSION_KEYS,
  writeStoredSession,
  type Session,
} from './session-storage';

/**
 * The one signed-in session of this browser: kept in localStorage (shared by every tab), mirrored
 * here, refreshed shortly before it expires. Refresh tokens rotate and re-using a spent one long
 * after revokes the whole family, so tabs take turns (a Web Lock) and adopt a token another tab
 * already rotated. The server forgives a spent token for a minute (a reload or a lost answer mid
 * refresh, tabs racing where Web Locks are missing), and a refused refresh first looks for a
 * newer token in storage before it signs out.
 */

let current: Session | null | undefined;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let inflight: Promise<Session | null> | null = null;
const listeners = new Set<() => void>();

function load(): Session | null {
  if (current === undefined) {
    current = readStoredSession(localStorage);
    // Another tab signed in, refreshed or signed out: follow it.
    if (typeof window !== 'undefined')
      window.addEventListener('storage', (event) => {
        if (event.key === null || (Object.values(SESSION_KEYS) as string[]).includes(event.key)) {
          adopt(readStoredSession(localStorage));
        }
      });
    schedule();
  }
  return current;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function schedule(delayMs?: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = undefined;
  if (!current) return;
  refreshTimer = setTimeout(
    () => void refreshSession(),
    delayMs ?? refreshDelayMs(current.expiresAt, Date.now()),
  );
}

/** Takes a session another tab wrote, without writing it back. */
function adopt(session: Session | null): void {
  const changed = session?.token !== current?.token;
  current = session;
  schedule();
  if (changed) notify();
}

export function getSession(): Session | null {
  return load();
}

/** Stores a new session (sign-in, refresh, signup) or forgets it (null). */
export function setSession(session: Session | null): void {
  load();
  writeStoredSession(localStorage, session);
  adopt(session);
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function withRefreshLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('taxdesk-token-refresh', fn) : fn();
}

async function refreshWith(used: string): Promise<Session | null> {
  const stored = readStoredSession(localStorage);
  if (!stored) {
    adopt(null);
    return null;
  }
  if (stored.refreshToken !== used) {
    adopt(stored);
    return stored;
  }
  let res: Response;
  try {
    res = await fetch('/api/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: used }),
    });
  } catch {
    schedule(REFRESH_RETRY_MS);
    return stored;
  }
  if (res.ok) {
    const body = (await res.json().catch(() => null)) as { data?: Partial<Session> } | null;
    const next = parseSession(body?.data ?? {});
    if (next) {
      setSession(next);
      return next;
    }
  }
  if (refreshRejected(res.status)) {
    // Without Web Locks (plain http off localhost) another tab may have rotated meanwhile: its
    // token is the live one, and signing out here would sign that tab out too.
    const latest = readStoredSession(localStorage);
    if (latest && latest.refreshToken !== used) {
      adopt(latest);
      return latest;
    }
    setSession(null);
    return null;
  }
  schedule(REFRESH_RETRY_MS);
  return stored;
}

/** Rotates the token now (one refresh at a time across tabs); null when the user is signed out. */
export function refreshSession(): Promise<Session | null> {
  const used = load()?.refreshToken;
  if (!used) return Promise.resolve(null);
  inflight ??= withRefreshLock(() => refreshWith(used)).finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * The session once its state is known: restored from storage and, when its token is about to
 * expire, refreshed first. Guards and requests wait for this.
 */
export async function ensureSession(): Promise<Session | null> {
  const session = load();
  if (session && mustRefreshBeforeUse(session.expiresAt, Date.now())) return refreshSession();
  return session;
}

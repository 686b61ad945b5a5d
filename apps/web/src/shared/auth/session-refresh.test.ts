import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readStoredSession, writeStoredSession, type Session } from './session-storage';

/** localStorage as this tab and "another tab" both see it. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const inAMinute = () => new Date(Date.now() + 60_000).toISOString();
const session = (n: number): Session => ({ token: `t${n}`, refreshToken: `r${n}`, expiresAt: inAMinute() });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let storage: ReturnType<typeof memoryStorage>;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  storage = memoryStorage();
  fetchMock = vi.fn();
  vi.stubGlobal('localStorage', storage);
  // No Web Locks, as in a browser on plain http off localhost: tabs can race.
  vi.stubGlobal('navigator', {});
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('refreshing the session', () => {
  it('stores the rotated session', async () => {
    writeStoredSession(storage, session(1));
    fetchMock.mockResolvedValueOnce(answer(200, { success: true, data: session(2) }));
    const { refreshSession } = await import('./session');
    expect(await refreshSession()).toMatchObject({ refreshToken: 'r2' });
    expect(readStoredSession(storage)?.refreshToken).toBe('r2');
  });

  it('keeps the token another tab rotated meanwhile when the server refuses ours', async () => {
    writeStoredSession(storage, session(1));
    const { getSession, refreshSession } = await import('./session');
    expect(getSession()?.refreshToken).toBe('r1');
    fetchMock.mockImplementationOnce(async () => {
      writeStoredSession(storage, session(7));
      return answer(401, { success: false, message: 'Your session has ended; please sign in again' });
    });
    expect(await refreshSession()).toMatchObject({ refreshToken: 'r7' });
    expect(getSession()?.refreshToken).toBe('r7');
    expect(readStoredSession(storage)?.refreshToken).toBe('r7');
  });

  it('signs out when the server refuses the token storage still holds', async () => {
    writeStoredSession(storage, session(1));
    fetchMock.mockResolvedValueOnce(answer(401, { success: false, message: 'Your session has ended' }));
    const { getSession, refreshSession } = await import('./session');
    expect(await refreshSession()).toBeNull();
    expect(getSession()).toBeNull();
    expect(readStoredSession(storage)).toBeNull();
  });

  it('adopts a token another tab already rotated instead of spending its own again', async () => {
    writeStoredSession(storage, session(1));
    const { getSession, refreshSession } = await import('./session');
    expect(getSession()?.refreshToken).toBe('r1');
    writeStoredSession(storage, session(3));
    expect(await refreshSession()).toMatchObject({ refreshToken: 'r3' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

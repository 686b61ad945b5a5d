import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './after-sign-in';
import { oidcHandoffCode } from './oidc-callback';
import { mustRefreshBeforeUse, REFRESH_LEAD_MS, refreshDelayMs, refreshRejected } from './refresh-timing';
import { parseSession, readStoredSession, SESSION_KEYS, writeStoredSession } from './session-storage';
import { tokenSubject } from './token-subject';

const now = Date.parse('2026-06-15T10:00:00Z');
const at = (ms: number) => new Date(now + ms).toISOString();

function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('session storage', () => {
  it('keeps token, refresh token and expiry under their own keys', () => {
    const store = memoryStore();
    const session = { token: 't', refreshToken: 'r', expiresAt: at(900_000) };
    writeStoredSession(store, session);
    expect(store.map.get(SESSION_KEYS.token)).toBe('t');
    expect(store.map.get(SESSION_KEYS.refreshToken)).toBe('r');
    expect(readStoredSession(store)).toEqual(session);
    writeStoredSession(store, null);
    expect(store.map.size).toBe(0);
    expect(readStoredSession(store)).toBeNull();
  });

  it('refuses a partial session or an unreadable expiry', () => {
    expect(parseSession({ token: 't', refreshToken: null, expiresAt: at(0) })).toBeNull();
    expect(parseSession({ token: 't', refreshToken: 'r', expiresAt: 'soon' })).toBeNull();
  });
});

describe('refresh timing', () => {
  it('refreshes a minute before expiry', () => {
    expect(REFRESH_LEAD_MS).toBe(60_000);
    expect(refreshDelayMs(at(15 * 60_000), now)).toBe(14 * 60_000);
  });

  it('waits half the remaining life of a short token, so it does not refresh in a loop', () => {
    expect(refreshDelayMs(at(40_000), now)).toBe(20_000);
  });

  it('refreshes at once when already expired, and never waits past the timer limit', () => {
    expect(refreshDelayMs(at(-5_000), now)).toBe(0);
    expect(refreshDelayMs(at(90 * 86_400_000), now)).toBe(2 ** 31 - 1);
  });

  it('refreshes before use when fewer than ten seconds are left', () => {
    expect(mustRefreshBeforeUse(at(9_000), now)).toBe(true);
    expect(mustRefreshBeforeUse(at(11_000), now)).toBe(false);
  });

  it('signs out only when the server refuses the refresh token', () => {
    expect(refreshRejected(401)).toBe(true);
    expect(refreshRejected(400)).toBe(true);
    expect(refreshRejected(500)).toBe(false);
    expect(refreshRejected(0)).toBe(false);
  });
});

describe('oidcHandoffCode', () => {
  it('reads the one-time code from the fragment', () => {
    const code = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MGFiY2RlZg';
    expect(oidcHandoffCode(`#code=${code}`)).toBe(code);
    expect(oidcHandoffCode(`code=${code}`)).toBe(code);
  });

  it('ignores a fragment that is not a callback, and tokens put in the URL', () => {
    expect(oidcHandoffCode('')).toBeNull();
    expect(oidcHandoffCode('#code=short')).toBeNull();
    expect(oidcHandoffCode('#token=abc.def.ghi&refreshToken=r1')).toBeNull();
  });
});

describe('destinationAfterSignIn', () => {
  it('goes back to an in-app returnTo, with its query', () => {
    expect(destinationAfterSignIn('/a/DEMO01/it/proceeding?status=open', ['ORG001'])).toBe(
      '/DEMO01/it/proceeding?status=open',
    );
  });

  it("else goes to the first organisation's Home", () => {
    expect(destinationAfterSignIn(null, ['ORG001', 'ORG002'])).toBe('/ORG001');
    expect(destinationAfterSignIn('/a/', ['ORG001'])).toBe('/ORG001');
    expect(destinationAfterSignIn('/a/login?reason=x', ['ORG001'])).toBe('/ORG001');
  });

  it('never follows a returnTo off the app', () => {
    for (const bad of ['https://evil.example/a/x', '//evil.example/a/x', '/api/me', '/a\\..\\x']) {
      expect(destinationAfterSignIn(bad, ['ORG001'])).toBe('/ORG001');
    }
  });

  it('has nowhere to go without an organisation', () => {
    expect(destinationAfterSignIn(undefined, [])).toBeNull();
  });
});

describe('tokenSubject', () => {
  const jwt = (payload: object) => `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;

  it("reads the JWT's subject", () => {
    expect(tokenSubject(jwt({ sub: 'user-1', exp: 1 }))).toBe('user-1');
  });

  it('is null for anything else', () => {
    expect(tokenSubject('opaque')).toBeNull();
    expect(tokenSubject('a.!!!.c')).toBeNull();
    expect(tokenSubject(jwt({ exp: 1 }))).toBeNull();
  });
});

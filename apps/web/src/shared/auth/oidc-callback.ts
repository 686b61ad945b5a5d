import { api } from '../api/client';
import { parseSession, type Session } from './session-storage';

/**
 * The identity provider's callback lands on `/a/login#code=..`: a one-time code, never the tokens
 * (a URL ends up in history, logs and referrers). The code is good once, for a minute. Null when
 * the hash is not such a callback.
 */
export function oidcHandoffCode(hash: string): string | null {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get('code');
  return code && /^[A-Za-z0-9_-]{20,100}$/.test(code) ? code : null;
}

type Exchanged = { token: string; refreshToken: string; expiresAt: string; returnTo: string };

/** Trades the callback's code for the session (and where the sign-in started); null if refused. */
export async function exchangeOidcCode(code: string): Promise<{ session: Session; returnTo: string } | null> {
  const data = await api<Exchanged>('/auth/oidc/exchange', { method: 'POST', body: { code } }).catch(
    () => null,
  );
  const session = data ? parseSession(data) : null;
  return session && data ? { session, returnTo: data.returnTo } : null;
}

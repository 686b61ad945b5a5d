import { parseSession, type Session } from './session-storage';

/**
 * The identity provider's callback lands on `/a/login#token=..&refreshToken=..&expiresAt=..&returnTo=..`
 * (a fragment, so the tokens never reach a server log). Null when the hash is not such a callback.
 */
export function parseOidcCallback(hash: string): { session: Session; returnTo: string | null } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const session = parseSession({
    token: params.get('token'),
    refreshToken: params.get('refreshToken'),
    expiresAt: params.get('expiresAt'),
  });
  return session ? { session, returnTo: params.get('returnTo') } : null;
}

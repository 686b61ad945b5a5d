/** The signed-in identity as the API hands it out (login, register, refresh, signup, OIDC). */
export type Session = { token: string; refreshToken: string; expiresAt: string };

/** Three keys, as the product has always kept them, so other tabs see each change. */
export const SESSION_KEYS = {
  token: 'taxdesk.token',
  refreshToken: 'taxdesk.refreshToken',
  expiresAt: 'taxdesk.expiresAt',
} as const;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A session only when all three parts are there and the expiry is a real time. */
export function parseSession(raw: {
  token?: string | null;
  refreshToken?: string | null;
  expiresAt?: string | null;
}): Session | null {
  const { token, refreshToken, expiresAt } = raw;
  if (!token || !refreshToken || !expiresAt || Number.isNaN(Date.parse(expiresAt))) return null;
  return { token, refreshToken, expiresAt };
}

export function readStoredSession(store: KeyValueStore): Session | null {
  return parseSession({
    token: store.getItem(SESSION_KEYS.token),
    refreshToken: store.getItem(SESSION_KEYS.refreshToken),
    expiresAt: store.getItem(SESSION_KEYS.expiresAt),
  });
}

export function writeStoredSession(store: KeyValueStore, session: Session | null): void {
  if (!session) {
    for (const key of Object.values(SESSION_KEYS)) store.removeItem(key);
    return;
  }
  store.setItem(SESSION_KEYS.token, session.token);
  store.setItem(SESSION_KEYS.refreshToken, session.refreshToken);
  store.setItem(SESSION_KEYS.expiresAt, session.expiresAt);
}

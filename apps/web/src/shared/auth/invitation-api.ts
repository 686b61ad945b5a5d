import type { AcceptedInvitation, InvitationInfo } from '@taxdesk/domain';
import { api } from '../api/client';

export const lookupInvitation = (orgId: string, token: string) =>
  api<InvitationInfo>('/invitations/lookup', { method: 'POST', body: { orgId, token } });

export const acceptInvitation = (orgId: string, token: string, name?: string) =>
  api<AcceptedInvitation>('/invitations/accept', { method: 'POST', body: { orgId, token, name } });

const STORAGE_KEY = 'taxdesk.invitation';

type PendingInvitation = { orgId: string; token: string };

/**
 * The invitation an address carries: `/a/{orgId}/user#invite=…` as the emails send it (a fragment
 * reaches no server and no Referer), or `?invite=…` as older emails did.
 */
export function invitationIn(pathname: string, search: string, hash: string): PendingInvitation | null {
  const path = /^\/a\/([A-Za-z0-9]{6})\/user\/?$/.exec(pathname);
  if (!path) return null;
  const token =
    new URLSearchParams(hash.replace(/^#/, '')).get('invite') ?? new URLSearchParams(search).get('invite');
  return token ? { orgId: path[1]!.toUpperCase(), token } : null;
}

/**
 * Run once before the router starts: an invitation in the address moves into this tab's session
 * storage and the address loses it (replaceState), so no later URL, history entry, returnTo or
 * Referer holds the token — through Login or Sign Up and an identity provider's round trip too.
 */
export function takeInvitationFromAddress(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
  storage: Pick<Storage, 'setItem'>,
): PendingInvitation | null {
  const found = invitationIn(location.pathname, location.search, location.hash);
  if (!found) return null;
  storage.setItem(STORAGE_KEY, JSON.stringify(found));
  const rest = new URLSearchParams(location.search);
  rest.delete('invite');
  const query = rest.toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
  return found;
}

/** The invitation this tab was opened with and has not used yet (for `orgId`, when given). */
export function pendingInvitation(
  orgId?: string,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): PendingInvitation | null {
  try {
    const saved = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as PendingInvitation | null;
    if (!saved || typeof saved.orgId !== 'string' || typeof saved.token !== 'string') return null;
    return !orgId || saved.orgId === orgId.toUpperCase() ? saved : null;
  } catch {
    return null;
  }
}

/** Forgets the invitation once it is used, or cannot be. */
export function forgetInvitation(storage: Pick<Storage, 'removeItem'> = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}

import { getSession, subscribeSession } from '../shared/auth/session';
import { tokenSubject } from '../shared/auth/token-subject';
import { currentAppPath, replaceTo } from '../shared/navigation/replace-to';
import { clearOrgInfo } from '../shared/org/org-info-store';
import { queryClient } from './query-client';

const PUBLIC_PATHS = new Set([
  '/login',
  '/signup',
  '/test1313',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
]);

/**
 * Keeps cached data to the user it belongs to: on sign-out (here, in another tab, or a refused
 * refresh) or when another user signs in, the caches are emptied; a signed-out user on a page
 * that needs sign-in goes to Login.
 */
export function watchSession(): void {
  let user = userOf(getSession()?.token);
  subscribeSession(() => {
    const session = getSession();
    const next = userOf(session?.token);
    if (next === user) return;
    user = next;
    queryClient.clear();
    clearOrgInfo();
    if (!session && !PUBLIC_PATHS.has(currentAppPath())) replaceTo('/login');
  });
}

/** Signed out is `null`; a token we cannot read counts as its own user. */
function userOf(token: string | undefined): string | null {
  if (!token) return null;
  return tokenSubject(token) ?? token;
}

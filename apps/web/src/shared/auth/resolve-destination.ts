import { ApiError } from '../api/client';
import { fetchMe } from '../me/me-api';
import { safeReturnTo } from '../navigation/app-path';
import { destinationAfterSignIn } from './after-sign-in';

/**
 * Where a signed-in user goes next: returnTo when it is one of our pages, else the first
 * organisation's Home, Signup when the identity has no profile yet (412, expected right after
 * creating an account, so no notice), null when the user belongs to no organisation.
 * Other failures are rethrown for the caller to report.
 */
export async function resolveDestination(returnTo: string | null | undefined): Promise<string | null> {
  const back = destinationAfterSignIn(returnTo, []);
  if (back) return back;
  try {
    const me = await fetchMe(undefined, true);
    return destinationAfterSignIn(
      null,
      me.orgs.map((org) => org.orgId),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) {
      // Signup keeps where the user was going: an invitation link there is offered instead.
      return returnTo && safeReturnTo(returnTo)
        ? `/signup?returnTo=${encodeURIComponent(returnTo)}`
        : '/signup';
    }
    throw error;
  }
}

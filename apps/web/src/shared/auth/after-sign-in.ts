import { safeReturnTo } from '../navigation/app-path';

/**
 * Where a freshly signed-in user goes: back where they came from when that is one of our pages,
 * else their first organisation's Home; null when they belong to no organisation.
 */
export function destinationAfterSignIn(
  returnTo: string | null | undefined,
  orgIds: readonly string[],
): string | null {
  const back = safeReturnTo(returnTo);
  if (back) return back;
  const first = orgIds[0];
  return first ? `/${first}` : null;
}

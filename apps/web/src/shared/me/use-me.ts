import { useQuery } from '@tanstack/react-query';
import { useSession } from '../auth/session-hooks';
import { meQueryOptions } from './me-api';

/**
 * The signed-in user; nothing is asked while signed out (a 401 would only add a notice). Apart
 * from me-api.ts, which the sign-in guards use on the first load, so React Query's observer code
 * comes with the screens.
 */
export function useMe() {
  const signedIn = useSession() !== null;
  return useQuery({ ...meQueryOptions, enabled: signedIn });
}

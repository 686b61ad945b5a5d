import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api/client';
import { useSession } from '../auth/session-hooks';

export type MeOrg = { orgId: string; name: string; role: string };
export type Me = {
  user: { id: string; email: string; name: string; isPlatformAdmin: boolean };
  orgs: MeOrg[];
};

export const meKey = ['me'] as const;

/** The signed-in user and their organisations (412 when the identity has no profile yet). */
export function fetchMe(signal?: AbortSignal, quiet = false): Promise<Me> {
  return api<Me>('/me', { signal, quiet });
}

export const meQueryOptions = queryOptions({
  queryKey: meKey,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 5 * 60_000,
});

/** The signed-in user; nothing is asked while signed out (a 401 would only add a notice). */
export function useMe() {
  const signedIn = useSession() !== null;
  return useQuery({ ...meQueryOptions, enabled: signedIn });
}

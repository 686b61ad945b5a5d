import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';

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

import type { Me } from '@taxdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';

const meKey = ['me'] as const;

/** The signed-in user and their organisations (412 when the identity has no profile yet). */
export function fetchMe(signal?: AbortSignal, quiet = false): Promise<Me> {
  return api<Me>('/me', { signal, quiet });
}

export const meQueryOptions = queryOptions({
  queryKey: meKey,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 5 * 60_000,
});

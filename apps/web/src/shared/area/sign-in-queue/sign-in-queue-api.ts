import { queryOptions } from '@tanstack/react-query';
import type { SignInQueue } from '@taxdesk/domain';
import { api } from '../../api/client';
import { areaKeys } from '../area-keys';

/** Polled in the background (header badge, sync screens): quiet, so a failed poll shows no notice. */
export function signInQueueOptions(orgId: string, pollMs: number) {
  return queryOptions({
    queryKey: areaKeys.signInQueue(orgId),
    queryFn: ({ signal }) =>
      api<SignInQueue>(`/o/${encodeURIComponent(orgId)}/sign-in-queue`, { signal, quiet: true }),
    refetchInterval: pollMs,
    retry: false,
    staleTime: 1000,
  });
}

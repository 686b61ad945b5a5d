import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/client';

/** A 4xx will answer the same again (and each failure shows a notice), so only the rest is retried, once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

type Health = { status: string; db: string; version: string };

export function useHealth() {
  return useQuery({
    queryKey: ['health'],
    // Quiet: this page reports the failure itself.
    queryFn: ({ signal }) => api<Health>('/health', { signal, quiet: true }),
    retry: false,
    refetchInterval: 15_000,
  });
}

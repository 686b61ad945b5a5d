import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { searchable, type SearchAnswer, type SearchAsk } from '@taxdesk/domain';
import { api } from '../../shared/api/client';

/** Search everything's API call (shapes in packages/domain/src/search/search-api.ts). */
export const searchOptions = (orgId: string, ask: Pick<SearchAsk, 'q'> & Partial<SearchAsk>) =>
  queryOptions({
    queryKey: ['search', orgId, ask] as const,
    // Quiet: the palette and the page say themselves what went wrong, beside the box.
    queryFn: ({ signal }) =>
      api<SearchAnswer>(`/o/${orgId}/search`, { query: { ...ask }, signal, quiet: true }),
    enabled: searchable(ask.q),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

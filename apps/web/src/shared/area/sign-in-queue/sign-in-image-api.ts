import { queryOptions } from '@tanstack/react-query';
import { apiBlob } from '../../api/client';

/**
 * A captcha image. It is fetched with the session's AuthToken header (an <img src> cannot send it)
 * and kept as a Blob; the view makes an object URL of it. An image is single use, so it is never
 * fetched again for the same question.
 */
export function signInImageOptions(orgId: string, id: string) {
  return queryOptions({
    queryKey: ['sign-in-queue', orgId, 'image', id] as const,
    queryFn: () => apiBlob(`/o/${encodeURIComponent(orgId)}/sign-in-queue/${encodeURIComponent(id)}/image`),
    staleTime: Infinity,
    gcTime: 5 * 60_000,
    retry: false,
  });
}

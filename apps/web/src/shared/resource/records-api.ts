import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  listViewOf,
  type Facet,
  type Page,
  type RecordDetail,
  type RecordDocumentsAnswer,
  type RecordRow,
} from '@taxdesk/domain';
import { api, apiBlob } from '../api/client';

/** Query keys start with the org and the record type, so a change can invalidate one type or all. */
export const recordKeys = {
  all: (orgId: string) => ['records', orgId] as const,
  type: (orgId: string, type: string) => ['records', orgId, type] as const,
  page: (orgId: string, type: string, params: Record<string, string>) =>
    ['records', orgId, type, 'page', params] as const,
  facets: (orgId: string, type: string, field: string) => ['records', orgId, type, 'facets', field] as const,
  detail: (orgId: string, type: string, key: string) => ['records', orgId, type, 'item', key] as const,
  documents: (orgId: string, type: string, keys: readonly string[]) =>
    ['records', orgId, type, 'documents', keys] as const,
};

/** A record type's API, or a view's across types (the Work list) where the list names one. */
const base = (orgId: string, type: string) => `/o/${orgId}/${listViewOf(type)?.apiPath ?? `records/${type}`}`;

export function recordPageOptions(orgId: string, type: string, params: Record<string, string>) {
  return queryOptions({
    queryKey: recordKeys.page(orgId, type, params),
    queryFn: ({ signal }) => api<Page<RecordRow>>(base(orgId, type), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function facetOptions(orgId: string, type: string, field: string) {
  return queryOptions({
    queryKey: recordKeys.facets(orgId, type, field),
    queryFn: ({ signal }) => api<Facet[]>(`${base(orgId, type)}/facets/${field}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function recordDetailOptions(orgId: string, type: string, key: string) {
  return queryOptions({
    queryKey: recordKeys.detail(orgId, type, key),
    queryFn: ({ signal }) => api<RecordDetail>(`${base(orgId, type)}/item/${key}`, { signal }),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });
}

/** The files of a page's records (at most MAX_DOCUMENT_KEYS), one call for the page. */
export function recordDocumentsOptions(orgId: string, type: string, keys: readonly string[]) {
  return queryOptions({
    queryKey: recordKeys.documents(orgId, type, keys),
    queryFn: ({ signal }) =>
      api<RecordDocumentsAnswer>(`/o/${orgId}/records/${type}/documents`, {
        query: { keys: keys.join(',') },
        signal,
      }),
    enabled: keys.length > 0,
    staleTime: 60_000,
  });
}

export function fetchExport(orgId: string, type: string, params: Record<string, string>): Promise<Blob> {
  return apiBlob(`${base(orgId, type)}/export`, params);
}

export function fetchDocument(orgId: string, id: string): Promise<Blob> {
  return apiBlob(`/o/${orgId}/documents/${encodeURIComponent(id)}`);
}

export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page, RecordRow } from '@taxdesk/domain';
import { api } from '../../shared/api/client';
import type { ManualNoticeValues } from './manual-notice-schema';

export type ManualNoticeBody = ManualNoticeValues & {
  pdf?: { fileName: string; contentBase64: string } | null;
  removePdf?: boolean;
};

const base = (orgId: string) => `/o/${orgId}/it/manual-notices`;

export function manualNoticesOptions(orgId: string, params: Record<string, string>) {
  return queryOptions({
    queryKey: ['records', orgId, 'itNotice', 'manual', params] as const,
    queryFn: ({ signal }) => api<Page<RecordRow>>(base(orgId), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function createManualNotice(orgId: string, body: ManualNoticeBody) {
  return api<{ key: string }>(base(orgId), { method: 'POST', body });
}

export function updateManualNotice(orgId: string, key: string, body: ManualNoticeBody) {
  return api<{ key: string }>(`${base(orgId)}/${key}`, { method: 'PUT', body });
}

export function deleteManualNotice(orgId: string, key: string) {
  return api<null>(`${base(orgId)}/${key}`, { method: 'DELETE' });
}

/** A chosen file as the API takes it: base64, without the data-URL prefix. */
export function readPdf(file: File): Promise<{ fileName: string; contentBase64: string }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ fileName: file.name, contentBase64: String(reader.result).replace(/^data:[^,]*,/, '') });
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

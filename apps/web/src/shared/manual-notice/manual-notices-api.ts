import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Page, RecordRow, ResourceType } from '@taxdesk/domain';
import { api } from '../api/client';

/** The form's values, with the PDF chosen (or, on edit, its removal). */
export type ManualBody = Readonly<Record<string, string | boolean | ManualPdf | null>>;
type ManualPdf = { fileName: string; contentBase64: string };

const base = (orgId: string, area: string) => `/o/${orgId}/${area}/manual-notices`;

export function manualNoticesOptions(
  orgId: string,
  area: string,
  type: ResourceType,
  params: Record<string, string>,
) {
  return queryOptions({
    queryKey: ['records', orgId, type, 'manual', params] as const,
    queryFn: ({ signal }) => api<Page<RecordRow>>(base(orgId, area), { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function createManualNotice(orgId: string, area: string, body: ManualBody) {
  return api<{ key: string }>(base(orgId, area), { method: 'POST', body });
}

export function updateManualNotice(orgId: string, area: string, key: string, body: ManualBody) {
  return api<{ key: string }>(`${base(orgId, area)}/${key}`, { method: 'PUT', body });
}

export function deleteManualNotice(orgId: string, area: string, key: string) {
  return api<null>(`${base(orgId, area)}/${key}`, { method: 'DELETE' });
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

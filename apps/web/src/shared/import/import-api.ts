import { api, apiBlob } from '../api/client';
import { saveBlob } from '../resource/export-file';
import type { ImportLogEntry, ImportPreview, ImportResult, ImportSpec } from '@taxdesk/domain';
import { uploadFile, type UploadProgress } from './upload-file';

const base = (orgId: string, kind: string) => `/o/${orgId}/imports/${kind}`;

export const importKeys = {
  spec: (orgId: string, kind: string) => ['imports', orgId, kind, 'spec'] as const,
  log: (orgId: string, kind: string) => ['imports', orgId, kind, 'log'] as const,
};

export function fetchImportSpec(orgId: string, kind: string, signal?: AbortSignal): Promise<ImportSpec> {
  return api<ImportSpec>(`${base(orgId, kind)}/spec`, { signal });
}

export function fetchImportLog(orgId: string, kind: string, signal?: AbortSignal): Promise<ImportLogEntry[]> {
  return api<ImportLogEntry[]>(`${base(orgId, kind)}/log`, { signal });
}

export async function downloadTemplate(orgId: string, kind: string, fileName: string): Promise<void> {
  saveBlob(await apiBlob(`${base(orgId, kind)}/template`), fileName);
}

export async function downloadSample(orgId: string, kind: string, fileName: string): Promise<void> {
  saveBlob(await apiBlob(`${base(orgId, kind)}/sample`), fileName);
}

export function previewImport(
  orgId: string,
  kind: string,
  file: File,
  onProgress: (p: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<ImportPreview> {
  return uploadFile<ImportPreview>(`${base(orgId, kind)}/preview`, file, onProgress, signal);
}

export function commitImport(
  orgId: string,
  kind: string,
  id: string,
  skipErrors: boolean,
): Promise<ImportResult> {
  return api<ImportResult>(`${base(orgId, kind)}/${id}/commit`, { method: 'POST', body: { skipErrors } });
}

export function discardImport(orgId: string, kind: string, id: string): Promise<null> {
  return api<null>(`${base(orgId, kind)}/${id}`, { method: 'DELETE', quiet: true });
}

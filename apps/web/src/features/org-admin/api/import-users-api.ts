import type { Role } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';
import type { ImportPreview, ImportResult } from '@taxdesk/domain';
import { uploadFile, type UploadProgress } from '../../../shared/import/upload-file';

export type UserImportConfig = { mapping: { email: string; name: string; role: string }; defaultRole: Role };

export const importConfigKey = (orgId: string) => ['org-admin', orgId, 'import-config'] as const;
const base = (orgId: string) => `/o/${encodeURIComponent(orgId)}/members/import`;

export const fetchImportConfig = (orgId: string) =>
  api<UserImportConfig & { canEdit: boolean }>(`${base(orgId)}/config`);

export const saveImportConfig = (orgId: string, body: UserImportConfig) =>
  api<UserImportConfig>(`${base(orgId)}/config`, { method: 'PUT', body });

export const previewUserImport = (orgId: string, file: File, onProgress: (p: UploadProgress) => void) =>
  uploadFile<ImportPreview>(`${base(orgId)}/preview`, file, onProgress);

export const commitUserImport = (orgId: string, id: string, skipErrors: boolean) =>
  api<ImportResult & { emails: { sent: number; failed: number; logged: number } }>(
    `${base(orgId)}/${id}/commit`,
    {
      method: 'POST',
      body: { skipErrors },
    },
  );

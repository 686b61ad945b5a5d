import { api } from '../../../shared/api/client';

export type ApiKeyScope = 'read' | 'write';
export type ApiKey = {
  id: string;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdBy: string | null;
  createdAt: string;
  revokedAt: string | null;
  status: 'active' | 'expired' | 'revoked';
};

export const apiKeysKey = (orgId: string) => ['org-admin', orgId, 'api-keys'] as const;
const base = (orgId: string) => `/o/${encodeURIComponent(orgId)}/api-keys`;

export const fetchApiKeys = (orgId: string) => api<ApiKey[]>(base(orgId));

export const createApiKey = (
  orgId: string,
  body: { name: string; scope: ApiKeyScope; expiresAt: string | null },
) => api<ApiKey & { key: string }>(base(orgId), { method: 'POST', body });

export const revokeApiKey = (orgId: string, id: string) =>
  api<null>(`${base(orgId)}/${id}`, { method: 'DELETE' });

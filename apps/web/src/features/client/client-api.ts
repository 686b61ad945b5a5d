import type { ClientPage } from '@taxdesk/domain';
import { api } from '../../shared/api/client';

/** The client page's call (shape in packages/domain/src/clients/client-api.ts). */
export const clientKeys = {
  page: (orgId: string, id: string) => ['client', orgId, id] as const,
};

export const fetchClientPage = (orgId: string, id: string, signal?: AbortSignal) =>
  api<ClientPage>(`/o/${orgId}/clients/${encodeURIComponent(id)}`, { signal });

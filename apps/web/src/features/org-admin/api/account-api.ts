import { api, apiBlob } from '../../../shared/api/client';

const base = (orgId: string) => `/o/${encodeURIComponent(orgId)}/account`;

/** The organisation's data as one ZIP. */
export const downloadOrgExport = (orgId: string) => apiBlob(`${base(orgId)}/export`);

export const deleteOrganisation = (orgId: string, confirm: string) =>
  api<{ orgId: string }>(`${base(orgId)}/delete`, { method: 'POST', body: { confirm } });

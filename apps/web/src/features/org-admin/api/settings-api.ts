import type { OrgSettings, OrgSettingsAnswer } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export const settingsKey = (orgId: string) => ['org-admin', orgId, 'settings'] as const;
const base = (orgId: string) => `/o/${encodeURIComponent(orgId)}/settings`;

export const fetchSettings = (orgId: string) => api<OrgSettingsAnswer>(base(orgId));

export const saveSettings = (orgId: string, body: OrgSettings) =>
  api<OrgSettings>(base(orgId), { method: 'PUT', body });

export const sendTestEmail = (orgId: string) =>
  api<{ status: string; error: string | null }>(`${base(orgId)}/test-email`, { method: 'POST' });

import type { CreatedInvitation, MembersPage, Role } from '@taxdesk/domain';
import { api } from '../../../shared/api/client';

export const membersKey = (orgId: string) => ['org-admin', orgId, 'members'] as const;

const base = (orgId: string) => `/o/${encodeURIComponent(orgId)}/members`;

export const fetchMembers = (orgId: string) => api<MembersPage>(base(orgId));

export const changeMemberRole = (orgId: string, userId: string, role: Role) =>
  api<{ role: Role }>(`${base(orgId)}/${userId}`, { method: 'PATCH', body: { role } });

export const removeMember = (orgId: string, userId: string) =>
  api<null>(`${base(orgId)}/${userId}`, { method: 'DELETE' });

export const inviteMember = (orgId: string, body: { email: string; role: Role }) =>
  api<CreatedInvitation>(`${base(orgId)}/invitations`, { method: 'POST', body });

export const resendInvitation = (orgId: string, id: string) =>
  api<CreatedInvitation>(`${base(orgId)}/invitations/${id}/resend`, { method: 'POST' });

export const revokeInvitation = (orgId: string, id: string) =>
  api<null>(`${base(orgId)}/invitations/${id}`, { method: 'DELETE' });

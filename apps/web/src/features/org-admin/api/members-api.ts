import { api } from '../../../shared/api/client';

export type Role = 'owner' | 'admin' | 'member' | 'viewer';
export const ROLES: readonly Role[] = ['owner', 'admin', 'member', 'viewer'];
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export type Member = { userId: string; name: string; email: string; role: Role; joinedAt: string };
export type Invitation = {
  id: string;
  email: string;
  role: Role;
  source: string;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  status: 'pending' | 'expired' | 'accepted' | 'revoked';
};
export type MembersPage = {
  members: Member[];
  invitations: Invitation[];
  you: string | null;
  role: Role;
  canManage: boolean;
};
export type Delivery = { status: 'sent' | 'logged' | 'failed'; error: string | null };
export type CreatedInvitation = Invitation & { acceptUrl: string; delivery: Delivery };

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

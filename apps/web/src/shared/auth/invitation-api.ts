import { api } from '../api/client';

export type InviteRole = 'owner' | 'admin' | 'member' | 'viewer';

export type InvitationInfo = {
  orgId: string;
  orgName: string;
  email: string;
  role: InviteRole;
  invitedBy: string | null;
  expiresAt: string;
  status: 'pending' | 'expired' | 'accepted' | 'revoked';
};

export type AcceptedInvitation = {
  orgId: string;
  role: InviteRole;
  profileCreated: boolean;
  session: { token: string; refreshToken: string; expiresAt: string } | null;
};

export const lookupInvitation = (orgId: string, token: string) =>
  api<InvitationInfo>('/invitations/lookup', { method: 'POST', body: { orgId, token } });

export const acceptInvitation = (orgId: string, token: string, name?: string) =>
  api<AcceptedInvitation>('/invitations/accept', { method: 'POST', body: { orgId, token, name } });

/** The invitation an in-app path carries (`/a/{orgId}/user?invite=…`), if any. */
export function invitationIn(path: string | null | undefined): { orgId: string; token: string } | null {
  const m = path ? /^\/a\/([A-Za-z0-9]{6})\/user\?(?:.*&)?invite=([^&#]+)/.exec(path) : null;
  return m ? { orgId: m[1]!.toUpperCase(), token: decodeURIComponent(m[2]!) } : null;
}

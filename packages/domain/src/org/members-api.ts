import { z } from 'zod';

/**
 * An organisation's people (`/api/o/{orgId}/members`, `/api/invitations/...`): roles, members,
 * invitations. The server answers with these types; the people screens and sign-up read them.
 */

export const ROLES = ['owner', 'admin', 'member', 'viewer'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export const Member = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  joinedAt: z.string(),
});
export type Member = z.infer<typeof Member>;

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const Invitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** How it was made: by hand, by a sheet of users, ... */
  source: z.string(),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type Invitation = z.infer<typeof Invitation>;

export const MembersPage = z.object({
  members: z.array(Member),
  invitations: z.array(Invitation),
  /** The caller's user id. */
  you: z.string().nullable(),
  role: z.enum(ROLES),
  canManage: z.boolean(),
});
export type MembersPage = z.infer<typeof MembersPage>;

/** Whether the invitation's email went out (`logged`: no mail server, the link is in the log). */
export const Delivery = z.object({
  status: z.enum(['sent', 'logged', 'failed']),
  error: z.string().nullable(),
});
export type Delivery = z.infer<typeof Delivery>;

export const CreatedInvitation = Invitation.extend({ acceptUrl: z.string(), delivery: Delivery });
export type CreatedInvitation = z.infer<typeof CreatedInvitation>;

/** What an invitation link shows before it is accepted. */
export const InvitationInfo = z.object({
  orgId: z.string(),
  orgName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
  status: z.enum(INVITATION_STATUSES),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;

export const AcceptedInvitation = z.object({
  orgId: z.string(),
  role: z.enum(ROLES),
  profileCreated: z.boolean(),
  session: z.object({ token: z.string(), refreshToken: z.string(), expiresAt: z.string() }).nullable(),
});
export type AcceptedInvitation = z.infer<typeof AcceptedInvitation>;

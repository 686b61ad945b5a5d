/** The invitation link's calls live in shared/auth, where Signup uses them too. */
export {
  acceptInvitation,
  lookupInvitation,
  type AcceptedInvitation as Accepted,
  type InvitationInfo,
} from '../../../shared/auth/invitation-api';

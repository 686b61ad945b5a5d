import type { Role } from '@taxdesk/domain';

/** Owners and admins manage the members; members and viewers only see them. */
export function canManageMembers(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/**
 * Whether `actor` may give someone the role `to` (inviting or changing), when that person now has
 * `from` (null: not a member yet). Only owners make or unmake owners; admins manage everyone else.
 * Null when allowed, else the reason.
 */
export function roleChangeRefusal(actor: Role, from: Role | null, to: Role): string | null {
  if (!canManageMembers(actor)) return 'Only owners and admins manage members';
  if (actor !== 'owner' && (to === 'owner' || from === 'owner'))
    return 'Only an owner can make someone an owner or change an owner';
  return null;
}

/** Removing `target` (someone else): owners can remove anyone; admins everyone but owners. */
export function removalRefusal(actor: Role, target: Role): string | null {
  if (!canManageMembers(actor)) return 'Only owners and admins manage members';
  if (target === 'owner' && actor !== 'owner') return 'Only an owner can remove an owner';
  return null;
}

export const LAST_OWNER_MESSAGE =
  'An organisation needs at least one owner: make someone else an owner first';

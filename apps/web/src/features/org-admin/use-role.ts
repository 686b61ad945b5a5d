import type { Role } from '@taxdesk/domain';
import { useOrgInfoState } from '../../shared/org/org-info-store';

/** The signed-in member's role in the organisation on screen, from the org info (null while unknown). */
export function useOrgRole(orgId: string): Role | null {
  const state = useOrgInfoState();
  if (state.orgId !== orgId || !state.org?.role) return null;
  return state.org.role as Role;
}

export const canManage = (role: Role | null) => role === 'owner' || role === 'admin';

import { useOrgInfoState } from '../org/org-info-store';

/** What the signed-in member may do here: the server checks it again on every change. */
export function useSyncPermissions(orgId: string): { canSync: boolean; canEditSettings: boolean } {
  const { org, orgId: loadedFor } = useOrgInfoState();
  const role = loadedFor === orgId ? org?.role : undefined;
  return {
    canSync: !!role && role !== 'viewer',
    canEditSettings: role === 'owner' || role === 'admin',
  };
}

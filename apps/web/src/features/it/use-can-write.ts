import { useOrgInfoState } from '../../shared/org/org-info-store';

/** Viewers only read: the screens hide what would change data (the API refuses it anyway). */
export function useCanWrite(orgId: string): boolean {
  const { org, orgId: loadedFor } = useOrgInfoState();
  const role = loadedFor === orgId ? org?.role : undefined;
  return !!role && role !== 'viewer';
}

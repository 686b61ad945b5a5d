import { useOrgInfoState } from '../../shared/org/org-info-store';

/** Whether the signed-in member may change things here (viewers only look); the server checks again. */
export function useCanWrite(orgId: string): boolean {
  const { org, orgId: loadedFor } = useOrgInfoState();
  const role = loadedFor === orgId ? org?.role : undefined;
  return !!role && role !== 'viewer';
}

import { useOrgInfoState } from '../org/org-info-store';

/** Viewers cannot import (the server refuses them too); the role comes from the cached org info. */
export function useCanImport(orgId: string): boolean {
  const { org, orgId: loadedFor } = useOrgInfoState();
  const role = loadedFor === orgId ? org?.role : undefined;
  return !!role && role !== 'viewer';
}

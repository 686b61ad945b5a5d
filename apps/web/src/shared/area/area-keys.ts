/**
 * Query keys of the area screens. Portal data starts with `['sync', orgId, portal]` (the shared
 * sync block's prefix), so a start or a cancel refreshes the accounts along with the batches.
 */
export const areaKeys = {
  portalInfo: (orgId: string, portal: string) => ['sync', orgId, portal, 'info'] as const,
  accounts: (orgId: string, portal: string) => ['sync', orgId, portal, 'accounts'] as const,
  settings: (orgId: string, area: string) => ['area-settings', orgId, area] as const,
  signInQueue: (orgId: string) => ['sign-in-queue', orgId] as const,
};

export const portalBase = (orgId: string, portal: string) =>
  `/o/${encodeURIComponent(orgId)}/sync/${encodeURIComponent(portal)}`;

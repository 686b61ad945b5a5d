import { useQuery } from '@tanstack/react-query';
import type { AreaDef } from '@taxdesk/domain';
import { accountHrefOf, isPrimaryPortal, keyLabelOf, portalOf } from './area-paths';
import { moduleLabels, portalInfoOptions } from './portal-info-api';
import { useSyncPermissions } from './use-sync-permissions';

/** What each sync screen of a portal needs: the portal, its info and labels, what the user may do. */
export function usePortalScreen(orgId: string, area: AreaDef, portalKey: string | undefined) {
  const portal = portalOf(area, portalKey);
  const info = useQuery(portalInfoOptions(orgId, portal.key));
  const { canSync } = useSyncPermissions(orgId);
  return {
    portal,
    primary: isPrimaryPortal(area, portal),
    info,
    labels: moduleLabels(info.data),
    keyLabel: keyLabelOf(portal),
    accountHref: accountHrefOf(portal, orgId),
    canSync,
  };
}

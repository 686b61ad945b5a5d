import type { AreaDef, ResourceType } from '@taxdesk/domain';
import type { ReactNode } from 'react';
import type { NavLink } from './area-paths';

/**
 * What every area screen takes: the organisation, the area definition and the sync portal (the
 * area's first when not given). The rest lets a portal's own route word its screen.
 */
export type AreaScreenProps = {
  orgId: string;
  area: AreaDef;
  portal?: string;
  /** The heading; by default the catalogue title of the area's screen. */
  title?: string;
  description?: ReactNode;
  /** Buttons beside the title (add a login). */
  actions?: ReactNode;
  /** Related screens, shown instead of the area's sync nav (a second portal's screens). */
  links?: readonly NavLink[];
  /** The start button's words, when "Sync all accounts" would not say it. */
  startLabel?: string;
  /** The modules a sync screen runs, instead of the area's settings (ARN Sync: the ARN status only). */
  modules?: readonly string[];
  /** Only the accounts holding records of a type, by its account field (ARN Sync: logins with tracked ARNs). */
  accountsHolding?: { type: ResourceType; field: string };
};

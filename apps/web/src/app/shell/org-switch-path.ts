import { orgScreenHref } from '../../shared/routing/catalogue-paths';

/**
 * Switching organisation keeps the user on the same screen when it needs nothing but the
 * organisation (a list, a dashboard); a record's detail does not exist in the other one, so
 * those go to its Home.
 */
export function pathForOrgSwitch(cataloguePath: string | undefined, orgId: string): string {
  return (cataloguePath && orgScreenHref(cataloguePath, orgId)) || `/${orgId}`;
}

import { fillPath, resourceOf, type ResourceDef } from '@taxdesk/domain';

/** In-app paths (under the router base): `/{orgId}` + the resource's own pattern. */

export function listHref(orgId: string, resource: ResourceDef): string | null {
  return resource.listPath ? `/${orgId}${resource.listPath}` : null;
}

export function detailHref(
  orgId: string,
  resource: ResourceDef,
  data: Readonly<Record<string, unknown>>,
): string | null {
  if (!resource.detailPath) return null;
  if (resource.keyFields.some((k) => data[k] == null || data[k] === '')) return null;
  return `/${orgId}${fillPath(resource.detailPath, data)}`;
}

/** The detail page of the portal account a record belongs to, when its type has one. */
export function accountHref(
  orgId: string,
  resource: ResourceDef,
  data: Readonly<Record<string, unknown>>,
): string | null {
  if (!resource.accountField || !resource.accountType) return null;
  const account = resourceOf(resource.accountType);
  const value = data[resource.accountField];
  if (!account?.detailPath || value == null || value === '' || account.keyFields.length !== 1) return null;
  return `/${orgId}${fillPath(account.detailPath, { [account.keyFields[0]!]: value })}`;
}

import {
  accountPath,
  fillPath,
  panOfGstin,
  parseClientId,
  type FieldDef,
  type ResourceDef,
} from '@taxdesk/domain';

/** In-app paths (under the router base): `/{orgId}` + the resource's own pattern. */

export function listHref(orgId: string, resource: ResourceDef): string | null {
  return resource.listPath ? `/${orgId}${resource.listPath}` : null;
}

export function detailHref(
  orgId: string,
  resource: ResourceDef,
  data: Readonly<Record<string, unknown>>,
): string | null {
  // A view across types (the Work list) carries each row's own screen.
  if (resource.rowPathField) {
    const path = data[resource.rowPathField];
    return typeof path === 'string' && path.startsWith('/') ? `/${orgId}${path}` : null;
  }
  if (!resource.detailPath) return null;
  if (resource.keyFields.some((k) => data[k] == null || data[k] === '')) return null;
  return `/${orgId}${fillPath(resource.detailPath, data)}`;
}

/**
 * The detail page of the portal account a record belongs to, when its type has one; in a view
 * across types (the Work list), the account screen each row carries.
 */
export function accountHref(
  orgId: string,
  resource: ResourceDef,
  data: Readonly<Record<string, unknown>>,
): string | null {
  const path = resource.rowAccountLink
    ? data[resource.rowAccountLink.pathField]
    : accountPath(resource, data);
  return typeof path === 'string' && path.startsWith('/') ? `/${orgId}${path}` : null;
}

/** The column whose cells open the row's portal account, if the list has one. */
export function accountLinkColumn(resource: ResourceDef): string | null {
  if (resource.rowAccountLink) return resource.rowAccountLink.field;
  return resource.accountField && resource.accountType ? resource.accountField : null;
}

/**
 * The shown column whose cells link to the row's detail: a key field, else the title, else the first
 * other column, never the account column (its cells open the account), so every row has a real link
 * whichever columns are shown. A type without a detail screen has none.
 */
export function detailLinkColumn(resource: ResourceDef, columns: readonly FieldDef[]): string | null {
  if (!resource.detailPath && !resource.rowPathField) return null;
  const shown = columns.map((c) => c.key).filter((k) => k !== accountLinkColumn(resource));
  return (
    shown.find((k) => resource.keyFields.includes(k)) ??
    shown.find((k) => k === resource.titleField) ??
    shown[0] ??
    null
  );
}

/**
 * The client page of a PAN, GSTIN or TAN cell (a PAN ties a client's accounts together across
 * areas); null for other kinds and for values that are none of them.
 */
export function clientHref(orgId: string, field: Pick<FieldDef, 'kind'>, value: unknown): string | null {
  if (field.kind !== 'pan' && field.kind !== 'gstin' && field.kind !== 'tan') return null;
  if (typeof value !== 'string' || value === '') return null;
  const id = parseClientId(value);
  return 'error' in id ? null : `/${orgId}/client/${id.kind === 'gstin' ? panOfGstin(id.value) : id.value}`;
}

/** The client page an account belongs to, by the PAN (or GSTIN) its definition says it holds. */
export function accountClientHref(
  orgId: string,
  resource: ResourceDef,
  data: Readonly<Record<string, unknown>>,
): string | null {
  for (const field of resource.client?.fields ?? []) {
    const first = String(data[field] ?? '').split(/[\s,]+/)[0] ?? '';
    const href = clientHref(orgId, { kind: resource.client!.holds }, first);
    if (href) return href;
  }
  return null;
}

/** An in-app href as the router takes it: the path, and the search of a list searched for a key (`?q=`). */
export function routeOf(href: string): { to: string; search?: Record<string, string> } {
  const [to, query] = href.split('?', 2) as [string, string | undefined];
  return query ? { to, search: Object.fromEntries(new URLSearchParams(query)) } : { to };
}

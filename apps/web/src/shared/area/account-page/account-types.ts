import { RESOURCE_TYPES, resourceOf, type AreaDef, type ChildLink, type ResourceDef } from '@taxdesk/domain';

/** The record type an area's account page shows: the one whose detail path is that page. */
export function accountPageType(area: AreaDef): ResourceDef | undefined {
  const page = area.screens.accountPage;
  if (!page) return undefined;
  return RESOURCE_TYPES.map((t) => resourceOf(t)!).find(
    (def) => def.detailPath && `/{orgId}${def.detailPath}` === page,
  );
}

/**
 * Everything held for an account beyond its definition's own children: each other type whose
 * `accountType` is this account type, linked by that type's account field.
 */
export function heldTypes(account: ResourceDef): ChildLink[] {
  const own = new Set((account.children ?? []).map((c) => c.type));
  return RESOURCE_TYPES.map((t) => resourceOf(t)!)
    .filter((def) => def.accountType === account.type && def.type !== account.type && !own.has(def.type))
    .filter((def) => !!def.accountField)
    .map((def) => ({ type: def.type, via: def.accountField!, label: def.plural }));
}

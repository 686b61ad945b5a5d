import {
  FEATURE_LICENCE,
  FEATURES,
  isExpired,
  licenceAllows,
  type Feature,
  type FeatureLicenceView,
  type LicencePatch,
  type LicenceView,
  type OrgInfo,
} from '@taxdesk/domain';
import type { orgs } from '../../db/schema';
import { orgInfoOf } from '../../lib/access';

type OrgRow = typeof orgs.$inferSelect;
type OrgColumns = Partial<typeof orgs.$inferInsert>;

/** The columns a patch sets. */
export function licenceColumns(patch: LicencePatch): OrgColumns {
  const columns: Record<string, unknown> = {};
  if (patch.licExpiry !== undefined) columns.licExpiry = patch.licExpiry;
  for (const feature of FEATURES) {
    const change = patch.features?.[feature];
    if (!change) continue;
    const keys = FEATURE_LICENCE[feature];
    if (change.expiry !== undefined) columns[keys.expiry] = change.expiry;
    if (change.active !== undefined) columns[keys.active] = change.active;
  }
  return columns as OrgColumns;
}

/** The licence as the operator sees it: every flag explicit, and whether each feature is open now. */
export function licenceView(row: OrgRow, now: Date): LicenceView {
  const info: OrgInfo = orgInfoOf(row);
  const features = {} as Record<Feature, FeatureLicenceView>;
  for (const feature of FEATURES) {
    const keys = FEATURE_LICENCE[feature];
    features[feature] = {
      label: keys.label,
      expiry: (row[keys.expiry as keyof OrgRow] as number | null) ?? null,
      active: row[keys.active as keyof OrgRow] === true,
      open: licenceAllows(info, feature, now),
    };
  }
  return { licExpiry: row.licExpiry ?? null, expired: isExpired(row.licExpiry, now), features };
}

/** The licence columns that differ between two rows: before and after, for the audit log. */
export function licenceDiff(
  before: OrgRow,
  after: OrgRow,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = [
    'licExpiry',
    ...FEATURES.flatMap((f) => [FEATURE_LICENCE[f].expiry, FEATURE_LICENCE[f].active]),
  ] as (keyof OrgRow)[];
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of keys) {
    if (before[k] === after[k]) continue;
    b[k] = before[k];
    a[k] = after[k];
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

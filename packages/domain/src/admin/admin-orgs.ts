import { z } from 'zod';
import { FEATURES } from '../licence/features';

/** One feature of an organisation's licence as the operator sees it (`/api/admin/orgs`). */
export const FeatureLicenceView = z.object({
  label: z.string(),
  expiry: z.number().nullable(),
  active: z.boolean(),
  /** Whether the feature is open today: overall licence, feature expiry and flag together. */
  open: z.boolean(),
});
export type FeatureLicenceView = z.infer<typeof FeatureLicenceView>;

/** The licence with every flag explicit, and whether each feature is open now. */
export const LicenceView = z.object({
  licExpiry: z.number().nullable(),
  expired: z.boolean(),
  features: z.record(z.enum(FEATURES), FeatureLicenceView),
});
export type LicenceView = z.infer<typeof LicenceView>;

/** A row of the operator's organisation list. */
export const OrgSummary = z.object({
  orgId: z.string(),
  name: z.string(),
  createdAt: z.string(),
  members: z.number(),
  owners: z.array(z.string()),
  licence: LicenceView,
});
export type OrgSummary = z.infer<typeof OrgSummary>;

export const OrgPage = z.object({
  rows: z.array(OrgSummary),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OrgPage = z.infer<typeof OrgPage>;

export const OrgDetail = OrgSummary.extend({
  memberList: z.array(z.object({ email: z.string(), name: z.string(), role: z.string() })),
  referredBy: z.object({ code: z.string(), at: z.string() }).nullable(),
});
export type OrgDetail = z.infer<typeof OrgDetail>;

/** How an email left TaxDesk: sent, failed, or only written to the email log (no SMTP). */
export const EMAIL_STATUSES = ['sent', 'failed', 'logged'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** A firm the operator made (`POST /api/admin/orgs`). */
export const CreatedFirm = z.object({
  orgId: z.string(),
  name: z.string(),
  owner: z.object({
    email: z.string(),
    /** member: the owner already had a profile and is the owner now; invited: an invitation was emailed. */
    status: z.enum(['member', 'invited']),
    emailStatus: z.enum(EMAIL_STATUSES).optional(),
    /** The link the invitation carries, for the operator to pass on when email is not sent. */
    acceptUrl: z.string().optional(),
  }),
  licenceDays: z.number(),
});
export type CreatedFirm = z.infer<typeof CreatedFirm>;

/** An operator's action in the audit log. */
export const AuditRow = z.object({
  id: z.number(),
  at: z.string(),
  actor: z.string(),
  action: z.string(),
  orgId: z.string().nullable(),
  target: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditRow = z.infer<typeof AuditRow>;

/** Newest first; `nextBefore` pages on to older entries. */
export const AuditPage = z.object({ rows: z.array(AuditRow), nextBefore: z.number().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;

/** A licence day: YYYYMMDD of a real calendar date. */
export function isLicenceDay(value: number): boolean {
  if (!Number.isInteger(value) || value < 19000101 || value > 29991231) return false;
  const y = Math.floor(value / 10000);
  const m = Math.floor(value / 100) % 100;
  const d = value % 100;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const LicenceDay = z.number().refine(isLicenceDay, 'must be a date written YYYYMMDD');

/**
 * A change to an organisation's licence (`PUT /api/admin/orgs/{orgId}/licence`): the overall
 * expiry and, per feature, its expiry and active flag (ICEGATE's expiry is `licIceGateCounter`).
 * Only what is given changes.
 */
export const LicencePatch = z
  .object({
    licExpiry: LicenceDay.optional(),
    features: z
      .partialRecord(
        z.enum(FEATURES),
        z.object({ expiry: LicenceDay.optional(), active: z.boolean().optional() }).strict(),
      )
      .optional(),
  })
  .strict();
export type LicencePatch = z.infer<typeof LicencePatch>;

/** The organisations' list (`GET /api/admin/orgs`): search, licence state, order, page. */
export const OrgQuery = z.object({
  q: z.string().max(120).optional(),
  state: z.enum(['all', 'active', 'expiring', 'expired']).default('all'),
  sort: z.enum(['name', 'created', 'expiry']).default('name'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type OrgQuery = z.output<typeof OrgQuery>;

/** A new firm (`POST /api/admin/orgs`): its name and owner, optionally its id and licence days. */
export const NewOrg = z.object({
  name: z.string().max(200),
  ownerEmail: z.string().max(300),
  orgId: z.string().max(20).optional(),
  days: z.number().int().optional(),
});
export type NewOrg = z.infer<typeof NewOrg>;

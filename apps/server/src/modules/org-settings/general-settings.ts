import { and, eq, inArray, sql } from 'drizzle-orm';
import { GeneralSettings } from '@taxdesk/domain';
import { memberships, orgSettings, orgs, users } from '../../db/schema';
import type { Tx } from '../../db/tenant';

export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
const AREA = 'general';

function defaultGeneralSettings(): GeneralSettings {
  return {
    contactEmail: '',
    contactPhone: '',
    timezone: DEFAULT_TIMEZONE,
    alerts: { newNotices: true, weeklyDigest: true, notSynced: true, loginBlocked: true, partyChanges: true },
  };
}

/** The stored settings over the defaults: a field added later, or a bad stored value, falls back. */
export async function readGeneralSettings(tx: Tx, orgId: string): Promise<GeneralSettings> {
  const row = await tx.query.orgSettings.findFirst({
    where: and(eq(orgSettings.orgId, orgId), eq(orgSettings.area, AREA)),
  });
  const defaults = defaultGeneralSettings();
  const stored = (row?.data ?? {}) as Partial<GeneralSettings>;
  const merged = { ...defaults, ...stored, alerts: { ...defaults.alerts, ...(stored.alerts ?? {}) } };
  const parsed = GeneralSettings.safeParse(merged);
  return parsed.success ? parsed.data : defaults;
}

export async function writeGeneralSettings(
  tx: Tx,
  orgId: string,
  settings: GeneralSettings,
  updatedBy: string,
): Promise<void> {
  await tx
    .insert(orgSettings)
    .values({ orgId, area: AREA, data: settings, updatedBy })
    .onConflictDoUpdate({
      target: [orgSettings.orgId, orgSettings.area],
      set: { data: settings, updatedBy, updatedAt: sql`now()` },
    });
}

/** The settings kept on the organisation's own row: its name and the sign-in rule. */
export async function updateOrgRow(
  tx: Tx,
  orgId: string,
  change: { name?: string; requireSecondFactor?: boolean },
): Promise<void> {
  if (change.name === undefined && change.requireSecondFactor === undefined) return;
  await tx.update(orgs).set(change).where(eq(orgs.id, orgId));
}

/** Who gets the organisation's alert emails: its contact address and its owners and admins. */
export async function alertRecipients(tx: Tx, orgId: string, settings: GeneralSettings): Promise<string[]> {
  const managers = await tx
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.orgId, orgId), inArray(memberships.role, ['owner', 'admin'])));
  const all = [settings.contactEmail, ...managers.map((m) => m.email)].filter(Boolean);
  return [...new Set(all.map((e) => e.toLowerCase()))];
}

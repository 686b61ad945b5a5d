import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { memberships, orgSettings, orgs, users } from '../../db/schema';
import type { Tx } from '../../db/tenant';

export const DEFAULT_TIMEZONE = 'Asia/Kolkata';
const AREA = 'general';

export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** What the Settings screen edits, besides the organisation's name (kept on orgs). */
export const GeneralSettingsSchema = z.object({
  contactEmail: z.union([
    z.literal(''),
    z.string().trim().toLowerCase().email('Please enter a valid email address.').max(254),
  ]),
  contactPhone: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(
        /^\+?[0-9][0-9 ()-]{5,19}$/,
        'Please enter a valid phone number (digits, spaces, +, - and brackets).',
      ),
  ]),
  timezone: z.string().trim().refine(isTimeZone, 'Unknown time zone (e.g. Asia/Kolkata).'),
  alerts: z.object({
    /** An email when a sync finds new notices. */
    newNotices: z.boolean(),
    /** A Monday email of what falls due in the coming week. */
    weeklyDigest: z.boolean(),
    /** A daily email listing accounts not synced for 3 days. */
    notSynced: z.boolean(),
    /**
     * An email as soon as a portal refuses a stored login (wrong password, locked). Optional on
     * input so clients written before it keep working; absent means on.
     */
    loginBlocked: z.boolean().default(true),
    /** An email when a party lookup finds a change (a GSTIN cancelled, an MSME reclassified). Absent means on. */
    partyChanges: z.boolean().default(true),
  }),
});
export type GeneralSettings = z.infer<typeof GeneralSettingsSchema>;

export function defaultGeneralSettings(): GeneralSettings {
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
  const parsed = GeneralSettingsSchema.safeParse(merged);
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

export async function renameOrg(tx: Tx, orgId: string, name: string): Promise<void> {
  await tx.update(orgs).set({ name }).where(eq(orgs.id, orgId));
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

import { z } from 'zod';
import { isTimeZone } from '../sync/area-settings';

/** The organisation's general settings (`/api/o/{orgId}/settings`), besides its name. */
export const GeneralSettings = z.object({
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
export type GeneralSettings = z.infer<typeof GeneralSettings>;

/** What the Settings screen saves: the general settings, the name, and the sign-in rule. */
export const OrgSettingsBody = GeneralSettings.extend({
  name: z.string().trim().min(1, 'Organisation name is required.').max(120),
  /**
   * Members must sign in with a second factor (docs/security.md): one without it sets it up at
   * their next sign-in. Absent: left as it is (clients written before it).
   */
  requireSecondFactor: z.boolean().optional(),
});
export type OrgSettings = z.infer<typeof OrgSettingsBody>;

/** `GET /api/o/{orgId}/settings`. */
export type OrgSettingsAnswer = OrgSettings & {
  orgId: string;
  requireSecondFactor: boolean;
  canEdit: boolean;
};

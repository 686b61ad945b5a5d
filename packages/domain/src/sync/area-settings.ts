import { z } from 'zod';

/**
 * An area's settings (`/api/o/{orgId}/areas/{area}/settings`): what its syncs cover, the daily
 * schedule, who is alerted, reminder days and when an account counts as stale. One shape for every
 * area: the server validates with it (and checks module keys against the area's own modules), the
 * web's settings screen edits it. (Re-exported by sync-api.ts; it imports nothing from there, so
 * the two modules do not cycle.)
 */

/** A time zone the runtime knows (IANA name). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const ModuleKeys = z.array(z.string().max(60)).min(1, 'Choose at least one module.').max(50);

export const AreaSchedule = z.object({
  enabled: z.boolean(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM, 24-hour (e.g. 02:30).'),
  timezone: z.string().trim().refine(isTimeZone, 'Unknown time zone (e.g. Asia/Kolkata).'),
  modules: ModuleKeys,
});
export type AreaSchedule = z.infer<typeof AreaSchedule>;

export const AreaSettings = z.object({
  /** Modules a manual "Sync all" or a sync of chosen accounts runs unless told otherwise. */
  modules: ModuleKeys,
  schedule: AreaSchedule,
  alertRecipients: z
    .array(z.string().trim().toLowerCase().email('Please enter a valid email address.'))
    .max(20, 'At most 20 recipients.'),
  /** Days before a due date on which to remind (e.g. 7, 3, 1). */
  reminderDays: z
    .array(z.number().int().min(0, 'Reminder days cannot be negative.').max(90, 'At most 90 days before.'))
    .max(10, 'At most 10 reminders.'),
  /** An account not synced for this many days counts as stale. */
  staleAfterDays: z.number().int().min(1, 'At least 1 day.').max(90, 'At most 90 days.'),
});
export type AreaSettings = z.infer<typeof AreaSettings>;

export const AreaSettingsAnswer = z.object({
  settings: AreaSettings,
  /** Every module the area's syncs can run, in the order a run takes them. */
  modules: z.array(z.object({ key: z.string(), label: z.string() })),
  /** The next daily start, or null when the schedule is off. */
  nextRunAt: z.string().nullable(),
  /** Only owners and admins may save. */
  canEdit: z.boolean(),
});
export type AreaSettingsAnswer = z.infer<typeof AreaSettingsAnswer>;

import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { orgSettings } from '../../../db/schema';
import type { Tx } from '../../../db/tenant';
import {
  AlertRecipientsSchema,
  DEFAULT_REMINDER_DAYS,
  IT_SETTINGS_AREA as AREA,
  ReminderDaysSchema,
} from '../../../lib/settings/it-alert-settings';
import { IT_SYNC_MODULES } from './it-sync-modules';

export const DEFAULT_TIMEZONE = 'Asia/Kolkata';

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const moduleKeys = () => IT_SYNC_MODULES.map((m) => m.key);

const Modules = z
  .array(z.string())
  .min(1, 'Choose at least one module.')
  .superRefine((keys, c) => {
    for (const k of keys)
      if (!moduleKeys().includes(k)) c.addIssue({ code: 'custom', message: `Unknown sync module: ${k}` });
  })
  .transform((keys) => moduleKeys().filter((k) => keys.includes(k)));

export const ItScheduleSchema = z.object({
  enabled: z.boolean(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM, 24-hour (e.g. 02:30).'),
  timezone: z.string().trim().refine(isTimeZone, 'Unknown time zone (e.g. Asia/Kolkata).'),
  modules: Modules,
});
export type ItSchedule = z.infer<typeof ItScheduleSchema>;

/** The income-tax settings of an organisation (Income Tax Settings screen). */
export const ItSettingsSchema = z.object({
  /** Modules a manual "Sync all" or a sync of chosen accounts runs unless told otherwise. */
  modules: Modules,
  schedule: ItScheduleSchema,
  alertRecipients: AlertRecipientsSchema,
  reminderDays: ReminderDaysSchema,
  /** An account not synced for this many days counts as stale. */
  staleAfterDays: z.number().int().min(1, 'At least 1 day.').max(90, 'At most 90 days.'),
});
export type ItSettings = z.infer<typeof ItSettingsSchema>;

export function defaultItSettings(): ItSettings {
  return {
    modules: moduleKeys(),
    schedule: { enabled: false, time: '02:00', timezone: DEFAULT_TIMEZONE, modules: moduleKeys() },
    alertRecipients: [],
    reminderDays: [...DEFAULT_REMINDER_DAYS],
    staleAfterDays: 3,
  };
}

/** Stored settings over the defaults; a part that no longer validates (a module removed) falls back. */
export function readItSettings(stored: unknown): ItSettings {
  const out = defaultItSettings();
  if (!stored || typeof stored !== 'object') return out;
  const shape = ItSettingsSchema.shape;
  for (const key of Object.keys(shape) as (keyof ItSettings)[]) {
    const parsed = shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) (out as Record<string, unknown>)[key] = parsed.data;
  }
  return out;
}

export async function loadItSettings(tx: Tx, orgId: string): Promise<ItSettings> {
  const row = await tx.query.orgSettings.findFirst({
    where: and(eq(orgSettings.orgId, orgId), eq(orgSettings.area, AREA)),
  });
  return readItSettings(row?.data);
}

export async function saveItSettings(tx: Tx, orgId: string, settings: ItSettings, by: string): Promise<void> {
  const now = new Date();
  await tx
    .insert(orgSettings)
    .values({ orgId, area: AREA, data: settings, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: [orgSettings.orgId, orgSettings.area],
      set: { data: settings, updatedAt: now, updatedBy: by },
    });
}

export { nextDailyRun } from '../../../lib/sync/area-settings';

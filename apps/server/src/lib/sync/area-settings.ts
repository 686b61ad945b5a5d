import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { orgSettings } from '../../db/schema';
import type { Tx } from '../../db/tenant';
import { AlertRecipientsSchema, DEFAULT_REMINDER_DAYS, ReminderDaysSchema } from '../settings/alert-settings';

/**
 * An area's settings (Income Tax Settings, GST Settings, TDS config, ...): the modules a sync
 * runs, the daily schedule, alert recipients, reminder days and when an account counts as stale.
 * One JSON document per organisation and area in org_settings; the modules are those of the
 * area's first portal.
 */
export const DEFAULT_TIMEZONE = 'Asia/Kolkata';

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IN', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

function modulesSchema(keys: readonly string[]) {
  return z
    .array(z.string())
    .min(1, 'Choose at least one module.')
    .superRefine((chosen, c) => {
      for (const k of chosen)
        if (!keys.includes(k)) c.addIssue({ code: 'custom', message: `Unknown sync module: ${k}` });
    })
    .transform((chosen) => keys.filter((k) => chosen.includes(k)));
}

export function areaSettingsSchema(moduleKeys: readonly string[]) {
  const Modules = modulesSchema(moduleKeys);
  return z.object({
    modules: Modules,
    schedule: z.object({
      enabled: z.boolean(),
      time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM, 24-hour (e.g. 02:30).'),
      timezone: z.string().trim().refine(isTimeZone, 'Unknown time zone (e.g. Asia/Kolkata).'),
      modules: Modules,
    }),
    alertRecipients: AlertRecipientsSchema,
    reminderDays: ReminderDaysSchema,
    staleAfterDays: z.number().int().min(1, 'At least 1 day.').max(90, 'At most 90 days.'),
  });
}

export type AreaSettings = z.infer<ReturnType<typeof areaSettingsSchema>>;

export function defaultAreaSettings(moduleKeys: readonly string[]): AreaSettings {
  return {
    modules: [...moduleKeys],
    schedule: { enabled: false, time: '02:00', timezone: DEFAULT_TIMEZONE, modules: [...moduleKeys] },
    alertRecipients: [],
    reminderDays: [...DEFAULT_REMINDER_DAYS],
    staleAfterDays: 3,
  };
}

/** Stored settings over the defaults; a part that no longer validates (a module removed) falls back. */
function readAreaSettings(stored: unknown, moduleKeys: readonly string[]): AreaSettings {
  const out = defaultAreaSettings(moduleKeys);
  if (!stored || typeof stored !== 'object') return out;
  const shape = areaSettingsSchema(moduleKeys).shape;
  for (const key of Object.keys(shape) as (keyof AreaSettings)[]) {
    const parsed = shape[key].safeParse((stored as Record<string, unknown>)[key]);
    if (parsed.success) (out as Record<string, unknown>)[key] = parsed.data;
  }
  return out;
}

export async function loadAreaSettings(
  tx: Tx,
  orgId: string,
  area: string,
  moduleKeys: readonly string[],
): Promise<AreaSettings> {
  const row = await tx.query.orgSettings.findFirst({
    where: and(eq(orgSettings.orgId, orgId), eq(orgSettings.area, area)),
  });
  return readAreaSettings(row?.data, moduleKeys);
}

/**
 * Every area's "stale after" days of an organisation in one read (Home's coverage asks for all
 * areas at once), each as `loadAreaSettings` would give it.
 */
export async function loadStaleAfterDays(tx: Tx, orgId: string): Promise<(area: string) => number> {
  const rows = await tx.select().from(orgSettings).where(eq(orgSettings.orgId, orgId));
  const byArea = new Map(rows.map((row) => [row.area, readAreaSettings(row.data, []).staleAfterDays]));
  const fallback = defaultAreaSettings([]).staleAfterDays;
  return (area) => byArea.get(area) ?? fallback;
}

export async function saveAreaSettings(
  tx: Tx,
  orgId: string,
  area: string,
  settings: AreaSettings,
  by: string,
): Promise<void> {
  const now = new Date();
  await tx
    .insert(orgSettings)
    .values({ orgId, area, data: settings, updatedAt: now, updatedBy: by })
    .onConflictDoUpdate({
      target: [orgSettings.orgId, orgSettings.area],
      set: { data: settings, updatedAt: now, updatedBy: by },
    });
}

/** The next start of a daily schedule after `now`: `time` in `timezone`, as an instant. */
export function nextDailyRun(time: string, timezone: string, now: Date): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const parts = (d: Date) => {
    const f = new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(d);
    const get = (t: string) => Number(f.find((p) => p.type === t)?.value);
    return { y: get('year'), mo: get('month'), d: get('day'), h: get('hour'), mi: get('minute') };
  };
  // The zone's offset at an instant: its wall clock read as UTC, less the instant.
  const offset = (t: number) => {
    const p = parts(new Date(t));
    return Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi) - Math.floor(t / 60_000) * 60_000;
  };
  const at = (y: number, mo: number, d: number) => {
    const wall = Date.UTC(y, mo - 1, d, h, m);
    let t = wall - offset(wall);
    t = wall - offset(t);
    return new Date(t);
  };
  const today = parts(now);
  const candidate = at(today.y, today.mo, today.d);
  return candidate.getTime() > now.getTime() ? candidate : at(today.y, today.mo, today.d + 1);
}

import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { orgSettings } from '../../db/schema';
import type { Tx } from '../../db/tenant';

/**
 * The alert part of Income Tax Settings, shared by the IT module (which edits the whole of them)
 * and the organisation's alert emails (which send the reminders).
 */
export const IT_SETTINGS_AREA = 'it';

/** Who is told of new notices and due-date reminders, besides the contact, owners and admins. */
export const AlertRecipientsSchema = z
  .array(z.string().trim().toLowerCase().email('Please enter a valid email address.'))
  .max(20, 'At most 20 recipients.')
  .transform((list) => [...new Set(list)]);

/** Days before a due date on which to remind (e.g. 7, 3, 1). */
export const ReminderDaysSchema = z
  .array(z.number().int().min(0, 'Reminder days cannot be negative.').max(90, 'At most 90 days before.'))
  .max(10, 'At most 10 reminders.')
  .transform((days) => [...new Set(days)].sort((a, b) => b - a));

export const DEFAULT_REMINDER_DAYS = [7, 3, 1];

export type ItAlertSettings = { alertRecipients: string[]; reminderDays: number[] };

/** The stored values, each falling back to its default when absent or no longer valid. */
export function readItAlertSettings(stored: unknown): ItAlertSettings {
  const data = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const recipients = AlertRecipientsSchema.safeParse(data.alertRecipients);
  const days = ReminderDaysSchema.safeParse(data.reminderDays);
  return {
    alertRecipients: recipients.success ? recipients.data : [],
    reminderDays: days.success ? days.data : [...DEFAULT_REMINDER_DAYS],
  };
}

export async function loadItAlertSettings(tx: Tx, orgId: string): Promise<ItAlertSettings> {
  const row = await tx.query.orgSettings.findFirst({
    where: and(eq(orgSettings.orgId, orgId), eq(orgSettings.area, IT_SETTINGS_AREA)),
  });
  return readItAlertSettings(row?.data);
}

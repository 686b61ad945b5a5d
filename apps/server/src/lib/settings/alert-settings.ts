import { z } from 'zod';

// The alert part of every area's settings (who is told, and when to remind), checked alike.

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

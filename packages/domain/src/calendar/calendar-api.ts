import { z } from 'zod';
import { FEATURES } from '../licence/features';

/**
 * The calendar's request and answer shapes (`/api/o/{orgId}/calendar/...`): every dated item of
 * every area the licence opens, in a range of days, and each member's ICS feeds.
 */

/** The longest range one request reads: a month view's six weeks, with room to spare. */
export const CALENDAR_MAX_DAYS = 62;
/** The most items one answer holds; past it the answer says `truncated` and the screen says so. */
export const CALENDAR_MAX_ITEMS = 1000;

const Day = z.iso.date({ message: 'A date looks like 2026-11-28' });

export const CalendarQuery = z
  .object({
    from: Day,
    to: Day,
    /** A licence feature (an area): `it`, `gst`, ... */
    area: z.enum(FEATURES).optional(),
    /** A member's email, or `unassigned`. */
    assignee: z.string().trim().toLowerCase().min(1).max(320).optional(),
    /** A client: the account key (PAN, GSTIN, TAN, ...). */
    client: z.string().trim().min(1).max(100).optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'The range ends before it starts', path: ['to'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < CALENDAR_MAX_DAYS, {
    message: `A range spans at most ${CALENDAR_MAX_DAYS} days`,
    path: ['to'],
  });
export type CalendarQuery = z.infer<typeof CalendarQuery>;

export const CalendarItem = z.object({
  type: z.string(),
  key: z.string(),
  /** The record type's label (`Notice`, `Video Conferencing Request`). */
  label: z.string(),
  title: z.string().nullable(),
  /** The licence feature of the record's area; null for general records. */
  area: z.enum(FEATURES).nullable(),
  /** The client: the record's account key. */
  client: z.string().nullable(),
  /** The due date, hearing date, ... (the record's `due_on`). */
  date: z.string(),
  /** A hearing's start and end in India (`15:00`), when the record is an appointment with a time. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** A hearing's joining link. */
  link: z.string().nullable(),
  /** The portal's status, by its label where the type names its values. */
  status: z.string().nullable(),
  /**
   * Nothing is due any more (`workState` not to do): done by its type's rule (a return filed),
   * replied to or closed as work, or a date of history (a return processed, a credit booked).
   */
  done: z.boolean(),
  assignee: z.string().nullable(),
  /** The record's screen, relative to /{orgId} (a type without one: its list searched for the key, `?q=`). */
  path: z.string().nullable(),
});
export type CalendarItem = z.infer<typeof CalendarItem>;

export const CalendarPage = z.object({
  items: z.array(CalendarItem),
  /** More items fall in the range than the answer holds (CALENDAR_MAX_ITEMS). */
  truncated: z.boolean(),
  /** The areas the licence opens, for the area filter. */
  areas: z.array(z.object({ area: z.enum(FEATURES), label: z.string() })),
});
export type CalendarPage = z.infer<typeof CalendarPage>;

export const CALENDAR_FEED_SCOPES = ['all', 'mine'] as const;
export type CalendarFeedScope = (typeof CALENDAR_FEED_SCOPES)[number];
export const CALENDAR_FEED_SCOPE_LABELS: Record<CalendarFeedScope, string> = {
  all: 'Everything due in the firm',
  mine: 'Only items assigned to me',
};
/** Live feeds one member may hold in an organisation. */
export const CALENDAR_MAX_FEEDS = 5;

export const NewCalendarFeed = z.object({ scope: z.enum(CALENDAR_FEED_SCOPES) });
export type NewCalendarFeed = z.infer<typeof NewCalendarFeed>;

export const CalendarFeed = z.object({
  id: z.uuid(),
  scope: z.enum(CALENDAR_FEED_SCOPES),
  createdAt: z.string(),
  renewedAt: z.string().nullable(),
  lastFetchedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof CalendarFeed>;

/** A feed just made or renewed: its URL holds the secret and is shown this once. */
export const CalendarFeedWithUrl = CalendarFeed.extend({ url: z.string() });
export type CalendarFeedWithUrl = z.infer<typeof CalendarFeedWithUrl>;

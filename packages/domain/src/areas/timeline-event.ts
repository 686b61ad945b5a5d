import { z } from 'zod';

/** One dated event of a record on a timeline (`/api/o/{orgId}/.../timeline/...` answers). */
export const TimelineEvent = z.object({
  date: z.string(),
  label: z.string(),
  kind: z.enum(['issued', 'due', 'hearing']),
  type: z.string(),
  key: z.string(),
  title: z.string().nullable(),
  accountKey: z.string().nullable(),
  status: z.string().nullable(),
  /** The record's detail screen, relative to /{orgId}, when it has one. */
  path: z.string().nullable(),
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;

/** A timeline's answer: its events, cut at the server's limit (`truncated`). */
export const TimelineAnswer = z.object({ events: z.array(TimelineEvent), truncated: z.boolean() });
export type TimelineAnswer = z.infer<typeof TimelineAnswer>;

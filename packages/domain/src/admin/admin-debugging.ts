import { z } from 'zod';

/** pg-boss's job states, in the order a job goes through them. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** A job queue's counts by state (`/api/admin/debugging/queues`). */
export const QueueView = z.object({
  name: z.string(),
  counts: z.record(z.enum(JOB_STATES), z.number()),
  /** The oldest job still waiting (created or retry): a queue nobody works shows here. */
  oldestWaiting: z.string().nullable(),
});
export type QueueView = z.infer<typeof QueueView>;

export const JobView = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  retryCount: z.number(),
  retryLimit: z.number(),
  createdOn: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
  /** What the job was about (its data), and for a failed job the error it ended with. */
  data: z.record(z.string(), z.unknown()).nullable(),
  error: z.string().nullable(),
});
export type JobView = z.infer<typeof JobView>;

export const JobPage = z.object({ rows: z.array(JobView), total: z.number() });
export type JobPage = z.infer<typeof JobPage>;

/** A job sent again (`POST /api/admin/debugging/jobs/{id}/retry`). */
export const RetriedJob = z.object({ id: z.string(), queue: z.string() });
export type RetriedJob = z.infer<typeof RetriedJob>;

/** One record of an organisation with the portal's payload behind it. */
export const RawRecord = z.object({
  orgId: z.string(),
  type: z.string(),
  key: z.string(),
  title: z.string().nullable(),
  status: z.string().nullable(),
  source: z.string(),
  firstSeenAt: z.string(),
  updatedAt: z.string(),
  removedAt: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  /** The portal's payload as it came. Null for records TaxDesk made itself. */
  raw: z.unknown(),
});
export type RawRecord = z.infer<typeof RawRecord>;

/** The latest records of a type in an organisation, to pick one from. */
export const RecentRecord = z.object({
  key: z.string(),
  title: z.string().nullable(),
  updatedAt: z.string(),
  hasRaw: z.boolean(),
});
export type RecentRecord = z.infer<typeof RecentRecord>;

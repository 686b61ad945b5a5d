import { z } from 'zod';
import { EMAIL_STATUSES } from './admin-orgs';

/** An item a sync could not fetch, across organisations (`/api/admin/failures`). */
export const FailureItem = z.object({
  id: z.number(),
  orgId: z.string(),
  orgName: z.string().nullable(),
  portal: z.string(),
  accountKey: z.string(),
  module: z.string(),
  ref: z.string(),
  reason: z.string(),
  attempts: z.number(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  resolvedAt: z.string().nullable(),
  lastRunId: z.string().nullable(),
});
export type FailureItem = z.infer<typeof FailureItem>;

export const FailurePage = z.object({
  rows: z.array(FailureItem),
  total: z.number(),
  byPortal: z.record(z.string(), z.number()),
});
export type FailurePage = z.infer<typeof FailurePage>;

/** The sync job a failed item's retry queued. */
export const RetriedFailure = z.object({
  orgId: z.string(),
  accountKey: z.string(),
  portal: z.string(),
  queue: z.string(),
  runId: z.string(),
});
export type RetriedFailure = z.infer<typeof RetriedFailure>;

/** An email TaxDesk sent or logged (`/api/admin/emails`). */
export const EmailLogRow = z.object({
  id: z.number(),
  sentAt: z.string(),
  orgId: z.string().nullable(),
  orgName: z.string().nullable(),
  recipient: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(EMAIL_STATUSES),
  error: z.string().nullable(),
});
export type EmailLogRow = z.infer<typeof EmailLogRow>;

export const EmailLogPage = z.object({
  rows: z.array(EmailLogRow),
  total: z.number(),
  byStatus: z.record(z.string(), z.number()),
});
export type EmailLogPage = z.infer<typeof EmailLogPage>;

import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { orgId } from './org-column';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One user action (or one scheduled start) that syncs many accounts of one portal: its runs are
 * syncLog records carrying `batchId`. Progress is counted from the runs; `summary` keeps the
 * final counts once the last run ends, so the history does not recount old runs.
 */
export const syncBatches = pgTable(
  'sync_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    /** 'it', ...: whose accounts and workers. */
    portal: text('portal').notNull(),
    /** Record type of the accounts (for their names in progress views), e.g. itAccount. */
    accountType: text('account_type').notNull(),
    /** The pg-boss queue the runs were sent to (a job's id is its run's id): cancel needs it. */
    queue: text('queue').notNull(),
    /** manual | schedule | retry */
    trigger: text('trigger').notNull(),
    /** Module keys the batch covers (a retry batch: the union of its runs' modules). */
    modules: jsonb('modules').notNull().$type<string[]>(),
    accountCount: integer('account_count').notNull(),
    /** Accounts left out because a run of theirs was already queued or running. */
    skippedCount: integer('skipped_count').notNull().default(0),
    startedBy: text('started_by').notNull(),
    startedByUser: uuid('started_by_user'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
    cancelledAt: at('cancelled_at'),
    cancelledBy: text('cancelled_by'),
    /** Runs by status once the batch has finished. */
    summary: jsonb('summary').$type<Record<string, number>>(),
  },
  (t) => [index('sync_batches_org_created').on(t.orgId, t.portal, t.createdAt)],
);

/**
 * Items a sync could not fetch (a notice's PDF, a module that failed, a sign-in that kept failing),
 * one row per account + module + reference: seen again → attempts grow; fetched by a later run
 * of that module → resolved.
 */
export const syncFailures = pgTable(
  'sync_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: orgId(),
    portal: text('portal').notNull(),
    accountKey: text('account_key').notNull(),
    /** The sync module's key; `account` for a run that failed as a whole. */
    module: text('module').notNull(),
    /** What could not be fetched (a notice number, a document, a module's name). */
    ref: text('ref').notNull(),
    reason: text('reason').notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    lastRunId: uuid('last_run_id'),
    resolvedAt: at('resolved_at'),
  },
  (t) => [
    uniqueIndex('sync_failures_item').on(t.orgId, t.portal, t.accountKey, t.module, t.ref),
    index('sync_failures_open').on(t.orgId, t.portal, t.resolvedAt, t.lastSeenAt),
  ],
);

/** An organisation's settings of one area ('it', ...) as one JSON document, validated by its area. */
export const orgSettings = pgTable(
  'org_settings',
  {
    orgId: orgId(),
    area: text('area').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.area] })],
);

/**
 * A sign-in that waits for a person: the portal asked for a captcha or an OTP, no solver could
 * answer, and the run paused. `state` (encrypted) holds the half-done portal session so the
 * answered run continues in it; `answer` (encrypted) waits there for the run's next job.
 */
export const signInRequests = pgTable(
  'sign_in_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    portal: text('portal').notNull(),
    accountKey: text('account_key').notNull(),
    runId: uuid('run_id').notNull(),
    batchId: uuid('batch_id'),
    /** captcha | otp */
    kind: text('kind').notNull(),
    image: bytea('image'),
    mimeType: text('mime_type'),
    prompt: text('prompt'),
    state: text('state').notNull(),
    /** Wrong answers so far in this sign-in. */
    attempts: integer('attempts').notNull().default(0),
    /** waiting | answered | done | expired | cancelled */
    status: text('status').notNull(),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    answeredAt: at('answered_at'),
  },
  (t) => [
    index('sign_in_requests_org_status').on(t.orgId, t.status, t.createdAt),
    index('sign_in_requests_waiting').on(t.status, t.expiresAt),
  ],
);

import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { orgs } from './orgs';
import { users } from './identity';

/**
 * The operator's tables. None is organisation-scoped: the operator works across organisations,
 * and row-level security lets the app role see the audit log, referrals and population runs only
 * with `app.platform` on (set after the caller was checked to be a platform admin).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every change the operator makes (web or command line): who, what, to which organisation, and
 * the values before and after. Kept when the organisation goes, so its id is not a reference.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: at('at').notNull().defaultNow(),
    actorUserId: uuid('actor_user_id'),
    /** The operator's email, or `cli` (with the OS user) for the command line. */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    orgId: text('org_id'),
    /** What else the change is about (a user's email, a referral code, a job id). */
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (t) => [index('admin_audit_log_at').on(t.at), index('admin_audit_log_org_at').on(t.orgId, t.at)],
);

/** A code a firm (or a partner) hands out; an organisation that signs up with it was referred by its owner. */
export const referralCodes = pgTable('referral_codes', {
  code: text('code').primaryKey(),
  /** The referring organisation, when the owner is a firm on TaxDesk. */
  ownerOrgId: text('owner_org_id').references(() => orgs.id, { onDelete: 'set null' }),
  /** Who gets the credit, as shown (the organisation's name, a partner's name). */
  ownerName: text('owner_name').notNull(),
  note: text('note'),
  active: boolean('active').notNull().default(true),
  createdBy: text('created_by').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** One sign-up with a referral code: who referred whom. Names are copied so the history outlives deletions. */
export const referrals = pgTable(
  'referrals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    code: text('code')
      .notNull()
      .references(() => referralCodes.code, { onDelete: 'cascade' }),
    referredOrgId: text('referred_org_id').notNull().unique(),
    referredOrgName: text('referred_org_name').notNull(),
    referredUserId: uuid('referred_user_id').references(() => users.id, { onDelete: 'set null' }),
    referredEmail: text('referred_email'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('referrals_code_at').on(t.code, t.at)],
);

/**
 * GSTIN master data from the GST portal's public taxpayer search: the portal's answer as it came
 * (`data`, the portal's field names) with the columns lists search and sort by. Platform-wide
 * reference data: any organisation's screens may read it.
 */
export const gstinMaster = pgTable(
  'gstin_master',
  {
    gstin: text('gstin').primaryKey(),
    legalName: text('legal_name'),
    tradeName: text('trade_name'),
    status: text('status'),
    stateCode: text('state_code').notNull(),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    fetchedAt: at('fetched_at').notNull().defaultNow(),
  },
  (t) => [index('gstin_master_fetched').on(t.fetchedAt)],
);

/** TAN master data from the TAN search, the same way. */
export const tanMaster = pgTable(
  'tan_master',
  {
    tan: text('tan').primaryKey(),
    name: text('name'),
    category: text('category'),
    status: text('status'),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    fetchedAt: at('fetched_at').notNull().defaultNow(),
  },
  (t) => [index('tan_master_fetched').on(t.fetchedAt)],
);

/** One bulk population of a master table from a list: its progress is counted from its items. */
export const populationRuns = pgTable(
  'population_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** gstin | tan */
    kind: text('kind').notNull(),
    /** queued | running | done | failed */
    status: text('status').notNull(),
    /** Where the list came from: `pasted list` or the file's name. */
    source: text('source').notNull(),
    total: integer('total').notNull(),
    /** Lines that repeated an identifier already in the list. */
    duplicates: integer('duplicates').notNull().default(0),
    createdBy: text('created_by').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    error: text('error'),
    /** Beats while a worker runs it: a run whose heart stopped was left by a dead worker. */
    heartbeatAt: at('heartbeat_at'),
  },
  (t) => [index('population_runs_kind_created').on(t.kind, t.createdAt)],
);

/**
 * One identifier of a run. `outcome`: pending → found | not_found | invalid | failed. A warning
 * (a GSTIN's check character) does not stop the lookup.
 */
export const populationItems = pgTable(
  'population_items',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => populationRuns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    input: text('input').notNull(),
    /** The normalised identifier (upper-cased, trimmed); null when the input is not one. */
    identifier: text('identifier'),
    outcome: text('outcome').notNull(),
    warning: text('warning'),
    message: text('message'),
    /** The name the portal gave, for the results table. */
    name: text('name'),
    attempts: integer('attempts').notNull().default(0),
    doneAt: at('done_at'),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.position] }),
    index('population_items_run_outcome').on(t.runId, t.outcome, t.position),
  ],
);

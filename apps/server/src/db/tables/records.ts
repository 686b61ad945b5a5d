import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEADLINE_TYPES_SQL } from '../deadline-types';
import { WORK_RANK_SQL } from '../work-rank';
import { bytea, createdAt } from './columns';
import { orgId } from './org-column';
import { users } from './identity';

/**
 * Every synced or entered record of every type: promoted columns serve the lists' filters and
 * sorts through indexes; `data` holds the whole record; `hash` makes a re-sync with no change a no-op.
 */
export const records = pgTable(
  'records',
  {
    orgId: orgId(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    accountKey: text('account_key'),
    status: text('status'),
    issuedOn: timestamp('issued_on', { withTimezone: true, mode: 'string' }),
    dueOn: date('due_on', { mode: 'string' }),
    amount: numeric('amount', { precision: 18, scale: 2 }),
    year: text('year'),
    section: text('section'),
    title: text('title'),
    /** What text search matches, lower-cased, with a trigram index. */
    search: text('search').generatedAlwaysAs(
      sql`lower(coalesce(title, '') || ' ' || key || ' ' || coalesce(account_key, '') || ' ' || coalesce(section, ''))`,
    ),
    source: text('source').notNull().default('portal'),
    data: jsonb('data').notNull().$type<Record<string, unknown>>(),
    /** The portal's payload as it came, for debugging a mapping. */
    raw: jsonb('raw'),
    hash: text('hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** Work on the record (types with `work: true`): outside data and hash, a re-sync never touches it. */
    workStatus: text('work_status'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    reviewState: text('review_state'),
    /** Values set by hand where the portal left a field blank: merged into data, never into hash. */
    overrides: jsonb('overrides').$type<Record<string, unknown>>(),
    /**
     * The dates `due_on` is the earliest of (docs/deadlines.md, "Which date drives"): the portal's
     * own (its due field; null on an order, whose appeal window replaces it), the statutory date
     * from the deadlines table with its rule's id, and a person's target date with the reason
     * (its history is the record's `target` events).
     */
    portalDueOn: date('portal_due_on', { mode: 'string' }),
    statutoryOn: date('statutory_on', { mode: 'string' }),
    statutoryRule: text('statutory_rule'),
    targetOn: date('target_on', { mode: 'string' }),
    targetReason: text('target_reason'),
    /** DEADLINE_RULES_VERSION the statutory date was computed under; null until it is (backfillRecordDates). */
    datesVersion: integer('dates_version'),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.type, t.key] }),
    index('records_work_status').on(t.orgId, t.type, t.workStatus, t.key),
    // Lists sort work status in its workflow order (open → closed) through this expression.
    index('records_work_rank').on(t.orgId, t.type, sql.raw(WORK_RANK_SQL), t.key),
    index('records_assignee').on(t.orgId, t.type, t.assigneeId, t.key),
    index('records_review')
      .on(t.orgId, t.type, t.reviewState, t.key)
      .where(sql`review_state IS NOT NULL`),
    index('records_issued').on(t.orgId, t.type, t.issuedOn, t.key),
    index('records_due').on(t.orgId, t.type, t.dueOn, t.key),
    index('records_account').on(t.orgId, t.type, t.accountKey, t.key),
    index('records_status').on(t.orgId, t.type, t.status, t.key),
    index('records_year').on(t.orgId, t.type, t.year, t.key),
    index('records_section').on(t.orgId, t.type, t.section, t.key),
    // A list filtered by section and sorted or ranged by due date (the notice lists' usual view).
    index('records_section_due').on(t.orgId, t.type, t.section, t.dueOn, t.key),
    // The newest arrivals in the overview's order (first seen, then issued), read from the top.
    index('records_arrived').on(
      t.orgId,
      t.type,
      t.firstSeenAt.desc().nullsFirst(),
      t.issuedOn.desc().nullsLast(),
    ),
    index('records_amount').on(t.orgId, t.type, t.amount, t.key),
    // The few records whose statutory date drives while the portal gives a later one: once that
    // date passes, the sweeper hands them to the portal's date (moveDueOffPassedStatutory).
    index('records_statutory_driving')
      .on(t.statutoryOn)
      .where(sql`due_on = statutory_on AND portal_due_on > statutory_on`),
    // Records of the types with a deadline mapping whose dates are still to compute (written
    // before the mapping, or since a rule changed): the sweeper fills them in batches.
    index('records_dates_pending')
      .on(t.orgId, t.type, t.key)
      .where(sql.raw(`dates_version IS NULL AND type IN (${DEADLINE_TYPES_SQL})`)),
    index('records_data').using('gin', sql`${t.data} jsonb_path_ops`),
    // Text search in everything `search` holds but the account key, whose trigrams (a PAN's or GSTIN's,
    // shared by every record of the account) record_account_keys serves from a far smaller index.
    index('records_search_fields').using(
      'gin',
      sql`lower(coalesce(${t.title}, '') || ' ' || ${t.key} || ' ' || coalesce(${t.section}, '')) gin_trgm_ops`,
    ),
    // A proceeding's notices, and the notice a reply names: what the proceeding_waiting trigger recomputes from.
    index('records_notice_proceeding')
      .on(t.orgId, sql`(${t.data}->>'proceedingReqId')`)
      .where(sql`type = 'itNotice'`),
    index('records_seq')
      .on(t.orgId, t.type, sql`(${t.data}->>'headerSeqNo')`)
      .where(sql`type IN ('itNotice', 'itReply')`),
  ],
);

/**
 * Counts that dashboards read instead of scanning `records`: live (not removed) records per
 * organisation, type and bucket, with their amounts. Written only by triggers on `records`
 * (migration 0021), a row per change, so concurrent writers never wait on one another; the
 * sweeper folds rows of one bucket into one. A bucket is what the dashboards group or filter by:
 * section, year, due date, closed on the portal, work status, and for income-tax notices and
 * proceedings the account's branch and group.
 */
export const recordCounts = pgTable(
  'record_counts',
  {
    orgId: orgId(),
    type: text('type').notNull(),
    section: text('section'),
    year: text('year'),
    dueOn: date('due_on', { mode: 'string' }),
    closed: boolean('closed').notNull(),
    workStatus: text('work_status'),
    branch: text('branch'),
    grp: text('grp'),
    n: integer('n').notNull(),
    amount: numeric('amount', { precision: 20, scale: 2 }).notNull(),
  },
  (t) => [index('record_counts_org_type').on(t.orgId, t.type)],
);

/**
 * The proceedings waiting on the firm: a row per income-tax proceeding whose latest open notice (by
 * issue date, then key) is still open for work and has no live reply naming it. Written only by
 * triggers on `records` (migration 0024), recomputed for the proceedings each statement touched;
 * the proceeding dashboard counts and pages it instead of sorting every open notice.
 */
export const proceedingWaiting = pgTable(
  'proceeding_waiting',
  {
    orgId: orgId(),
    proceeding: text('proceeding').notNull(),
    noticeKey: text('notice_key').notNull(),
    accountKey: text('account_key'),
    dueOn: date('due_on', { mode: 'string' }),
    issuedOn: timestamp('issued_on', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.proceeding] }),
    // The dashboard's page order (due first, undated last, newest issued, key).
    index('proceeding_waiting_due').on(t.orgId, t.dueOn, t.issuedOn.desc().nullsFirst(), t.noticeKey),
  ],
);

/**
 * Every account key that records of a type have carried in an organisation: what text search
 * matches a PAN or GSTIN fragment against (a few thousand keys, not every record), before reading
 * those accounts' records by index. Written only by triggers on `records` (migration 0027); never
 * pruned, since a key no record carries any more finds no records.
 */
export const recordAccountKeys = pgTable(
  'record_account_keys',
  {
    orgId: orgId(),
    type: text('type').notNull(),
    accountKey: text('account_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.type, t.accountKey] }),
    // Written only when a key first appears: entries go straight into the index, not a pending list every search reads.
    index('record_account_keys_search')
      .using('gin', sql`lower(${t.accountKey}) gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * What Search everything matches: each live record's searchable values (the fields its definition
 * marks `search`), lower-cased, one per line. Written only by triggers on `records` (migration
 * 0037, `record_search_text`); read only through `search_record_keys`, as the tables' owner.
 * Narrow rows apart from `records`, so a search rechecks its candidates on few pages.
 */
export const recordSearch = pgTable(
  'record_search',
  {
    orgId: orgId(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    /** An account or party (the clients group), searched apart so records never crowd them out. */
    client: boolean('client').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orgId, t.type, t.key] }),
    // Every 3- and 5-character piece of each value (`record_search_grams`): a fragment's 5-character
    // pieces are few records' each, where a number's trigrams are thousands' (migration 0037 says
    // more). btree_gin's type beside them: one type's "more" intersects in the index. Entries go
    // straight into the index (no pending list every search would read).
    index('record_search_records')
      .using('gin', t.type, sql`record_search_grams(${t.text})`)
      .where(sql`NOT client`)
      .with({ fastupdate: false }),
    index('record_search_clients')
      .using('gin', sql`record_search_grams(${t.text})`)
      .where(sql`client`)
      .with({ fastupdate: false }),
  ],
);

/** Live records per organisation, type and the UTC day they were first seen (kept like record_counts). */
export const recordArrivals = pgTable(
  'record_arrivals',
  {
    orgId: orgId(),
    type: text('type').notNull(),
    seenOn: date('seen_on', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [index('record_arrivals_org_type').on(t.orgId, t.type, t.seenOn)],
);

/** What changed in a record and when: new, changed (field by field), removed, status set by a user. */
export const recordEvents = pgTable(
  'record_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: orgId(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    kind: text('kind').notNull(),
    changes: jsonb('changes'),
    actor: text('actor'),
    runId: uuid('run_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('record_events_record').on(t.orgId, t.type, t.key, t.at),
    index('record_events_org_at').on(t.orgId, t.at),
  ],
);

/** Files that belong to records (notice PDFs, orders, returns). */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orgId: orgId(),
    type: text('type').notNull(),
    key: text('key').notNull(),
    docId: text('doc_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('documents_record_doc').on(t.orgId, t.type, t.key, t.docId)],
);

import { sql } from 'drizzle-orm';
import { WORK_RANK_SQL } from './work-rank';
import {
  bigint,
  boolean,
  customType,
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

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
/** Organisation-scoped rows go when their organisation goes. */
const orgId = () =>
  text('org_id')
    .notNull()
    .references(() => orgs.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---- Platform tables: not organisation-scoped ----

/** Who signed in: a built-in email+password login, or a subject at an OpenID Connect issuer. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    /** Null until the identity completes Signup: the API answers 412 until then. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identities_provider_subject').on(t.provider, t.subject)],
);

/** A TaxDesk profile. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A signed-in session: one refresh-token family, with what a person needs to recognise it in their
 * list of sessions. Identity tokens carry its id, and stop working once it is revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    /** The refresh-token family's id. */
    id: uuid('id').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** The sign-in or the latest refresh. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's address at the latest sign-in or refresh; null for sessions older than the list. */
    address: text('address'),
    /** Browser and system from the User-Agent, e.g. "Chrome on Windows". */
    device: text('device'),
    /** The newest refresh token's expiry: the session ends then unless refreshed. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_identity').on(t.identityId)],
);

/** Rotating refresh tokens; a re-used spent token revokes its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    family: uuid('family')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    spentAt: timestamp('spent_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.family)],
);

/** Failed sign-ins, to rate-limit by email and by address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_attempts_email_at').on(t.email, t.at), index('login_attempts_ip_at').on(t.ip, t.at)],
);

/**
 * Addresses each built-in account has signed in from (the last SIGN_IN_ADDRESSES_KEPT): an account
 * past its failure limit still takes sign-ins from them (docs/security.md). By email, as the
 * failures are, with addresses keyed as the limits count them (an IPv6 /64).
 */
export const signInAddresses = pgTable(
  'sign_in_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/** OIDC logins in flight: state → PKCE verifier and where to return. */
export const oidcStates = pgTable('oidc_states', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
});

/**
 * The end of a single sign-on: the callback hands the browser a one-time code (in the URL
 * fragment) instead of the tokens themselves; the app exchanges it once, within a minute, for a
 * session. Only the code's SHA-256 is kept.
 */
export const signInHandoffs = pgTable('sign_in_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  identityId: uuid('identity_id')
    .notNull()
    .references(() => identities.id, { onDelete: 'cascade' }),
  returnTo: text('return_to').notNull(),
  createdAt: createdAt(),
});

// ---- Organisation-scoped tables: row-level security on org_id ----

/** An organisation with its licence (SPEC §3): expiries are YYYYMMDD numbers. */
export const orgs = pgTable('orgs', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  licExpiry: integer('lic_expiry'),
  licExpiryIt: integer('lic_expiry_it'),
  licExpiryGst: integer('lic_expiry_gst'),
  licExpiryPreGst: integer('lic_expiry_pre_gst'),
  licExpiryGstParty: integer('lic_expiry_gst_party'),
  licExpiryTds: integer('lic_expiry_tds'),
  licExpiryState: integer('lic_expiry_state'),
  licExpiryTanParty: integer('lic_expiry_tan_party'),
  licExpiryPanParty: integer('lic_expiry_pan_party'),
  licExpiryMsmeParty: integer('lic_expiry_msme_party'),
  licIceGateCounter: integer('lic_ice_gate_counter'),
  isItActive: boolean('is_it_active').notNull().default(false),
  isGstActive: boolean('is_gst_active').notNull().default(false),
  isPreGstActive: boolean('is_pre_gst_active').notNull().default(false),
  isGstPartyActive: boolean('is_gst_party_active').notNull().default(false),
  isTdsActive: boolean('is_tds_active').notNull().default(false),
  isStateActive: boolean('is_state_active').notNull().default(false),
  isTanPartyActive: boolean('is_tan_party_active').notNull().default(false),
  isPanPartyActive: boolean('is_pan_party_active').notNull().default(false),
  isMsmePartyActive: boolean('is_msme_party_active').notNull().default(false),
  isIceGateActive: boolean('is_ice_gate_active').notNull().default(false),
  createdAt: createdAt(),
});

export const memberships = pgTable(
  'memberships',
  {
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.userId] }), index('memberships_user').on(t.userId)],
);

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

/** A client's portal login. The password is AES-256-GCM ciphertext; no API returns it. */
export const portalCredentials = pgTable(
  'portal_credentials',
  {
    orgId: orgId(),
    portal: text('portal').notNull(),
    loginId: text('login_id').notNull(),
    secret: text('secret').notNull(),
    /** Set when the portal refused the password: no further tries until it is updated. */
    blockedReason: text('blocked_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.portal, t.loginId] })],
);

/** Analytics: page_view and screen_view events from the web. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: text('org_id'),
    userId: uuid('user_id'),
    name: text('name').notNull(),
    path: text('path').notNull(),
    title: text('title'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_org_at').on(t.orgId, t.at)],
);

// Each area's own tables live in db/tables/<area>.ts and are re-exported here (drizzle-kit reads this file).
export * from './tables/sync';
export * from './tables/members';
export * from './tables/api-keys';
export * from './tables/email';
export * from './tables/workflow';
export * from './tables/imports';
export * from './tables/admin';

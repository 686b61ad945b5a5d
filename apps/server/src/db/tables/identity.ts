import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// Platform tables: not organisation-scoped.

/** Who signed in: a built-in email+password login, or a subject at an OpenID Connect issuer. */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    /**
     * When the address was shown to be this identity's: a link from a verification or reset email
     * was opened, an operator created the account, or an OIDC provider said `email_verified`.
     * Invitations and operator-made memberships go only to verified addresses (docs/security.md).
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
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
  /**
   * SHA-256 of the random value in the cookie of the browser that started the sign-in: a callback
   * from any other browser is refused, so nobody can sign a victim into the attacker's account.
   */
  bindingHash: text('binding_hash'),
  createdAt: createdAt(),
});

/**
 * Single-use links sent by email: `verify_email` proves an identity owns its address,
 * `reset_password` sets a new password (and proves the address too). Only the SHA-256 is kept.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    identityId: uuid('identity_id')
      .notNull()
      .references(() => identities.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** The address the link was sent to: an identity whose address changed since cannot use it. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('account_tokens_identity').on(t.identityId, t.purpose)],
);

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

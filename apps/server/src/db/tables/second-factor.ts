import { bigint, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './identity';

// Platform tables: a person's own, not organisation-scoped.

/**
 * A person's authenticator app (TOTP, RFC 6238): asked for after the password at every built-in
 * sign-in once confirmed. The seed is sealed with the secret box, bound to the person
 * (docs/security.md). A row without `confirmedAt` is a setup under way and counts for nothing.
 */
export const secondFactors = pgTable('second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The base32 seed, sealed (`lib/auth/second-factor-seal.ts`). */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The 30-s step of the last code accepted: that code, and any older one, is refused from then on. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/**
 * Single-use recovery codes for a lost authenticator: ten at a time, only their SHA-256 kept (each
 * code has 120 random bits, so a plain hash is enough: ASVS 6.5.2).
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);
